import { CHECKOUT_ERROR_CODES, type PaymentType } from '@/lib/api/contract';
import { withPayment } from './choices';
import { FREE_PAYMENT } from './payments';
import type { CheckoutState } from './types';

/**
 * The payment to go back to once the order costs something again, and to start a checkout with
 * (spec §4): the one chosen before 'free', else the first saved checkout's unless it was 'free',
 * else the shop's first. Any type the shop still offers counts, online ones included: the shop lists
 * a gateway type only once its gateway can take the payment.
 */
export function fallbackPayment(state: CheckoutState): PaymentType | null {
  const { payments } = state.options;
  const usable = (p: PaymentType | null | undefined): p is PaymentType =>
    !!p && p !== FREE_PAYMENT && payments.includes(p);
  return [state.lastPayment, state.history[0]?.paymentType].find(usable) ?? payments.find(usable) ?? null;
}

/** 'free' is no longer offered; a payment still missing (or 'free') falls back. Unchanged: the same state. */
export function clearFreeMode(state: CheckoutState): CheckoutState {
  const needsPayment = state.payment === null || state.payment === FREE_PAYMENT;
  const payment = needsPayment ? fallbackPayment(state) : state.payment;
  if (!state.free && payment === state.payment) return state;
  const next = { ...state, free: false };
  return payment === state.payment ? next : withPayment(next, payment);
}

/**
 * After a pre-check (spec §4): nothing to pay adds and selects 'free', remembering the payment it
 * replaces; anything to pay removes 'free' again.
 */
export function applyPayable(state: CheckoutState, paymentPrice: number): CheckoutState {
  if (paymentPrice > 0) return clearFreeMode(state);
  if (state.free && state.payment === FREE_PAYMENT) return state;
  return { ...withPayment(state, FREE_PAYMENT), free: true };
}

/**
 * What a failed pre-check changes (spec §8), by the answer's code: a missing payment leaves free
 * mode, and cashback the order may not use at all is reset to 0. The same state back means there is
 * nothing to retry.
 */
export function recoverFromCheckError(state: CheckoutState, code: string): CheckoutState {
  if (code === CHECKOUT_ERROR_CODES.noPaymentType) return clearFreeMode(state);
  if (code === CHECKOUT_ERROR_CODES.noCashback && state.cashbackPrice !== 0)
    return { ...state, cashbackPrice: 0 };
  return state;
}
