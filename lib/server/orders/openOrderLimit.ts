import type { OrderStatus } from '@/lib/api/contract';

export const openOrdersMessage = (limit: number) =>
  `您已有 ${limit} 筆未付款的訂單，請先完成付款或取消後再下單`;

/** Statuses in which an order the shop has not been paid for still holds its stock. */
export const OPEN_UNPAID_STATUSES = ['unpaid', 'processing', 'shipped'] as const satisfies OrderStatus[];

/**
 * An order is open and unpaid while it awaits payment, or is cash on delivery not yet delivered
 * (processing or shipped, not paid). Paid, completed and cancelled orders hold nothing the shop waits for.
 */
export function isOpenUnpaid(order: { status: OrderStatus; paid: boolean }): boolean {
  return !order.paid && (OPEN_UNPAID_STATUSES as readonly OrderStatus[]).includes(order.status);
}

/** Why one more order is refused, or null when the member is still under the shop's limit. */
export function openOrderRefusal(openCount: number, limit: number): string | null {
  return openCount >= limit ? openOrdersMessage(limit) : null;
}
