import type { PaymentType } from '@/lib/api/contract';
import { canChooseDelivery, firstChoosableDelivery, fitsPayment } from './deliveries';
import { FREE_PAYMENT } from './payments';
import type { CheckoutState } from './types';

/** Choosing a delivery or a payment, with what each choice implies for the other. */

export const selectedDelivery = (state: CheckoutState) =>
  state.options.deliveries.find((d) => d.id === state.delivery) ?? null;

/** Chooses a delivery; a pickup branch is kept only if it belongs to it, and a lone branch is chosen. */
export function withDelivery(state: CheckoutState, id: number | null): CheckoutState {
  const delivery = state.options.deliveries.find((d) => d.id === id);
  if (!delivery || !canChooseDelivery(delivery)) return { ...state, delivery: null, branchId: null };
  const branches = delivery.type === 'store' ? delivery.EcommerceDeliveryBranches : [];
  const branchId = branches.some((b) => b.id === state.branchId)
    ? state.branchId
    : branches.length === 1
      ? branches[0]!.id
      : null;
  // A picked convenience store belongs to its delivery: another delivery drops it.
  const store = delivery.id === state.delivery ? {} : { mapToken: null, cvsStore: null };
  return { ...state, delivery: delivery.id, branchId, ...store };
}

/**
 * Chooses a payment. A delivery that cannot go with it (COD needs one that collects the cash) gives
 * way to the first that can.
 */
export function withPayment(state: CheckoutState, payment: PaymentType | null): CheckoutState {
  const lastPayment = payment && payment !== FREE_PAYMENT ? payment : state.lastPayment;
  const next = { ...state, payment, lastPayment };
  const { deliveries } = state.options;
  return fitsPayment(deliveries, state.delivery, payment)
    ? next
    : withDelivery(next, firstChoosableDelivery(deliveries, payment));
}
