/**
 * Shared by the payment API tests (not a test file itself): the demo shop 1 set up for paying, the
 * calls a shopper's browser makes, and the notifications the sandbox gateway (NewebPay's MPG
 * protocol) posts, built here with the shop's own sandbox keys as the gateway builds them.
 * `setUpPayments()` runs in a file's beforeAll; each test file has its own copy of this module.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { POST as paymentInfoRoute } from '@/app/api-client/[shopId]/ecommerceOrder/[id]/paymentInfo/route';
import { GET as detailRoute } from '@/app/api-client/[shopId]/ecommerceOrder/[id]/route';
import { POST as notifyRoute } from '@/app/api-client/[shopId]/ecommercePayment/[tradeNo]/notify/route';
import {
  GET as returnGet,
  POST as returnPost,
} from '@/app/api-client/[shopId]/ecommercePayment/[tradeNo]/return/route';
import { GET as cashbackWallet } from '@/app/api-client/[shopId]/member/me/cashbackWallet/route';
import {
  CashbackWalletSchema,
  ErrorBodySchema,
  OrderSchema,
  PaymentInfoSchema,
  type Order,
  type PaymentType,
} from '@/lib/api/contract';
import { POST as sandboxCloseRoute } from '@/app/api-client/sandboxGateway/API/CreditCard/Close/route';
import { POST as sandboxQueryRoute } from '@/app/api-client/sandboxGateway/API/QueryTradeInfo/route';
import { clock } from '@/lib/server/auth/clock';
import type { Db } from '@/lib/server/db/client';
import { paymentAttempts, paymentConfigs } from '@/lib/server/db/schema';
import { decryptTradeInfo, encryptTradeInfo, tradeSha } from '@/lib/server/payments/newebpay/crypto';
import { NewebPayCredentialsSchema, type NewebPayCredentials } from '@/lib/server/payments/newebpay/gateway';
import { testDb } from '@/lib/server/testing/db';
import { bearer, get, post } from './authHelpers';
import { shopIds, type ShopIds } from './helpers';
import {
  created,
  deliveryId,
  newShopper,
  order,
  RECEIVER,
  setStockTo,
  stockIds,
  type Shopper,
} from './orderHelpers';

export type Handler = (
  request: Request,
  context: { params: Promise<Record<string, string | string[]>> },
) => Promise<Response>;
export type Fields = Record<string, string>;
export type Answer = { status: number; location: string | null; text: string };

export const URLS = {
  clientBackURL: 'http://localhost:3000/checkout',
  clientCompleteURL: 'http://localhost:3000/orders/complete',
} as const;

export let db: Db;
export let ids: ShopIds;
let home: number;
/** A stock of shop 1 with plenty to sell, bought by every order made here. */
export let bowl: number;
/** Shop 1's sandbox keys, as the sandbox gateway holds them. */
export let keys: NewebPayCredentials;
/** What the server warned while the file ran (the payment log's lines among them). */
export let warnings: string[];
/** The real clock, for the files that move `clock.now` to put back. */
export const realNow = clock.now;

export async function setUpPayments(): Promise<void> {
  db = await testDb();
  ids = await shopIds();
  home = await deliveryId(ids.s1, '宅配到府');
  [bowl] = (await stockIds(ids.s1, 'p-rice-bowl')) as [number];
  await setStockTo(db, bowl, 10_000);
  keys = await sandboxKeys(ids.s1);
  warnings = [];
  jest.spyOn(console, 'warn').mockImplementation((line: unknown) => {
    warnings.push(String(line));
  });
}

export async function sandboxKeys(shopId: string): Promise<NewebPayCredentials> {
  const [row] = await db
    .select({ credentials: paymentConfigs.credentials })
    .from(paymentConfigs)
    .where(and(eq(paymentConfigs.shopId, Number(shopId)), eq(paymentConfigs.gateway, 'sandbox')))
    .limit(1);
  return NewebPayCredentialsSchema.parse(row!.credentials);
}

export const shopper = () => newShopper(db, 'localhost', ids.s1);

export async function newOrder(
  s: Shopper,
  paymentType: PaymentType = 'newebpay',
  quantity = 1,
): Promise<Order> {
  return created(
    await order(s, { productStocks: [{ id: bowl, quantity }], delivery: home, paymentType, ...RECEIVER }),
  );
}

export const ofOrder = (o: { id: number }, shopId = ids.s1) => ({ shopId, id: String(o.id) });

export const detail = async (s: Shopper, o: Order): Promise<Order> => {
  const reply = await get(detailRoute, ofOrder(o), s.token);
  expect(reply.status).toBe(200);
  return OrderSchema.parse(reply.body);
};

export const cashback = async (s: Shopper): Promise<number> =>
  CashbackWalletSchema.parse((await get(cashbackWallet, { shopId: s.shopId }, s.token)).body).balance;

export const payInfo = (s: Shopper, o: { id: number }, body: unknown = URLS, shopId = s.shopId) =>
  post(paymentInfoRoute, ofOrder(o, shopId), body, bearer(s.token));

/** A new attempt at paying the order: its form fields, what TradeInfo holds, and its trade number. */
export async function startPayment(s: Shopper, o: Order) {
  const reply = await payInfo(s, o);
  if (reply.status !== 200) throw new Error(`paymentInfo: ${reply.status} ${JSON.stringify(reply.body)}`);
  const info = PaymentInfoSchema.parse(reply.body);
  if (info.kind !== 'form') throw new Error('expected a form');
  const params = new URLSearchParams(decryptTradeInfo(info.fields.TradeInfo!, keys.hashKey, keys.hashIV));
  return { info, fields: info.fields, params, tradeNo: params.get('MerchantOrderNo')! };
}

/** The notification NewebPay's MPG (and so the sandbox) posts: the result encrypted and signed with the keys. */
export function notice(
  signer: NewebPayCredentials,
  trade: {
    tradeNo: string;
    amount: number;
    status?: string;
    /** The MerchantID inside the signed result, the signer's unless given. */
    resultMerchantId?: string;
    /** CREDIT unless given; a code-issuing method (CVS, VACC) without a PayTime only issued the code. */
    paymentType?: string;
    payTime?: string | null;
  },
): Fields {
  const status = trade.status ?? 'SUCCESS';
  const paid = status === 'SUCCESS';
  const result = {
    Status: status,
    Message: paid ? '授權成功' : '授權失敗',
    Result: {
      MerchantID: trade.resultMerchantId ?? signer.merchantId,
      Amt: trade.amount,
      TradeNo: `T${randomBytes(6).toString('hex').toUpperCase()}`,
      MerchantOrderNo: trade.tradeNo,
      PaymentType: trade.paymentType ?? 'CREDIT',
      ...(paid && trade.payTime !== null ? { PayTime: trade.payTime ?? '2026-11-23 15:04:20' } : {}),
    },
  };
  const tradeInfo = encryptTradeInfo(JSON.stringify(result), signer.hashKey, signer.hashIV);
  return {
    MerchantID: signer.merchantId,
    TradeInfo: tradeInfo,
    TradeSha: tradeSha(tradeInfo, signer.hashKey, signer.hashIV),
    Version: '2.0',
    Status: status,
  };
}

export const otherKeys = (merchantId: string): NewebPayCredentials => ({
  merchantId,
  hashKey: randomBytes(16).toString('hex'),
  hashIV: randomBytes(8).toString('hex'),
});

/** Calls a handler the way a gateway or a browser form does, answering status, Location and raw body. */
export async function send(
  handler: Handler,
  path: string,
  params: Record<string, string>,
  fields: Fields | null,
  method = 'POST',
): Promise<Answer> {
  const request = new Request(`http://localhost${path}`, {
    method,
    ...(fields
      ? {
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(fields).toString(),
        }
      : {}),
  });
  const response = await handler(request, { params: Promise.resolve(params) });
  return { status: response.status, location: response.headers.get('location'), text: await response.text() };
}

export const notify = (tradeNo: string, fields: Fields, shopId = ids.s1) =>
  send(notifyRoute, `/api-client/${shopId}/ecommercePayment/${tradeNo}/notify`, { shopId, tradeNo }, fields);

export const giveBack = (tradeNo: string, fields: Fields | null, method = 'POST', shopId = ids.s1) =>
  send(
    method === 'GET' ? returnGet : returnPost,
    `/api-client/${shopId}/ecommercePayment/${tradeNo}/return`,
    { shopId, tradeNo },
    fields,
    method,
  );

/** A refusal answered as JSON `{ msg }`. */
export function refusal(answer: Answer, status: number): string {
  if (answer.status !== status) throw new Error(`expected ${status}, got ${answer.status}: ${answer.text}`);
  const { msg } = ErrorBodySchema.parse(JSON.parse(answer.text));
  expect(msg.trim()).not.toBe('');
  return msg;
}

export const attempts = (orderId: number) =>
  db
    .select({
      tradeNo: paymentAttempts.tradeNo,
      status: paymentAttempts.status,
      amount: paymentAttempts.amount,
    })
    .from(paymentAttempts)
    .where(eq(paymentAttempts.orderId, orderId))
    .orderBy(asc(paymentAttempts.id));

/** The payment log's lines of one event (other warnings are not JSON and are skipped). */
export function logged(event: string): Record<string, unknown>[] {
  return warnings.flatMap((w) => {
    try {
      const line = JSON.parse(w) as Record<string, unknown>;
      return line.event === event ? [line] : [];
    } catch {
      return [];
    }
  });
}

/** The sandbox gateway's refund and trade query, reached in process as over HTTP (a refund handler's fetch). */
export const sandboxGatewayFetch: typeof fetch = async (input, init) => {
  const url = new URL(String(input));
  const route = url.pathname.endsWith('/QueryTradeInfo') ? sandboxQueryRoute : sandboxCloseRoute;
  return route(new Request(url, init as RequestInit), { params: Promise.resolve({}) });
};
