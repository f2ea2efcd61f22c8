import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The default date format of spec §9: numbers only, so no locale of dayjs is needed for it. */
const ORDER_DATE_FORMAT = 'YYYY/MM/DD HH:mm';

/**
 * The shops are in Taiwan: an order placed at 23:30 there must not read as the next day on a phone
 * set to another zone, nor differ between the server's and the browser's rendering.
 */
export const SHOP_TIME_ZONE = 'Asia/Taipei';

/** An ISO time from the API as the shopper reads it; empty when the server sent something unreadable. */
export function formatOrderDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const time = dayjs(iso);
  return time.isValid() ? time.tz(SHOP_TIME_ZONE).format(ORDER_DATE_FORMAT) : '';
}
