/**
 * A `tel:` address for contact text that is a phone number, such as `(02) 2345-6789` or
 * `+886 2 2345 6789`; null for anything else (opening hours, an address), which stays plain text.
 */
export function telHref(text: string): string | null {
  const t = text.trim();
  if (!/^\+?[\d\s()-]+$/.test(t)) return null;
  const digits = t.replace(/\D/g, '');
  if (digits.length < 7 || digits.length > 15) return null;
  return `tel:${t.startsWith('+') ? '+' : ''}${digits}`;
}
