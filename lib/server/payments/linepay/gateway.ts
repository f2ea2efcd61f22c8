/**
 * LINE Pay Online API v3: request → the shopper approves in LINE → the browser comes back to our
 * confirmUrl → we confirm. There is no signed notification in this flow: the confirm call, signed
 * by us and answered by LINE Pay over TLS, is what proves the payment.
 * https://developers-pay.line.me/online-api-v3/request-payment
 * https://developers-pay.line.me/online-api-v3/confirm-payment
 * https://developers-pay.line.me/online-api-v3/retrieve-payment-details
 * https://developers-pay.line.me/online-api-v3/check-payment-request-status
 * https://developers-pay.line.me/online-api-v3/refund (linepay/refund.ts)
 */
import { z } from 'zod';
import type { Fetch, Gateway, GatewayEnvironment, Verdict } from '../gateway';
import { GatewayRefusal } from '../gateway';
import { LINE_PAY_SUCCESS as SUCCESS, linePayCaller } from './client';
import { linePayRefunds } from './refund';

export const LinePayCredentialsSchema = z.object({
  channelId: z.string().min(1),
  channelSecret: z.string().min(1),
});
export type LinePayCredentials = z.infer<typeof LinePayCredentialsSchema>;

const LINE_PAY_BASE_URLS: Record<GatewayEnvironment, string> = {
  test: 'https://sandbox-api-pay.line.me',
  production: 'https://api-pay.line.me',
};

/** The read timeouts LINE Pay asks for on each page of its documentation. */
const TIMEOUT_MS = { request: 10_000, confirm: 40_000, details: 20_000, check: 20_000 } as const;

/** "There is a record of transaction with the same order number": typically a second confirm. */
const ALREADY_CONFIRMED = '1172';

/**
 * Confirm answers that say nothing happened yet: a call for the payment still in progress (1198) and
 * LINE Pay's internal errors (1199, 9000). The payment is neither paid nor failed: it stays pending,
 * so no second payment is invited, and `reconcile` asks again.
 */
const NOT_DECIDED = ['1198', '1199', '9000'];

/**
 * The check API's answers (check-payment-request-status): 0000 not yet authorised, 0110 authorised
 * and waiting for our confirm, 0121 cancelled by the shopper or expired (20 minutes), 0122 failed,
 * 0123 paid.
 */
const CHECK = { authorised: '0110', cancelled: '0121', failed: '0122', paid: '0123' } as const;

/** Digits only: a transaction id comes back in the browser's query and goes into our API path. */
const TRANSACTION_ID = /^\d{1,20}$/;
/** Our trade numbers (Charge.tradeNo). */
const ORDER_ID = /^[A-Za-z0-9_]{1,30}$/;

const PayInfoSchema = z.array(z.object({ amount: z.number() }));

const RequestInfoSchema = z.object({ paymentUrl: z.object({ web: z.url() }), transactionId: z.string() });

const ConfirmInfoSchema = z.object({
  orderId: z.string().optional(),
  transactionId: z.string().optional(),
  payInfo: PayInfoSchema.optional(),
});

const DetailsInfoSchema = z.array(
  z.object({
    transactionId: z.string(),
    orderId: z.string(),
    transactionType: z.string(),
    payInfo: PayInfoSchema.default([]),
  }),
);

export function createLinePayGateway({
  environment,
  credentials,
  fetch = globalThis.fetch,
}: {
  environment: GatewayEnvironment;
  credentials: LinePayCredentials;
  fetch?: Fetch;
}): Gateway {
  const baseUrl = LINE_PAY_BASE_URLS[environment];
  const { channelId, channelSecret } = credentials;

  const call = linePayCaller({ baseUrl, channelId, channelSecret, fetch });

  /** The payment as LINE Pay lists it, when it belongs to this order and was paid. */
  async function paidDetails(transactionId: string, orderId: string): Promise<number | null> {
    const answer = await call('GET', '/v3/payments', `transactionId=${transactionId}`, TIMEOUT_MS.details);
    if (answer.returnCode !== SUCCESS) return null;
    const info = DetailsInfoSchema.safeParse(answer.info);
    if (!info.success) return null;
    const payment = info.data.find(
      (p) => p.transactionId === transactionId && p.orderId === orderId && p.transactionType === 'PAYMENT',
    );
    return payment ? sum(payment.payInfo) : null;
  }

  return {
    provider: 'linepay',
    acknowledgement: '',
    refund: linePayRefunds(call),

    async start(charge, urls) {
      const body = JSON.stringify({
        amount: charge.amount,
        currency: 'TWD',
        orderId: charge.tradeNo,
        packages: [
          {
            id: charge.tradeNo,
            amount: charge.amount,
            name: charge.description,
            products: [{ name: charge.description, quantity: 1, price: charge.amount }],
          },
        ],
        redirectUrls: { confirmUrl: urls.returnURL, cancelUrl: urls.backURL },
      });
      const answer = await call('POST', '/v3/payments/request', body, TIMEOUT_MS.request);
      const info = RequestInfoSchema.safeParse(answer.info);
      if (answer.returnCode !== SUCCESS || !info.success) {
        throw new Error(`LINE Pay refused the payment request: ${answer.returnCode} ${answer.returnMessage}`);
      }
      return { kind: 'redirect', url: info.data.paymentUrl.web, providerTradeNo: info.data.transactionId };
    },

    async verify(incoming, lookup): Promise<Verdict> {
      const transactionId = incoming.query.get('transactionId') ?? '';
      const orderId = incoming.query.get('orderId') ?? '';
      if (!TRANSACTION_ID.test(transactionId) || !ORDER_ID.test(orderId)) {
        throw new GatewayRefusal('LINE Pay return without a well-formed transactionId and orderId');
      }
      const attempt = await lookup(orderId);
      if (!attempt) throw new GatewayRefusal(`LINE Pay return for an unknown order ${orderId}`);
      // The transaction LINE Pay named when the payment was requested is the only one confirmed for
      // this order: a forged return costs no call to LINE Pay and cannot mark the attempt failed.
      if (attempt.providerTradeNo === null || attempt.providerTradeNo !== transactionId) {
        throw new GatewayRefusal(
          `LINE Pay return for ${orderId} with another transaction than the one requested`,
        );
      }

      return confirm(transactionId, orderId, attempt.amount);
    },

    /**
     * A payment we have no answer for (the shopper's browser never came back, or our confirm timed
     * out): LINE Pay's check says where it is, and an authorised one is confirmed now. Null while it
     * is still undecided (not yet authorised, or LINE Pay cannot say).
     */
    async reconcile(trade): Promise<Verdict | null> {
      const transactionId = trade.providerTradeNo ?? '';
      if (!TRANSACTION_ID.test(transactionId) || !ORDER_ID.test(trade.tradeNo)) return null;
      const answer = await call('GET', `/v3/payments/requests/${transactionId}/check`, '', TIMEOUT_MS.check);
      const verdict = verdictFor(trade.tradeNo, transactionId);
      if (answer.returnCode === CHECK.authorised) {
        const confirmed = await confirm(transactionId, trade.tradeNo, trade.amount);
        return confirmed.outcome === 'pending' ? null : confirmed;
      }
      if (answer.returnCode === CHECK.paid) {
        const paid = await paidDetails(transactionId, trade.tradeNo);
        return paid === null ? null : verdict('paid', paid, answer.returnMessage);
      }
      if (answer.returnCode === CHECK.cancelled || answer.returnCode === CHECK.failed)
        return verdict('failed', trade.amount, `${answer.returnCode} ${answer.returnMessage}`);
      return null;
    },
  };

  /** Confirms the transaction for the order and reads the answer as a verdict. */
  async function confirm(transactionId: string, orderId: string, amount: number): Promise<Verdict> {
    const verdict = verdictFor(orderId, transactionId);
    const path = `/v3/payments/${transactionId}/confirm`;
    const body = JSON.stringify({ amount, currency: 'TWD' });
    const answer = await call('POST', path, body, TIMEOUT_MS.confirm);

    if (answer.returnCode === SUCCESS) {
      const info = ConfirmInfoSchema.safeParse(answer.info);
      const confirmed = info.success ? info.data : {};
      // Confirm looks at the transaction id alone; a return pairing our order with another
      // transaction of the same channel must not pay this order.
      if (confirmed.orderId !== undefined && confirmed.orderId !== orderId) {
        throw new GatewayRefusal(`LINE Pay confirmed ${transactionId} for another order than ${orderId}`);
      }
      const paid = confirmed.payInfo?.length ? sum(confirmed.payInfo) : amount;
      return verdict('paid', paid, answer.returnMessage);
    }

    if (answer.returnCode === ALREADY_CONFIRMED) {
      // A reload of the return page confirms twice. The code alone does not say which order
      // was paid, so it counts only when LINE Pay lists this transaction as this order's payment.
      const paid = await paidDetails(transactionId, orderId);
      if (paid !== null) return verdict('paid', paid, answer.returnMessage);
    }

    const outcome = NOT_DECIDED.includes(answer.returnCode) ? 'pending' : 'failed';
    return verdict(outcome, amount, `${answer.returnCode} ${answer.returnMessage}`);
  }
}

const verdictFor =
  (orderId: string, transactionId: string) =>
  (outcome: Verdict['outcome'], amount: number, message: string): Verdict => ({
    tradeNo: orderId,
    outcome,
    amount,
    providerTradeNo: transactionId,
    message,
  });

function sum(payInfo: { amount: number }[]): number {
  return payInfo.reduce((total, p) => total + p.amount, 0);
}
