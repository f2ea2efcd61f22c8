/**
 * The shopper's address for rate limits: the first X-Forwarded-For entry (the client as the edge
 * proxy saw it), else X-Real-IP, else one shared bucket.
 */
export function clientAddress(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  if (forwarded) return forwarded.slice(0, 64);
  const real = headers.get('x-real-ip')?.trim();
  return real ? real.slice(0, 64) : 'unknown';
}
