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
 * Unverified assumptions: the query answer's `status` values 'S' (paid), 'W' (waiting) and 'F'
 * (failed) come from a third-party integration guide, not from PChomePay's own text; the answer
 * carries no PChomePay transaction id we rely on, so providerTradeNo stays null.
 */
import { z } from 'zod';
import type { Fetch, Gateway, GatewayEnvironment, Verdict } from '../gateway';
import { GatewayRefusal } from '../gateway';

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
      throw new Error(
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
      const answer = OrderSchema.safeParse(
        await call('GET', `/v1/payment/${orderId}`, { 'pcpay-token': await token() }),
      );
      if (!answer.success) throw new Error(`PChomePay GET /v1/payment/${orderId} answered without an order`);
      const order = answer.data;
      if (order.order_id !== orderId) {
        throw new GatewayRefusal(`PChomePay answered about ${order.order_id} when asked about ${orderId}`);
      }
      const outcome = order.status === 'S' ? 'paid' : order.status === 'F' ? 'failed' : 'pending';
      return {
        tradeNo: orderId,
        outcome,
        amount: order.amount,
        providerTradeNo: null,
        message: order.status_code ? `${order.status} ${order.status_code}` : order.status,
      };
    },
  };
}
