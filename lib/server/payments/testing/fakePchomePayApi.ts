import type { Fetch } from '../gateway';
import type { PchomePayCredentials } from '../pchomepay/gateway';

/**
 * A stand-in for PChomePay's API (test host), for the API tests of its payments and its merchant
 * review: a token by Basic auth with the merchant's keys, payments kept per order id, the query, and
 * the audit, answered in the shapes of PChomePay's PHP library and WooCommerce module. `holdForReview`
 * does what PChomePay does when a paid order meets the merchant's review rule (W, WAC); a PASS makes
 * it S, a DENY F with FC, and an audit of an order not in review is refused with 80001.
 * `loseNextAnswer` makes the next audit happen and its answer never arrive.
 */
export const FAKE_PCHOMEPAY_HOST = 'sandbox-api.pchomepay.com.tw';

type Held = { amount: number; status: string; statusCode: string | null };

export function fakePchomePayApi(keys: PchomePayCredentials) {
  const orders = new Map<string, Held>();
  const tokens = new Set<string>();
  const audits: { orderId: string; status: string }[] = [];
  const calls: string[] = [];
  let lose = false;

  const json = (value: unknown) =>
    new Response(JSON.stringify(value), { status: 200, headers: { 'content-type': 'application/json' } });
  const error = (type: string, code: number, message: string) => json({ error_type: type, code, message });

  const fetch: Fetch = async (url, init) => {
    const u = new URL(url);
    const method = init.method ?? 'GET';
    calls.push(`${method} ${u.pathname}`);
    const headers = init.headers as Record<string, string>;
    if (u.pathname === '/v1/token' && method === 'POST') {
      const basic = Buffer.from(`${keys.appId}:${keys.secret}`, 'utf8').toString('base64');
      if (headers.Authorization !== `Basic ${basic}`) return error('auth_error', 10001, 'auth fail');
      const token = `tok-${tokens.size + 1}`;
      tokens.add(token);
      return json({ token, expired_in: 1800, expired_timestamp: Math.floor(Date.now() / 1000) + 1800 });
    }
    if (!tokens.has(headers['pcpay-token'] ?? '')) return error('auth_error', 10003, 'token invalid');
    const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};

    if (u.pathname === '/v1/payment' && method === 'POST') {
      const orderId = String(body.order_id);
      if (orders.has(orderId)) return error('invalid_request_error', 20001, 'order id duplicate');
      orders.set(orderId, { amount: Number(body.amount), status: 'W', statusCode: null });
      return json({
        order_id: orderId,
        payment_url: `https://sandbox-secure.pchomepay.com.tw/pay/${orderId}`,
      });
    }
    if (u.pathname === '/v1/payment/audit' && method === 'POST') {
      const orderId = String(body.order_id);
      const order = orders.get(orderId);
      if (!order) return error('invalid_request_error', 20002, 'order not exist');
      if (order.status !== 'W' || order.statusCode !== 'WAC')
        return error('audit_error', 80001, 'status invalid');
      const status = String(body.status);
      if (status !== 'PASS' && status !== 'DENY')
        return error('invalid_request_error', 20005, 'invalid params');
      audits.push({ orderId, status });
      Object.assign(
        order,
        status === 'PASS' ? { status: 'S', statusCode: null } : { status: 'F', statusCode: 'FC' },
      );
      if (lose) {
        lose = false;
        throw new TypeError('fetch failed');
      }
      return json({ order_id: orderId, status: 'SUCC' });
    }
    const query = /^\/v1\/payment\/([A-Za-z0-9_]+)$/.exec(u.pathname);
    if (query && method === 'GET') {
      const order = orders.get(query[1]!);
      if (!order) return error('invalid_request_error', 20002, 'order not exist');
      return json({
        order_id: query[1],
        pay_type: 'CARD',
        amount: order.amount,
        status: order.status,
        ...(order.statusCode ? { status_code: order.statusCode } : {}),
      });
    }
    return new Response('<html>404</html>', { status: 404 });
  };

  return {
    fetch,
    /** The shopper paid and the merchant's review rule holds the order (訂單審單中). */
    holdForReview(orderId: string) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`no PChomePay order ${orderId}`);
      Object.assign(order, { status: 'W', statusCode: 'WAC' });
    },
    /** The order as PChomePay holds it now. */
    order: (orderId: string) => orders.get(orderId),
    /** Every audit PChomePay applied, in order. */
    audits,
    /** Every request as `METHOD path`, in order. */
    calls,
    loseNextAnswer() {
      lose = true;
    },
  };
}
