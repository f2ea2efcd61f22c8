/**
 * Longest path segment a storefront address may have, counted once decoded. Segments carry ids
 * (nanoIds and page keys, at most 64 characters), a search text (at most 100) or fixed names
 * (see lib/api/contract/limits.ts); anything longer names nothing in any shop.
 */
export const MAX_SEGMENT_LENGTH = 128;

/**
 * The status a path is refused with before its shop is looked up, or null when it may be a page:
 * 414 for a segment over MAX_SEGMENT_LENGTH, 400 for percent-encoding that decodes to no text
 * (which the renderer would otherwise fail on with a 500).
 */
export function refusedPath(pathname: string): 400 | 414 | null {
  // The common case, a plain short address, costs one scan and no decoding.
  if (!pathname.includes('%'))
    return pathname.length > MAX_SEGMENT_LENGTH &&
      pathname.split('/').some((s) => s.length > MAX_SEGMENT_LENGTH)
      ? 414
      : null;
  for (const segment of pathname.split('/')) {
    let text: string;
    try {
      text = decodeURIComponent(segment);
    } catch {
      return 400;
    }
    if (text.length > MAX_SEGMENT_LENGTH) return 414;
  }
  return null;
}
