import type { PaymentType } from '@/lib/api/contract';
import type { GatewayProvider } from '@/lib/console/contract/settings';

/**
 * One interface for every payment gateway. A payment is started for one attempt (an order can be
 * tried again, each try with its own trade number), and what comes back from the gateway (a
 * server-to-server notification or the shopper's browser returning) is verified into a verdict.
 * The caller, not the adapter, compares the verdict's amount with the attempt and moves the order.
 */

export { GATEWAY_ENVIRONMENTS, type GatewayEnvironment } from '@/lib/payments/environments';

/**
 * What the browser does next: submit a hidden form to the gateway (spec §7), or go to an address.
 * A gateway that names its transaction when the payment is requested (LINE Pay) gives it here; it
 * is kept on the attempt, and only a return naming that transaction is verified with the provider.
 */
export type PaymentStart = (
  { kind: 'form'; action: string; fields: Record<string, string> } | { kind: 'redirect'; url: string }
) & { providerTradeNo?: string };

/** One try at paying an order. */
export type Charge = {
  /** Ours, unique per provider: letters, digits and `_`, at most 30 (what every gateway accepts). */
  tradeNo: string;
  /** Whole NT dollars. */
  amount: number;
  /** The shop's name and the order number, shown by the gateway. */
  description: string;
  email: string | null;
  paymentType: PaymentType;
  /** After this the order is no longer held for payment; gateways that issue codes get it as expiry. */
  expiresAt: Date;
};

/** Addresses of ours the gateway is given, built by the caller for this attempt. */
export type CallbackUrls = {
  /** Server-to-server notification of the result. */
  notifyURL: string;
  /** Where the shopper's browser comes back after paying or failing; verified, then sent on. */
  returnURL: string;
  /** Where the shopper goes when they leave the gateway's page without paying. */
  backURL: string;
};

/** A request that came back from a gateway, read once by the route handler. */
export type Incoming = {
  method: string;
  query: URLSearchParams;
  /** The raw body (a form, or JSON), as signatures cover the exact bytes. */
  body: string;
  headers: Headers;
};

/**
 * `review`: the gateway holds the payment for the shop's own review (PChomePay's 待審單, for a merchant
 * that has it set up): neither paid nor failed until the shop approves or rejects it (Reviews).
 */
export type Outcome = 'paid' | 'failed' | 'pending' | 'review';

/**
 * An ATM virtual account a gateway issued for one attempt (NewebPay's VACC, ECPay's ATM): the shopper
 * transfers exactly the amount to it before it expires, and the gateway's payment notice follows.
 */
export type IssuedAccount = {
  /** The bank's 3-digit code (金融機構代號). */
  bankCode: string;
  /** Digits only. */
  account: string;
  /** After this the bank refuses transfers to the account. */
  expiresAt: Date;
  /** Who the account is shown as held by, when the gateway says (the sandbox says it is a test). */
  holder?: string;
};

/**
 * A convenience-store payment code a gateway issued for one Ibon attempt (ECPay's and NewebPay's CVS):
 * the shopper keys it in at a store's kiosk and pays the amount at the counter before it expires, and
 * the gateway's payment notice follows.
 */
export type IssuedStoreCode = {
  code: string;
  /** After this the stores refuse the code. */
  expiresAt: Date;
};

export type Verdict = {
  tradeNo: string;
  outcome: Outcome;
  /** The amount the gateway says was (or would be) paid; checked against the attempt by the caller. */
  amount: number;
  /** The gateway's own transaction id, always a string (LINE Pay's exceed 2^53). */
  providerTradeNo: string | null;
  /** The gateway's words, kept for the shop; never shown with credentials. */
  message: string;
  /** With a pending outcome: the virtual account the gateway issued, to be shown to the shopper. */
  issuedAccount?: IssuedAccount;
  /** With a pending outcome: the store code the gateway issued, to be shown to the shopper. */
  issuedStoreCode?: IssuedStoreCode;
};

/** What an adapter may need to know about an attempt it did not start in this request (LINE Pay's confirm). */
export type AttemptLookup = (
  tradeNo: string,
) => Promise<{ amount: number; providerTradeNo: string | null } | null>;

export interface Gateway {
  readonly provider: GatewayProvider;
  start(charge: Charge, urls: CallbackUrls): Promise<PaymentStart>;
  /**
   * Reads a notification or a return. A request that is not genuinely from the gateway (bad or
   * missing signature, unknown merchant) throws GatewayRefusal; a genuine one always gives a verdict.
   */
  verify(incoming: Incoming, lookup: AttemptLookup): Promise<Verdict>;
  /** The body the gateway expects in answer to a notification it sent. */
  readonly acknowledgement: string;
  /** Present when the gateway's API refunds a paid trade; otherwise the shop refunds by hand. */
  readonly refund?: Refunds;
  /** Present when the gateway can hold a payment for the shop's review and take its decision. */
  readonly review?: Reviews;
  /**
   * Present when the gateway can be asked about a trade it never told us the end of (no
   * notification in its flow, or our confirm got no answer): its verdict now, or null while the
   * trade is undecided. The sweep asks before it cancels an order with such a trade.
   */
  reconcile?(trade: {
    tradeNo: string;
    amount: number;
    providerTradeNo: string | null;
  }): Promise<Verdict | null>;
}

/** A refund of part or all of one paid trade, in whole NT dollars. */
export type Refund = {
  /** Ours (Charge.tradeNo). */
  tradeNo: string;
  /** The gateway's own transaction id, where its refund is addressed by it (LINE Pay). */
  providerTradeNo: string | null;
  /** What the trade was paid. */
  paid: number;
  amount: number;
  /** Ours, the same on every try of this refund; sent where the gateway dedupes on one (JKO Pay). */
  key: string;
};

/**
 * A gateway's refund API. A refund call may be sent again after its answer was lost, and most
 * gateways take no key for it, so a retry first asks `refundable`, what the trade still holds: no
 * more than the refund would leave means the first try was made.
 */
export interface Refunds {
  /** Whether a trade paid this way can go back through the API (a card can; a transfer cannot). */
  accepts(paymentType: PaymentType): boolean;
  /**
   * Answers the gateway's number for what it did (LINE Pay's refundTransactionId, JKO Pay's
   * refund_tradeNo, NewebPay's trade number). Throws RefundRefused when the gateway read the call and
   * said no, RefundUnanswered when its answer is missing or unreadable.
   */
  send(refund: Refund, signal?: AbortSignal): Promise<{ reference: string | null }>;
  /** What may still be refunded of the trade; null when the gateway's answer does not say. */
  refundable(refund: Refund, signal?: AbortSignal): Promise<number | null>;
}

export type ReviewDecision = 'approve' | 'reject';

/**
 * A gateway's review of payments it holds for the shop (outcome `review`). The decision is sent, and
 * then the trade is read again: only the gateway's answer to that query settles it, as with a
 * notification, so a decision whose answer was lost, or a second one, is read for what it did.
 */
interface Reviews {
  /**
   * Sends the shop's decision on a trade in review. Throws ReviewRefused when the gateway read it and
   * said no (the trade is no longer in review, for one), another error when its answer is missing.
   */
  audit(tradeNo: string, decision: ReviewDecision): Promise<void>;
  /** The trade as the gateway holds it now, verified as a notification of it would be. */
  query(tradeNo: string): Promise<Verdict>;
}

/** The gateway read the shop's review decision and said no. The message names no key. */
export class ReviewRefused extends Error {
  constructor(message: string) {
    super(message.slice(0, 160));
    this.name = 'ReviewRefused';
  }
}

/** The gateway read the refund and said no: trying again cannot help. The message names no key. */
export class RefundRefused extends Error {
  constructor(message: string) {
    super(message.slice(0, 160));
    this.name = 'RefundRefused';
  }
}

/** No answer, or one that cannot be read: the refund may or may not have been made. */
export class RefundUnanswered extends Error {
  constructor(message: string) {
    super(message.slice(0, 160));
    this.name = 'RefundUnanswered';
  }
}

/** A notification that cannot be trusted. The message is for the log; it never holds credentials. */
export class GatewayRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GatewayRefusal';
  }
}

/** Whatever a provider's HTTP API is reached with; tests hand in their own. */
export type Fetch = (url: string, init: RequestInit) => Promise<Response>;
