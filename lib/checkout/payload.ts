import type { PaymentType } from '@/lib/api/contract';
import { fail, ok, type Result } from '@/lib/api/result';
import type { CartLine } from '@/lib/cart/line';
import { checkoutLines } from '@/lib/cart/rules';
import { toMinutes } from '@/lib/format/time';
import { selectedDelivery } from './choices';
import type { MemberContact } from './prefill';
import type { CheckoutState } from './state';
import { DELIVERY_REQUIRED, PAYMENT_REQUIRED } from './validate';

/** Said without asking the server when no cart line can be bought (spec §4, §8). */
export const NO_LINES_MESSAGE = '商品已移除或無庫存，請重新選擇商品';

/** What the pre-check is asked: only the choices that change the price. */
export type PreOrderPayload = {
  productStocks: { id: number; quantity: number }[];
  promoCodeCode: string | null;
  paymentType: PaymentType | null;
  walletPrice: number;
  externalWalletPrice: number;
  useCashbackPrice: number;
  delivery: number | null;
  deliveryBranchId: number | null;
};

export type InvoicePayload =
  | {
      type: 'B2C';
      carrierType: InvoiceCarrier;
      carrierNum: string | null;
      customerAddress: string | null;
      customerEmail: string | null;
    }
  | {
      type: 'B2B';
      customerIdentifier: string;
      customerName: string;
      customerAddress: string | null;
      customerEmail: string | null;
    };
type InvoiceCarrier = CheckoutState['invoice']['carrierType'];

/** The order creation payload (spec §3). */
export type OrderPayload = Omit<PreOrderPayload, 'paymentType' | 'delivery'> & {
  delivery: number;
  paymentType: PaymentType;
  receiver: string;
  phone: string;
  address: string | null;
  userEmail: string | null;
  deliveryAt: number | null;
  storeID: string | null;
  ecpayMapToken: string | null;
  invoice: InvoicePayload | null;
  info: { userName: string | null; userPhone: string | null; userEmail: string | null };
  note: string | null;
};

const orNull = (s: string) => s.trim() || null;

/** The lines an order takes: only those that can be checked out (spec §4). */
export const orderLines = (lines: CartLine[]) =>
  checkoutLines(lines).map((l) => ({ id: l.stock.id, quantity: l.count }));

/** Null when no line can be bought, so nothing is asked. */
export function preOrderBody(state: CheckoutState, lines: CartLine[]): PreOrderPayload | null {
  const productStocks = orderLines(lines);
  if (!productStocks.length) return null;
  const delivery = selectedDelivery(state);
  return {
    productStocks,
    promoCodeCode: orNull(state.promoCode),
    paymentType: state.payment,
    walletPrice: state.walletPrice,
    externalWalletPrice: state.externalWalletPrice,
    useCashbackPrice: state.cashbackPrice,
    delivery: delivery?.id ?? null,
    deliveryBranchId: delivery?.type === 'store' ? state.branchId : null,
  };
}

function invoicePayload(state: CheckoutState, address: string | null): InvoicePayload {
  const inv = state.invoice;
  const customerEmail = orNull(state.receiver.email);
  // B2C drops the company's number and name (spec §4).
  return inv.type === 'B2B'
    ? {
        type: 'B2B',
        customerIdentifier: inv.customerIdentifier.trim(),
        customerName: inv.customerName.trim(),
        customerAddress: address,
        customerEmail,
      }
    : {
        type: 'B2C',
        carrierType: inv.carrierType,
        carrierNum: inv.carrierType === 'member' ? null : orNull(inv.carrierNum),
        customerAddress: address,
        customerEmail,
      };
}

/**
 * The order to create from the checkout and the cart. The forms are checked before (validate.ts);
 * here only what makes an order impossible fails.
 */
export function createOrderBody(
  state: CheckoutState,
  lines: CartLine[],
  { invoiceEnabled, member }: { invoiceEnabled: boolean; member: MemberContact | null },
): Result<OrderPayload> {
  const pre = preOrderBody(state, lines);
  if (!pre) return fail(NO_LINES_MESSAGE);
  const delivery = selectedDelivery(state);
  if (!delivery) return fail(DELIVERY_REQUIRED);
  if (!state.payment) return fail(PAYMENT_REQUIRED);
  const { receiver } = state;
  const address = delivery.type === 'home' ? orNull(receiver.address) : null;
  const isStore = delivery.type === 'store';
  const isCvs = delivery.type === 'cvs';
  return ok({
    ...pre,
    delivery: delivery.id,
    paymentType: state.payment,
    receiver: receiver.name.trim(),
    phone: receiver.phone.trim(),
    address,
    userEmail: orNull(receiver.email),
    deliveryAt: isStore ? toMinutes(state.pickupTime) : null,
    storeID: isCvs ? (state.cvsStore?.CVSStoreID ?? null) : null,
    ecpayMapToken: isCvs ? state.mapToken : null,
    invoice: invoiceEnabled ? invoicePayload(state, address) : null,
    info: {
      userName: member?.name ?? orNull(receiver.name),
      userPhone: member?.phone ?? orNull(receiver.phone),
      userEmail: member?.email ?? orNull(receiver.email),
    },
    note: orNull(receiver.note),
  });
}
