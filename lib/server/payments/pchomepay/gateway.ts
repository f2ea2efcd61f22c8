/**
 * PChomePay (支付連) payments.
 *
 * Follows PChomePay's own WooCommerce module, the public reference for their API
 * (github.com/PChomePay/PChomePay-Cart-for-WooCommerce, includes/PChomePayClient.php and
 * includes/PChomePayGateway.php):
 * - hosts https://sandbox-api.pchomepay.com.tw/v1 (test) and https://api.pchomepay.com.tw/v1;
 * - POST /v1/token with HTTP Basic auth appId:secret → { token, expired_timestamp, … };
 * - POST /v1/payment with the `pcpay-token` header and JSON { order_id, pay_type, amount, return_url,
 *   notify_url, items: [{ name, url }] } → { order_id, payment_url };
 * - GET /v1/payment/{order_id} with the token → the order, with its amount;
 * - errors as { error_type, code, message };
 * - the notification is a form with notify_type and notify_message (the order as a JSON string),
 *   unsigned, answered with the body "success".
 *
 * The merchant's own review (審單), for a merchant whose PChomePay account has it set up:
 * - the order's `status` is S (paid), F (failed) or W (waiting: in the merchant's review, in
 *   PChomePay's, or an ATM transfer to come), per PChomePay's PHP library
 *   (github.com/PChomePay/PChomePay-Library-for-PHP, src/ValueObject/Response/PaymentGetRspVO.php);
 * - `status_code` WAC is the merchant's review (訂單審單中), WAP PChomePay's own, FC a failure
 *   after the merchant refused (廠商審單不過單), per the WooCommerce module's
 *   includes/OrderStatusCodeEnum.php; the module reads WAC from an `order_audit` notification;
 * - POST /v1/payment/audit with the token and JSON { order_id, status: PASS | DENY } → { order_id,
 *   status: "SUCC" }, per the library's PaymentAuditPostReqVO.php, PaymentAuditPostRspVO.php and
 *   PPApiClient.php; a refusal is an error answer, 80001 (目前狀態不可被執行) when the order's
 *   state does not allow it (the module's includes/ApiException.php).
 *
 * Unverified assumptions: that the query answer carries `status_code` as the notification does (the
 * library's answer object lists no such field; the module logs one whenever an answer has it); that
 * an order passed is then S and one refused F; the answer carries no PChomePay transaction id we
 * rely on, so providerTradeNo stays null.
 */
import { z } from 'zod';
import type { Fetch, Gateway, GatewayEnvironment, Outcome, ReviewDecision, Verdict } from '../gateway';
import { GatewayRefusal, ReviewRefused } from '../gateway';

export const PchomePayCredentialsSchema = z.object({
  appId: z.string().min(1),
  secret: z.string().min(1),
});
export type PchomePayCredentials = z.infer<typeof PchomePayCredentialsSchema>;

const PCHOMEPAY_BASE_URLS: Record<GatewayEnvironment, string> = {
  test: 'https://sandbox-api.pchomepay.com.tw',
  production: 'https://api.pchomepay.com.tw',
};

const TIMEOUT_MS = 10_000;
/** Our trade numbers (Charge.tradeNo); the order id goes into our query's path. */
const ORDER_ID = /^[A-Za-z0-9_]{1,30}$/;

const ErrorSchema = z.object({
  error_type: z.string(),
  code: z.unknown().optional(),
  message: z.string().optional(),
});
const TokenSchema = z.object({ token: z.string().min(1) });
const PaymentSchema = z.object({ payment_url: z.url() });
const OrderSchema = z.object({
  order_id: z.string(),
  status: z.string(),
  amount: z.coerce.number(),
  status_code: z.string().nullish(),
});
const NotifyMessageSchema = z.object({ order_id: z.string() });
const AuditAnswerSchema = z.object({ order_id: z.string(), status: z.string() });

/** The `status_code` of a W order waiting for the merchant's own review (自行審單中). */
const MERCHANT_REVIEW_CODE = 'WAC';

/** What the shop's decision is called in PChomePay's audit call. */
const AUDIT_STATUS: Record<ReviewDecision, string> = { approve: 'PASS', reject: 'DENY' };

/**
 * An order's outcome from the query's `status` and `status_code`. Only WAC waits for the shop: WAP
 * waits for PChomePay's own review, WP for an ATM transfer, and anything unknown waits too. Pure.
 */
export function outcomeOf(status: string, statusCode: string | null | undefined): Outcome {
  if (status === 'S') return 'paid';
  if (status === 'F') return 'failed';
  if (status === 'W' && statusCode === MERCHANT_REVIEW_CODE) return 'review';
  return 'pending';
}

/** PChomePay read a call and answered with an error: its `code` says which. */
class PchomePayRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PchomePayRefusal';
  }
}

export function createPchomePayGateway({
  environment,
  credentials,
  fetch = globalThis.fetch,
}: {
  environment: GatewayEnvironment;
  credentials: PchomePayCredentials;
  fetch?: Fetch;
}): Gateway {
  const baseUrl = PCHOMEPAY_BASE_URLS[environment];

  /** One call. Errors name the path and PChomePay's words, never a header. */
  async function call(method: 'GET' | 'POST', path: string, headers: Record<string, string>, body?: string) {
    let response: Response;
    try {
      response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: { 'Content-Type': 'application/json', ...headers },
        body,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      // A timeout is a DOMException, not always an Error across realms; its name is enough.
      const reason =
        typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : 'unknown error';
      throw new Error(`PChomePay ${method} ${path} could not be reached (${reason})`);
    }
    const text = await response.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new Error(`PChomePay ${method} ${path} answered HTTP ${response.status} without JSON`);
    }
    const refusal = ErrorSchema.safeParse(json);
    if (refusal.success) {
      const { error_type, code, message } = refusal.data;
      throw new PchomePayRefusal(
        `PChomePay ${method} ${path} refused: ${error_type} ${String(code ?? '')} ${message ?? ''}`.trim(),
      );
    }
    return json;
  }

  /** A token per use: a shop's requests are rare enough that caching buys nothing worth its state. */
  async function token(): Promise<string> {
    const basic = Buffer.from(`${credentials.appId}:${credentials.secret}`, 'utf8').toString('base64');
    const answer = TokenSchema.safeParse(
      await call('POST', '/v1/token', { Authorization: `Basic ${basic}` }),
    );
    if (!answer.success) throw new Error('PChomePay POST /v1/token answered without a token');
    return answer.data.token;
  }

  /** The order as PChomePay holds it now; `orderId` is one of our trade numbers. */
  async function query(orderId: string): Promise<Verdict> {
    const answer = OrderSchema.safeParse(
      await call('GET', `/v1/payment/${orderId}`, { 'pcpay-token': await token() }),
    );
    if (!answer.success) throw new Error(`PChomePay GET /v1/payment/${orderId} answered without an order`);
    const order = answer.data;
    if (order.order_id !== orderId) {
      throw new GatewayRefusal(`PChomePay answered about ${order.order_id} when asked about ${orderId}`);
    }
    return {
      tradeNo: orderId,
      outcome: outcomeOf(order.status, order.status_code),
      amount: order.amount,
      providerTradeNo: null,
      message: order.status_code ? `${order.status} ${order.status_code}` : order.status,
    };
  }

  return {
    provider: 'pchomepay',
    acknowledgement: 'success',

    async start(charge, urls) {
      const body = JSON.stringify({
        order_id: charge.tradeNo,
        pay_type: ['CARD'],
        amount: charge.amount,
        return_url: urls.returnURL,
        notify_url: urls.notifyURL,
        // PChomePay wants a page per item; the shop's home is the one page every order has.
        items: [{ name: charge.description, url: new URL(urls.returnURL).origin }],
      });
      const answer = PaymentSchema.safeParse(
        await call('POST', '/v1/payment', { 'pcpay-token': await token() }, body),
      );
      if (!answer.success) throw new Error('PChomePay POST /v1/payment answered without a payment_url');
      return { kind: 'redirect', url: answer.data.payment_url };
    },

    async verify(incoming): Promise<Verdict> {
      const form = new URLSearchParams(incoming.body);
      const notifyType = form.get('notify_type');
      const notifyMessage = form.get('notify_message');
      if (!notifyType || !notifyMessage) {
        throw new GatewayRefusal('PChomePay notification without notify_type and notify_message');
      }
      let json: unknown;
      try {
        json = JSON.parse(notifyMessage);
      } catch {
        throw new GatewayRefusal('PChomePay notification whose notify_message is not JSON');
      }
      const message = NotifyMessageSchema.safeParse(json);
      const orderId = message.success ? message.data.order_id : '';
      if (!ORDER_ID.test(orderId)) {
        throw new GatewayRefusal('PChomePay notification without one of our trade numbers');
      }

      // The notification is not signed: only PChomePay's answer to our own query counts.
      return query(orderId);
    },

    review: {
      async audit(tradeNo, decision) {
        if (!ORDER_ID.test(tradeNo)) throw new ReviewRefused(`not one of our trade numbers: ${tradeNo}`);
        const path = '/v1/payment/audit';
        const headers = { 'pcpay-token': await token() };
        const body = JSON.stringify({ order_id: tradeNo, status: AUDIT_STATUS[decision] });
        let json: unknown;
        try {
          json = await call('POST', path, headers, body);
        } catch (error) {
          if (error instanceof PchomePayRefusal) throw new ReviewRefused(error.message);
          throw error;
        }
        const answer = AuditAnswerSchema.safeParse(json);
        if (!answer.success || answer.data.order_id !== tradeNo || answer.data.status !== 'SUCC') {
          throw new Error(`PChomePay POST ${path} answered without SUCC for ${tradeNo}`);
        }
      },
      async query(tradeNo) {
        if (!ORDER_ID.test(tradeNo)) throw new GatewayRefusal(`not one of our trade numbers: ${tradeNo}`);
        return query(tradeNo);
      },
    },
  };
}
