import { parcelDelivered, parcelReturned, type Decision, type OrderState } from '../orders/lifecycle';
import type { ParcelState } from './states';

/**
 * What a parcel's new state does to its order. Pure. Picked up at the store or delivered home: the
 * order is completed (and a cash-on-delivery order paid). Back at the shop: the order is cancelled.
 * Every other state (on its way, at the store, not picked up yet) leaves the order shipped.
 */
export function orderRuleOf(state: ParcelState): ((order: OrderState) => Decision) | null {
  if (state === 'pickedUp') return (order) => parcelDelivered(order, 'store');
  if (state === 'delivered') return (order) => parcelDelivered(order, 'home');
  if (state === 'returned') return parcelReturned;
  return null;
}
