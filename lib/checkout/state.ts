import {
  MAX_MONEY,
  type CarrierType,
  type CvsStoreSchema,
  type Delivery,
  type MemberStorage,
  type OrderCheck,
  type PaymentType,
} from '@/lib/api/contract';
import type { z } from 'zod/mini';
import { withDelivery, withPayment } from './choices';
import { fitsPayment } from './deliveries';
import { applyPayable, recoverFromCheckError } from './freeMode';
import { canChoosePayment } from './payments';
import { prefill, type MemberContact } from './prefill';

export type ReceiverInfo = { name: string; phone: string; address: string; email: string; note: string };

/**
 * The invoice as the form holds it (spec §3: B2C by default). The notice e-mail and address go with
 * the receiver's, so the form does not ask for them twice.
 */
export type InvoiceForm = {
  type: 'B2C' | 'B2B';
  carrierType: CarrierType;
  carrierNum: string;
  customerIdentifier: string;
  customerName: string;
};

export type SavedCheckoutInfo = MemberStorage['checkoutInfos'][number];
type CvsStore = z.infer<typeof CvsStoreSchema>;
export type AmountField = 'walletPrice' | 'externalWalletPrice' | 'cashbackPrice';

/** The checkout screen's state (spec §3 Checkout state). */
export type CheckoutState = {
  /** Every delivery of the shop, and the payment types it has switched on. */
  options: { deliveries: Delivery[]; payments: PaymentType[] };
  delivery: number | null;
  payment: PaymentType | null;
  /** The last payment chosen other than 'free', given back when the order costs something again. */
  lastPayment: PaymentType | null;
  /** Nothing is left to pay: 'free' is offered (and chosen). */
  free: boolean;
  branchId: number | null;
  /** 'HH:mm' as typed. */
  pickupTime: string;
  mapToken: string | null;
  cvsStore: CvsStore | null;
  promoCode: string;
  walletPrice: number;
  externalWalletPrice: number;
  cashbackPrice: number;
  receiver: ReceiverInfo;
  invoice: InvoiceForm;
  history: SavedCheckoutInfo[];
  /** The last successful pre-check, kept on screen while the next one runs. */
  check: OrderCheck | null;
  checkError: string | null;
  /** Which pre-check body `check` or `checkError` answers; any other body is still being checked. */
  checkedKey: string | null;
  /** Counts the times the same body was asked again, which a new body alone would not do. */
  checkRound: number;
};

export type CheckoutAction =
  | {
      type: 'loaded';
      deliveries: Delivery[];
      payments: PaymentType[];
      history: SavedCheckoutInfo[];
      member: MemberContact | null;
    }
  | { type: 'delivery'; id: number }
  | { type: 'payment'; payment: PaymentType }
  | { type: 'branch'; id: number | null }
  | { type: 'pickupTime'; value: string }
  | { type: 'promoCode'; value: string }
  | { type: 'amount'; field: AmountField; value: string }
  | { type: 'receiver'; field: keyof ReceiverInfo; value: string }
  | { type: 'invoice'; patch: Partial<InvoiceForm> }
  | { type: 'checked'; key: string; result: OrderCheck }
  | { type: 'checkFailed'; key: string; message: string }
  /** The server's amount moved since the last answer: the same body is asked again. */
  | { type: 'recheck' };

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
      const recovered = recoverFromCheckError(state, action.message);
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
