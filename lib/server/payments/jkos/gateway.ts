/**
 * JKO Pay (街口支付) online payment.
 *
 * Follows JKO Pay's public documentation at https://open-doc.jkos.com/ (線上支付 OnlinePay):
 * - 加簽加密說明: DIGEST = hex HMAC-SHA256 keyed with the secret key over the exact request payload
 *   (the JSON body of a POST, the query string of a GET), sent with the API-KEY header.
 * - 訂單創建 Entry API: POST /platform/entry with platform_order_id, store_id, currency, total_price,
 *   final_price, unredeem, valid_time (UTC+8, "YYYY-mm-dd HH:MM:SS"), result_url, result_display_url;
 *   the answer { result: "000", result_object: { payment_url } }.
 * - 代碼意義: result is a string ("000" success); inquiry statuses 0 paid, 100 failed, 101 not yet paid,
 *   102 no such order.
 * - result_url is POSTed JSON { transaction: { platform_order_id, status, tradeNo, final_price, … } }
 *   when a payment succeeds, retried until we answer HTTP 200.
 * - 訂單查詢 Inquiry API: GET /platform/inquiry?platform_order_ids=….
 * - 訂單退款 Refund API: jkos/refund.ts.
 *
 * Unverified assumptions:
 * - The default hosts. The documentation says JKO Pay gives each merchant its host on signing up
 *   (`baseUrl` in the keys); without one, the test and production hosts public integrations use.
 * - Whether the result_url call carries a DIGEST header: the documentation found does not say so, and
 *   public integrations treat it as unsigned. So the notification is only a hint of which order to
 *   look at: the verdict comes from our own signed inquiry. A DIGEST header, when present, must still
 *   match the body (HMAC over the raw body, compared in constant time).
 * - The inquiry answer's shape (result_object.transactions[], same fields as the notification) is
 *   taken from public integrations; the status codes are documented.
 */
import { timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { Fetch, Gateway, GatewayEnvironment, Verdict } from '../gateway';
import { GatewayRefusal } from '../gateway';
import { jkosCaller, jkosDigest, JKOS_SUCCESS as SUCCESS } from './client';
import { jkosRefunds } from './refund';
import { TAIPEI_OFFSET_MS } from '@/lib/time/taipei';

/**
 * JKO Pay gives each merchant its API host when it signs up (its documentation says so): `baseUrl`,
 * kept with the keys, is that host (https, no path, user or query); without it, the host public
 * integrations use for the environment.
 */
const JkosBaseUrlSchema = z
  .url({ protocol: /^https$/, error: 'baseUrl 須為 https:// 開頭的網址' })
  .refine((u) => {
    if (!URL.canParse(u)) return false;
    const url = new URL(u);
    return !url.username && !url.password && !url.search && !url.hash && url.pathname === '/';
  }, 'baseUrl 只能是主機位址（https://主機），不可帶路徑、帳號或參數')
  .transform((u) => new URL(u).origin);

export const JkosCredentialsSchema = z.object({
  storeId: z.string().min(1),
  apiKey: z.string().min(1),
  secretKey: z.string().min(1),
  baseUrl: JkosBaseUrlSchema.optional(),
});
export type JkosCredentials = z.infer<typeof JkosCredentialsSchema>;

const JKOS_BASE_URLS: Record<GatewayEnvironment, string> = {
  test: 'https://uat-onlinepay.jkopay.app',
  production: 'https://onlinepay.jkopay.com',
};

/** Our trade numbers (Charge.tradeNo); anything else in a notification is not ours. */
const ORDER_ID = /^[A-Za-z0-9_]{1,30}$/;

/** valid_time: Taiwan time, "YYYY-mm-dd HH:MM:SS". */
export function jkosValidTime(at: Date): string {
  return new Date(at.getTime() + TAIPEI_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

const EntryObjectSchema = z.object({ payment_url: z.url() });

const NotificationSchema = z.object({ transaction: z.object({ platform_order_id: z.string() }) });

const TransactionSchema = z.object({
  platform_order_id: z.string(),
  status: z.coerce.number(),
  tradeNo: z.string().nullish(),
  final_price: z.coerce.number().optional(),
});
const InquiryObjectSchema = z.object({ transactions: z.array(TransactionSchema) });

const STATUS_MESSAGES: Record<number, string> = {
  0: '交易成功',
  1: '付款處理中',
  100: '付款失敗',
  101: '訂單尚未付款',
};

export function createJkosGateway({
  environment,
  credentials,
  fetch = globalThis.fetch,
}: {
  environment: GatewayEnvironment;
  credentials: JkosCredentials;
  fetch?: Fetch;
}): Gateway {
  const baseUrl = credentials.baseUrl ?? JKOS_BASE_URLS[environment];
  const { storeId, apiKey, secretKey } = credentials;

  const call = jkosCaller({ baseUrl, apiKey, secretKey, fetch });

  return {
    provider: 'jkos',
    acknowledgement: '',
    refund: jkosRefunds(call),

    async start(charge, urls) {
      const body = JSON.stringify({
        platform_order_id: charge.tradeNo,
        store_id: storeId,
        currency: 'TWD',
        total_price: charge.amount,
        final_price: charge.amount,
        unredeem: 0,
        valid_time: jkosValidTime(charge.expiresAt),
        result_url: urls.notifyURL,
        result_display_url: urls.returnURL,
      });
      const answer = await call('POST', '/platform/entry', body);
      const entry = EntryObjectSchema.safeParse(answer.result_object);
      if (answer.result !== SUCCESS || !entry.success) {
        throw new Error(
          `JKO Pay refused the payment request: ${answer.result} ${answer.message ?? ''}`.trim(),
        );
      }
      return { kind: 'redirect', url: entry.data.payment_url };
    },

    async verify(incoming): Promise<Verdict> {
      const digest = incoming.headers.get('digest');
      if (digest !== null && !sameDigest(digest, jkosDigest(secretKey, incoming.body))) {
        throw new GatewayRefusal('JKO Pay notification with a DIGEST that does not match its body');
      }
      let json: unknown;
      try {
        json = JSON.parse(incoming.body);
      } catch {
        throw new GatewayRefusal('JKO Pay notification that is not JSON');
      }
      const notification = NotificationSchema.safeParse(json);
      const orderId = notification.success ? notification.data.transaction.platform_order_id : '';
      if (!ORDER_ID.test(orderId)) {
        throw new GatewayRefusal('JKO Pay notification without one of our trade numbers');
      }

      // The notification may be unsigned: only JKO Pay's answer to our own signed inquiry counts.
      const answer = await call('GET', '/platform/inquiry', `platform_order_ids=${orderId}`);
      const inquiry = InquiryObjectSchema.safeParse(answer.result_object);
      if (answer.result !== SUCCESS || !inquiry.success) {
        throw new Error(
          `JKO Pay inquiry for ${orderId} failed: ${answer.result} ${answer.message ?? ''}`.trim(),
        );
      }
      const transaction = inquiry.data.transactions.find((t) => t.platform_order_id === orderId);
      if (!transaction || transaction.status === 102) {
        throw new GatewayRefusal(`JKO Pay has no order ${orderId}`);
      }
      const outcome = transaction.status === 0 ? 'paid' : transaction.status === 100 ? 'failed' : 'pending';
      return {
        tradeNo: orderId,
        outcome,
        amount: transaction.final_price ?? 0,
        providerTradeNo: transaction.tradeNo ?? null,
        message: STATUS_MESSAGES[transaction.status] ?? `status ${transaction.status}`,
      };
    },
  };
}

function sameDigest(received: string, expected: string): boolean {
  const a = Buffer.from(received.toLowerCase(), 'utf8');
  const b = Buffer.from(expected, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}
