/**
 * The checkout screen's types, apart from the rules that use them (state.ts, choices.ts, freeMode.ts,
 * prefill.ts), so that the rules import each other's types without importing each other.
 */
import type {
  CarrierType,
  CvsStoreSchema,
  Delivery,
  MemberStorage,
  OrderCheck,
  PaymentType,
} from '@/lib/api/contract';
import type { z } from 'zod/mini';

/** The member's own details, used for a first checkout that has no saved one to start from. */
export type MemberContact = {
  name: string | null;
  phone: string;
  email: string | null;
  address: string | null;
};

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
  /** `code`: the answer's machine code, which the state acts on; `message` is only shown. */
  | { type: 'checkFailed'; key: string; message: string; code: string }
  /** The server's amount moved since the last answer: the same body is asked again. */
  | { type: 'recheck' };
