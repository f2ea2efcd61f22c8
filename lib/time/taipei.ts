/**
 * The shops are in Taiwan, which keeps UTC+8 all year (no summer time): a shop's day and clock are
 * the UTC ones moved by this offset, the same on the server and in every shopper's browser.
 */
export const TAIPEI_OFFSET_MS = 8 * 3600_000;

/** The zone's name, for what takes one (Intl, PostgreSQL, the console's date inputs). */
export const SHOP_TIME_ZONE = 'Asia/Taipei';

const two = (n: number) => String(n).padStart(2, '0');

/** A time as Taiwan reads it, `YYYY/MM/DD` and `HH:mm`; null when the text is not a time. */
export function taipeiParts(iso: string): { day: string; clock: string } | null {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return null;
  const t = new Date(at + TAIPEI_OFFSET_MS);
  return {
    day: `${t.getUTCFullYear()}/${two(t.getUTCMonth() + 1)}/${two(t.getUTCDate())}`,
    clock: `${two(t.getUTCHours())}:${two(t.getUTCMinutes())}`,
  };
}
