import type { z } from 'zod/mini';
import { MAX_CHECKOUT_INFOS, type CheckoutInfoSchema, type CreateOrderInput } from '@/lib/api/contract';
import type { SavedCheckoutInfo } from './types';

/** A saved checkout as it is sent back to the shop. */
export type CheckoutInfoInput = z.input<typeof CheckoutInfoSchema>;

/** What is kept of an order for the next checkout (spec §3 Saved checkout info). */
export function checkoutInfoFrom(order: CreateOrderInput): CheckoutInfoInput {
  return {
    delivery: order.delivery,
    paymentType: order.paymentType,
    receiver: order.receiver,
    phone: order.phone,
    userEmail: order.userEmail,
    address: order.address,
    invoice: order.invoice,
    info: order.info,
    note: order.note,
    ecpayMapToken: order.ecpayMapToken,
    deliveryBranchId: order.deliveryBranchId,
  };
}

/** The same value whatever order its keys were written in, so equal entries compare equal. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined && v !== null)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * The saved checkouts after an order: the new one first, an identical older one dropped, at most 5
 * (spec §9). The store a map token resolved to is only ever read back, never saved.
 */
export function rememberCheckout(history: SavedCheckoutInfo[], info: CheckoutInfoInput): CheckoutInfoInput[] {
  const key = canonical(info);
  const older = history
    .map(({ deliveryCVS: _store, ...saved }) => saved)
    .filter((saved) => canonical(saved) !== key);
  return [info, ...older].slice(0, MAX_CHECKOUT_INFOS);
}
