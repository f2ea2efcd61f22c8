/** An ILIKE pattern matching the text literally: % and _ typed by a shopper are not wildcards. */
export function likePattern(text: string, mode: 'contains' | 'prefix' = 'contains'): string {
  const escaped = text.replace(/[\\%_]/g, (c) => `\\${c}`);
  return mode === 'prefix' ? `${escaped}%` : `%${escaped}%`;
}
