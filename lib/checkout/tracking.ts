import type { Order } from '@/lib/api/contract';
import type { CartLine } from '@/lib/cart/line';
import { cartTotal, checkoutLines } from '@/lib/cart/rules';
import type { TrackingEvent } from '@/lib/tracking/events';

/** Begin checkout (spec §9): what the lines that can be bought are worth, and how many items. */
export function initiateCheckoutEvent(lines: CartLine[]): TrackingEvent {
  return {
    name: 'InitiateCheckout',
    payload: {
      value: cartTotal(lines),
      currency: 'TWD',
      num_items: checkoutLines(lines).reduce((n, l) => n + l.count, 0),
    },
  };
}

/** Purchase (spec §9): the order as created, valued at what is left to pay. */
export function purchaseEvent(order: Pick<Order, 'orderNo' | 'paymentPrice'>): TrackingEvent {
  return {
    name: 'Purchase',
    payload: { value: order.paymentPrice, currency: 'TWD', transaction_id: order.orderNo },
  };
}
