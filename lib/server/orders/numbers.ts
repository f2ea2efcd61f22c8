/** Order numbers and ATM details. Pure. */

const TAIPEI_OFFSET_MS = 8 * 3600_000;
const DAY_MS = 24 * 3600_000;

/**
 * The order number a shopper reads and a gateway receives: the Taiwan date and the order id, digits
 * only and 16 long (gateways take letters, digits and `_`, at most 30).
 */
export function orderNumber(createdAt: Date, id: number): string {
  const day = new Date(createdAt.getTime() + TAIPEI_OFFSET_MS).toISOString().slice(0, 10).replaceAll('-', '');
  return `${day}${String(id).padStart(8, '0')}`;
}

/** How long an ATM order waits for its transfer: until the end of the third day, Taiwan time. */
export const ATM_DAYS = 3;

export function atmDueAt(createdAt: Date): Date {
  const local = createdAt.getTime() + TAIPEI_OFFSET_MS;
  const endOfDay = Math.floor(local / DAY_MS) * DAY_MS + DAY_MS - 1000;
  return new Date(endOfDay + ATM_DAYS * DAY_MS - TAIPEI_OFFSET_MS);
}

/**
 * A virtual account for one order: 14 digits unique per shop and order, so a transfer tells which
 * order it pays. Issued by the shop itself until a payment gateway issues them.
 */
export function atmAccount(shopId: number, orderId: number): string {
  return `9${String(shopId % 1000).padStart(3, '0')}${String(orderId).padStart(10, '0')}`;
}

export const ATM_BANK = { bankCode: '822', bankName: '中國信託商業銀行' } as const;
