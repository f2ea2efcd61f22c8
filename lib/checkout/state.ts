import { MAX_MONEY } from '@/lib/api/contract';
import { withDelivery, withPayment } from './choices';
import { fitsPayment } from './deliveries';
import { applyPayable, recoverFromCheckError } from './freeMode';
import { canChoosePayment } from './payments';
import { prefill } from './prefill';
import type { CheckoutAction, CheckoutState } from './types';

export const initialCheckoutState: CheckoutState = {
  options: { deliveries: [], payments: [] },
  delivery: null,
  payment: null,
  lastPayment: null,
  free: false,
  branchId: null,
  pickupTime: '',
  mapToken: null,
  cvsStore: null,
  promoCode: '',
  walletPrice: 0,
  externalWalletPrice: 0,
  cashbackPrice: 0,
  receiver: { name: '', phone: '', address: '', email: '', note: '' },
  invoice: { type: 'B2C', carrierType: 'member', carrierNum: '', customerIdentifier: '', customerName: '' },
  history: [],
  check: null,
  checkError: null,
  checkedKey: null,
  checkRound: 0,
};

/** Typed whole dollars: grouping commas are ignored, anything unreadable or negative is 0. */
function toAmount(typed: string): number {
  const n = Number.parseInt(typed.replace(/[,\s]/g, ''), 10);
  return Number.isFinite(n) ? Math.min(Math.max(n, 0), MAX_MONEY) : 0;
}

/** The checkout's transitions (spec §4 Checkout); pre-check answers carry the body they answer. */
export function checkoutReducer(state: CheckoutState, action: CheckoutAction): CheckoutState {
  switch (action.type) {
    case 'loaded':
      return prefill(
        { ...state, options: { deliveries: action.deliveries, payments: action.payments } },
        action.history,
        action.member,
      );
    case 'delivery':
      return fitsPayment(state.options.deliveries, action.id, state.payment)
        ? withDelivery(state, action.id)
        : state;
    case 'payment':
      return canChoosePayment(state.options.payments, state.free, action.payment)
        ? withPayment(state, action.payment)
        : state;
    case 'branch':
      return { ...state, branchId: action.id };
    case 'pickupTime':
      return { ...state, pickupTime: action.value };
    case 'promoCode':
      return { ...state, promoCode: action.value };
    case 'amount':
      return { ...state, [action.field]: toAmount(action.value) };
    case 'receiver':
      return { ...state, receiver: { ...state.receiver, [action.field]: action.value } };
    case 'invoice':
      return { ...state, invoice: { ...state.invoice, ...action.patch } };
    case 'checked':
      return applyPayable(
        { ...state, check: action.result, checkError: null, checkedKey: action.key },
        action.result.order.paymentPrice,
      );
    case 'checkFailed': {
      const recovered = recoverFromCheckError(state, action.code);
      // A recovered state asks a different question, so the pre-check runs again and the message
      // would only flash; otherwise the shopper has to act on it.
      return {
        ...recovered,
        checkError: recovered === state ? action.message : null,
        checkedKey: action.key,
      };
    }
    case 'recheck':
      // Nothing answers the body until the new round does, so the amount on screen waits for it.
      return { ...state, checkedKey: null, checkRound: state.checkRound + 1 };
  }
}
