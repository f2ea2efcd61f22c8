import {
  CHECKOUT_MESSAGES,
  OptionalEmailSchema,
  type CreateOrderInput,
  type PreOrderInput,
} from '@/lib/api/contract';
import { fail, ok, type Result } from '@/lib/api/result';
import type { CartLine } from '@/lib/cart/line';
import { checkoutLines } from '@/lib/cart/rules';
import { toMinutes } from '@/lib/format/time';
import { selectedDelivery } from './choices';
import { invoiceInput } from './invoice';
import type { MemberContact } from './types';
import type { CheckoutState } from './types';
import { DELIVERY_REQUIRED, PAYMENT_REQUIRED } from './validate';

const orNull = (s: string) => s.trim() || null;

/**
 * An e-mail address as far as typed: the pre-check runs while the shopper types, and a half-typed
 * address must not fail the pricing on screen (the receiver form reports it on 送出訂單).
 */
const emailSoFar = (s: string) => {
  const email = orNull(s);
  return OptionalEmailSchema.safeParse(email).success ? email : null;
};

/** The lines an order takes: only those that can be checked out (spec §4). */
export const orderLines = (lines: CartLine[]) =>
  checkoutLines(lines).map((l) => ({ id: l.stock.id, quantity: l.count }));

/**
 * What the pre-check is asked (spec §7): every choice so far, as the order would be created with it,
 * so the shop can price what depends on the delivery address, branch or time. Null when no line can
 * be bought, so nothing is asked.
 */
export function preOrderBody(state: CheckoutState, lines: CartLine[]): PreOrderInput | null {
  const productStocks = orderLines(lines);
  if (!productStocks.length) return null;
  const delivery = selectedDelivery(state);
  const { receiver } = state;
  const isStore = delivery?.type === 'store';
  return {
    productStocks,
    promoCodeCode: orNull(state.promoCode),
    paymentType: state.payment,
    walletPrice: state.walletPrice,
    externalWalletPrice: state.externalWalletPrice,
    delivery: delivery?.id ?? null,
    address: delivery?.type === 'home' ? orNull(receiver.address) : null,
    receiver: orNull(receiver.name),
    phone: orNull(receiver.phone),
    userEmail: emailSoFar(receiver.email),
    useCashbackPrice: state.cashbackPrice,
    deliveryBranchId: isStore ? state.branchId : null,
    deliveryAt: isStore ? toMinutes(state.pickupTime) : null,
  };
}

/**
 * The order to create from the checkout and the cart. The forms are checked before (validate.ts);
 * here only what makes an order impossible fails. It carries the amount of the last pre-check, the
 * one on screen, so that the server refuses the order rather than charge another.
 */
export function createOrderBody(
  state: CheckoutState,
  lines: CartLine[],
  { invoiceEnabled, member }: { invoiceEnabled: boolean; member: MemberContact | null },
): Result<CreateOrderInput> {
  const pre = preOrderBody(state, lines);
  if (!pre) return fail(CHECKOUT_MESSAGES.lineGone);
  const delivery = selectedDelivery(state);
  if (!delivery) return fail(DELIVERY_REQUIRED);
  if (!state.payment) return fail(PAYMENT_REQUIRED);
  const { receiver } = state;
  const isCvs = delivery.type === 'cvs';
  return ok({
    ...pre,
    delivery: delivery.id,
    paymentType: state.payment,
    // Required here: an empty name or phone is refused with its own message, not taken as missing.
    receiver: receiver.name.trim(),
    phone: receiver.phone.trim(),
    userEmail: orNull(receiver.email),
    storeID: isCvs ? (state.cvsStore?.CVSStoreID ?? null) : null,
    ecpayMapToken: isCvs ? state.mapToken : null,
    invoice: invoiceEnabled ? invoiceInput(state) : null,
    info: {
      userName: member?.name ?? orNull(receiver.name),
      userPhone: member?.phone ?? orNull(receiver.phone),
      userEmail: member?.email ?? orNull(receiver.email),
    },
    note: orNull(receiver.note),
    expectedPaymentPrice: state.check?.order.paymentPrice ?? null,
  });
}
