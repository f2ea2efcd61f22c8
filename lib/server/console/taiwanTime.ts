import { taiwanDay } from '../visits/tally';

/** Taiwan keeps UTC+8 all year (no daylight saving), so a fixed offset is exact. */
const TAIPEI_OFFSET_MS = 8 * 3600_000;
const DAY_MS = 24 * 3600_000;

export { taiwanDay };

/** The moment a Taiwan date (YYYY-MM-DD) begins. */
export const taiwanDayStart = (day: string): Date =>
  new Date(Date.parse(`${day}T00:00:00Z`) - TAIPEI_OFFSET_MS);

/** The moment the Taiwan date after `day` begins: the end (exclusive) of a range ending on `day`. */
export const taiwanDayEnd = (day: string): Date => new Date(taiwanDayStart(day).getTime() + DAY_MS);

/** The start of the Taiwan week (Monday, as Taiwan's calendars and shops count it) holding `now`. */
export function taiwanWeekStart(now: Date): Date {
  const today = taiwanDayStart(taiwanDay(now));
  const weekday = new Date(today.getTime() + TAIPEI_OFFSET_MS).getUTCDay(); // 0 = Sunday
  return new Date(today.getTime() - ((weekday + 6) % 7) * DAY_MS);
}

/** A moment as Taiwan's clock shows it: YYYY/MM/DD HH:mm. */
export function taiwanDateTime(at: Date | string): string {
  const iso = new Date(new Date(at).getTime() + TAIPEI_OFFSET_MS).toISOString();
  return `${iso.slice(0, 10).replaceAll('-', '/')} ${iso.slice(11, 16)}`;
}
