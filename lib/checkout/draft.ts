import type { MapStore } from '@/lib/api/contract';
import { withDelivery, withPayment } from './choices';
import { fitsPayment } from './deliveries';
import { canChoosePayment } from './payments';
import type { CheckoutState } from './types';

/**
 * What the shopper has filled in, kept while they are away on the store map (or a gateway) so the
 * checkout they come back to is the one they left. Pure; the browser storage is in draftStorage.
 */
export type CheckoutDraft = Pick<
  CheckoutState,
  | 'delivery'
  | 'payment'
  | 'branchId'
  | 'pickupTime'
  | 'promoCode'
  | 'walletPrice'
  | 'externalWalletPrice'
  | 'cashbackPrice'
  | 'receiver'
  | 'invoice'
  | 'mapToken'
  | 'cvsStore'
> & { savedAt: number };

/** A draft older than this is a checkout the shopper has given up on. */
export const DRAFT_MINUTES = 30;

export function draftOf(state: CheckoutState, now: number): CheckoutDraft {
  const { delivery, payment, branchId, pickupTime, promoCode, receiver, invoice, mapToken, cvsStore } = state;
  const { walletPrice, externalWalletPrice, cashbackPrice } = state;
  return {
    delivery,
    payment,
    branchId,
    pickupTime,
    promoCode,
    walletPrice,
    externalWalletPrice,
    cashbackPrice,
    receiver,
    invoice,
    mapToken,
    cvsStore,
    savedAt: now,
  };
}

/** The loaded checkout with the draft's choices, where the shop still offers them. */
export function applyDraft(state: CheckoutState, draft: CheckoutDraft | null, now: number): CheckoutState {
  if (!draft || now - draft.savedAt > DRAFT_MINUTES * 60_000 || now < draft.savedAt) return state;
  let next =
    draft.payment && canChoosePayment(state.options.payments, state.free, draft.payment)
      ? withPayment(state, draft.payment)
      : state;
  if (fitsPayment(next.options.deliveries, draft.delivery, next.payment))
    next = withDelivery({ ...next, branchId: draft.branchId }, draft.delivery);
  return {
    ...next,
    pickupTime: draft.pickupTime,
    promoCode: draft.promoCode,
    walletPrice: draft.walletPrice,
    externalWalletPrice: draft.externalWalletPrice,
    cashbackPrice: draft.cashbackPrice,
    receiver: draft.receiver,
    invoice: draft.invoice,
    ...(next.delivery === draft.delivery ? { mapToken: draft.mapToken, cvsStore: draft.cvsStore } : {}),
  };
}

/** The store the shopper just picked on the map, for its delivery, if that delivery can still be chosen. */
export function applyPickedStore(
  state: CheckoutState,
  picked: { token: string; store: MapStore } | null,
): CheckoutState {
  if (!picked) return state;
  const next = withDelivery(state, picked.store.ecommerceDeliveryId);
  if (next.delivery !== picked.store.ecommerceDeliveryId) return state;
  return {
    ...next,
    mapToken: picked.token,
    cvsStore: { CVSStoreID: picked.store.CVSStoreID, CVSStoreName: picked.store.CVSStoreName },
  };
}
