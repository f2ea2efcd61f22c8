import { formatOrderDate } from '@/lib/order/date';
import { SHOP_TIME_ZONE } from '@/lib/time/taipei';
import { dayjs } from '@/lib/time/zonedDayjs';

/** The console's days and weeks are the shop's: Taiwan's calendar. */

/** The Taiwan date (YYYY-MM-DD) at that moment. */
export const taiwanDay = (at: Date): string => dayjs(at).tz(SHOP_TIME_ZONE).format('YYYY-MM-DD');

/** The moment a Taiwan date (YYYY-MM-DD) begins. */
export const taiwanDayStart = (day: string): Date => dayjs.tz(day, SHOP_TIME_ZONE).toDate();

/** The moment the Taiwan date after `day` begins: the end (exclusive) of a range ending on `day`. */
export const taiwanDayEnd = (day: string): Date => dayjs.tz(day, SHOP_TIME_ZONE).add(1, 'day').toDate();

/** The start of the Taiwan week (Monday, as Taiwan's calendars and shops count it) holding `now`. */
export function taiwanWeekStart(now: Date): Date {
  const today = dayjs(now).tz(SHOP_TIME_ZONE).startOf('day');
  return today.subtract((today.day() + 6) % 7, 'day').toDate();
}

/** A moment as Taiwan's clock shows it: YYYY/MM/DD HH:mm, as the shopper's order pages show it. */
export const taiwanDateTime = (at: Date | string): string =>
  formatOrderDate(typeof at === 'string' ? at : at.toISOString());
