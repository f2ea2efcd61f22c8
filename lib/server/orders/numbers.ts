/** Order numbers and the ATM due time. Pure. */

import { TAIPEI_OFFSET_MS } from '@/lib/time/taipei';

export const DAY_MS = 24 * 3600_000;

/**
 * The order number a shopper reads and a gateway receives: the Taiwan date and the order id, digits
 * only and 16 long (gateways take letters, digits and `_`, at most 30).
 */
export function orderNumber(createdAt: Date, id: number): string {
  const day = new Date(createdAt.getTime() + TAIPEI_OFFSET_MS).toISOString().slice(0, 10).replaceAll('-', '');
  return `${day}${String(id).padStart(8, '0')}`;
}

/** How long an ATM order waits for its transfer: until the end of the third day, Taiwan time. */
const ATM_DAYS = 3;

export function atmDueAt(createdAt: Date): Date {
  const local = createdAt.getTime() + TAIPEI_OFFSET_MS;
  const endOfDay = Math.floor(local / DAY_MS) * DAY_MS + DAY_MS - 1000;
  return new Date(endOfDay + ATM_DAYS * DAY_MS - TAIPEI_OFFSET_MS);
}
