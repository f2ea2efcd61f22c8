/** @jest-environment node */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, asc, eq } from 'drizzle-orm';
import { POST as cancelRoute } from '@/app/api-client/[shopId]/ecommerceOrder/[id]/cancel/route';
import { POST as paymentInfoRoute } from '@/app/api-client/[shopId]/ecommerceOrder/[id]/paymentInfo/route';
import { GET as detailRoute } from '@/app/api-client/[shopId]/ecommerceOrder/[id]/route';
import { POST as notifyRoute } from '@/app/api-client/[shopId]/ecommercePayment/[tradeNo]/notify/route';
import {
  GET as returnGet,
  POST as returnPost,
} from '@/app/api-client/[shopId]/ecommercePayment/[tradeNo]/return/route';
import { GET as cashbackWallet } from '@/app/api-client/[shopId]/member/me/cashbackWallet/route';
import { POST as sandboxDecide } from '@/app/api-client/sandboxGateway/payment/decide/route';
import { POST as sandboxPage } from '@/app/api-client/sandboxGateway/payment/route';
import {
  CashbackWalletSchema,
  ErrorBodySchema,
  OrderSchema,
  PaymentInfoSchema,
  type Order,
  type PaymentType,
} from '@/lib/api/contract';
import { formatPrice } from '@/lib/format/price';
import { clock } from '@/lib/server/auth/clock';
import { closeDb, type Db } from '@/lib/server/db/client';
import { paymentAttempts, paymentConfigs } from '@/lib/server/db/schema';
import { ONLINE_PAYMENT_HOURS } from '@/lib/server/orders/paymentDue';
import { SWEEP_GRACE_MINUTES, sweepOverdueOrders } from '@/lib/server/orders/sweep';
import { decryptTradeInfo, encryptTradeInfo, tradeSha } from '@/lib/server/payments/newebpay/crypto';
import { NewebPayCredentialsSchema, type NewebPayCredentials } from '@/lib/server/payments/newebpay/gateway';
import { SANDBOX_PAID_NOTE, SANDBOX_PAYMENT_PATH } from '@/lib/server/payments/sandbox/gateway';
import { SETTLE_MESSAGES } from '@/lib/server/payments/settle';
import { PAYMENT_MESSAGES } from '@/lib/server/payments/start';
import { FOREIGN_URL } from '@/lib/server/shops/ownUrl';
import { testDb } from '@/lib/server/testing/db';
import { advance, bearer, get, post, useTestClock } from './authHelpers';
import { expectError, shopIds, UNKNOWN_ID, type ShopIds } from './helpers';
import {
  created,
  deliveryId,
  newShopper,
  order,
  RECEIVER,
  setStockTo,
  stockIds,
  stockLeft,
  type Shopper,
} from './orderHelpers';

type Handler = (
  request: Request,
  context: { params: Promise<Record<string, string | string[]>> },
) => Promise<Response>;
type Fields = Record<string, string>;
type Answer = { status: number; location: string | null; text: string };

const URLS = {
  clientBackURL: 'http://localhost:3000/checkout',
  clientCompleteURL: 'http://localhost:3000/orders/complete',
} as const;

let db: Db;
let ids: ShopIds;
let home: number;
let bowl: number;
/** Shop 1's sandbox keys, as the sandbox gateway holds them. */
let keys: NewebPayCredentials;
let warnings: string[];
const realNow = clock.now;

beforeAll(async () => {
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
}, 60_000);

afterAll(async () => {
  clock.now = realNow;
  jest.restoreAllMocks();
  await closeDb();
});

async function sandboxKeys(shopId: string): Promise<NewebPayCredentials> {
  const [row] = await db
    .select({ credentials: paymentConfigs.credentials })
    .from(paymentConfigs)
    .where(and(eq(paymentConfigs.shopId, Number(shopId)), eq(paymentConfigs.gateway, 'sandbox')))
    .limit(1);
  return NewebPayCredentialsSchema.parse(row!.credentials);
}

const shopper = () => newShopper(db, 'localhost', ids.s1);

async function newOrder(s: Shopper, paymentType: PaymentType = 'newebpay', quantity = 1): Promise<Order> {
  return created(
    await order(s, { productStocks: [{ id: bowl, quantity }], delivery: home, paymentType, ...RECEIVER }),
  );
}

const ofOrder = (o: { id: number }, shopId = ids.s1) => ({ shopId, id: String(o.id) });

const detail = async (s: Shopper, o: Order): Promise<Order> => {
  const reply = await get(detailRoute, ofOrder(o), s.token);
  expect(reply.status).toBe(200);
  return OrderSchema.parse(reply.body);
};

const cashback = async (s: Shopper): Promise<number> =>
  CashbackWalletSchema.parse((await get(cashbackWallet, { shopId: s.shopId }, s.token)).body).balance;

const payInfo = (s: Shopper, o: { id: number }, body: unknown = URLS, shopId = s.shopId) =>
  post(paymentInfoRoute, ofOrder(o, shopId), body, bearer(s.token));

/** A new attempt at paying the order: its form fields, what TradeInfo holds, and its trade number. */
async function startPayment(s: Shopper, o: Order) {
  const reply = await payInfo(s, o);
  if (reply.status !== 200) throw new Error(`paymentInfo: ${reply.status} ${JSON.stringify(reply.body)}`);
  const info = PaymentInfoSchema.parse(reply.body);
  if (info.kind !== 'form') throw new Error('expected a form');
  const params = new URLSearchParams(decryptTradeInfo(info.fields.TradeInfo!, keys.hashKey, keys.hashIV));
  return { info, fields: info.fields, params, tradeNo: params.get('MerchantOrderNo')! };
}

/** The notification NewebPay's MPG (and so the sandbox) posts: the result encrypted and signed with the keys. */
function notice(
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

const otherKeys = (merchantId: string): NewebPayCredentials => ({
  merchantId,
  hashKey: randomBytes(16).toString('hex'),
  hashIV: randomBytes(8).toString('hex'),
});

/** Calls a handler the way a gateway or a browser form does, answering status, Location and raw body. */
async function send(
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

const notify = (tradeNo: string, fields: Fields, shopId = ids.s1) =>
  send(notifyRoute, `/api-client/${shopId}/ecommercePayment/${tradeNo}/notify`, { shopId, tradeNo }, fields);

const giveBack = (tradeNo: string, fields: Fields | null, method = 'POST', shopId = ids.s1) =>
  send(
    method === 'GET' ? returnGet : returnPost,
    `/api-client/${shopId}/ecommercePayment/${tradeNo}/return`,
    { shopId, tradeNo },
    fields,
    method,
  );

/** A refusal answered as JSON `{ msg }`. */
function refusal(answer: Answer, status: number): string {
  if (answer.status !== status) throw new Error(`expected ${status}, got ${answer.status}: ${answer.text}`);
  const { msg } = ErrorBodySchema.parse(JSON.parse(answer.text));
  expect(msg.trim()).not.toBe('');
  return msg;
}

const attempts = (orderId: number) =>
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
function logged(event: string): Record<string, unknown>[] {
  return warnings.flatMap((w) => {
    try {
      const line = JSON.parse(w) as Record<string, unknown>;
      return line.event === event ? [line] : [];
    } catch {
      return [];
    }
  });
}

describe('POST …/ecommerceOrder/{id}/paymentInfo', () => {
  test('an unpaid card order gets a form for the sandbox page carrying its amount and our addresses', async () => {
    const s = await shopper();
    const o = await newOrder(s, 'newebpay', 2);
    const { info, fields, params, tradeNo } = await startPayment(s, o);

    expect(info.action.endsWith(SANDBOX_PAYMENT_PATH)).toBe(true);
    const origin = info.action.slice(0, -SANDBOX_PAYMENT_PATH.length);
    expect(origin).toMatch(/^https?:\/\/[^/]+$/);
    expect(fields).toMatchObject({ MerchantID: keys.merchantId, Version: '2.0' });
    expect(fields.TradeSha).toBe(tradeSha(fields.TradeInfo!, keys.hashKey, keys.hashIV));

    expect(tradeNo).toBe(`${o.orderNo}P1`);
    expect(params.get('Amt')).toBe(String(o.paymentPrice));
    expect(params.get('MerchantID')).toBe(keys.merchantId);
    expect(params.get('CREDIT')).toBe('1');
    expect(params.get('NotifyURL')).toBe(`${origin}/api-client/${ids.s1}/ecommercePayment/${tradeNo}/notify`);
    expect(params.get('ReturnURL')).toBe(`${origin}/api-client/${ids.s1}/ecommercePayment/${tradeNo}/return`);
    expect(params.get('ClientBackURL')).toBe(URLS.clientBackURL);
    expect(params.get('ItemDesc')).toContain(o.orderNo);

    const second = await startPayment(s, o);
    expect(second.tradeNo).toBe(`${o.orderNo}P2`);
    expect(second.params.get('Amt')).toBe(String(o.paymentPrice));
    expect(await attempts(o.id)).toEqual([
      { tradeNo: `${o.orderNo}P1`, status: 'started', amount: o.paymentPrice },
      { tradeNo: `${o.orderNo}P2`, status: 'started', amount: o.paymentPrice },
    ]);
    // Starting a payment moves nothing.
    expect(await detail(s, o)).toEqual(o);
  });

  test('every other online type of the shop goes through the sandbox too; Ibon asks for a store code', async () => {
    const s = await shopper();
    for (const type of ['linepay', 'jkos'] as const) {
      const { params } = await startPayment(s, await newOrder(s, type));
      expect(params.get('CREDIT')).toBe('1');
    }
    const ibon = await newOrder(s, 'Ibon');
    const { params } = await startPayment(s, ibon);
    expect(params.get('Amt')).toBe(String(ibon.paymentPrice));
    expect(params.get('CVS')).toBe('1');
    expect(params.get('ExpireDate')).toMatch(/^\d{8}$/);
  });

  test('refused: another member’s or shop’s order, no token, offline or cancelled orders, foreign addresses, bad bodies', async () => {
    const s = await shopper();
    const o = await newOrder(s);

    expect(expectError(await payInfo(await shopper(), o), 404)).toBe('找不到訂單');
    const elsewhere = await newShopper(db, 'shop2.localhost', ids.s2);
    const shop2Urls = {
      clientBackURL: 'http://shop2.localhost:3000/checkout',
      clientCompleteURL: 'http://shop2.localhost:3000/orders/complete',
    };
    expectError(await payInfo(elsewhere, o, shop2Urls, ids.s2), 404);
    expectError(await post(paymentInfoRoute, ofOrder(o), URLS), 401);
    expectError(await payInfo(s, { id: Number(UNKNOWN_ID) }), 404);
    for (const id of ['abc', '0', '-1'])
      expectError(await post(paymentInfoRoute, { shopId: ids.s1, id }, URLS, bearer(s.token)), 400);

    for (const type of ['COD', 'atm'] as const) {
      const offline = await newOrder(s, type);
      expect(expectError(await payInfo(s, offline), 409)).toBe(PAYMENT_MESSAGES.notPayable);
      expect(await attempts(offline.id)).toEqual([]);
    }

    for (const body of [
      { ...URLS, clientCompleteURL: 'https://evil.example/' },
      { ...URLS, clientBackURL: 'https://evil.example/' },
      { ...URLS, clientBackURL: 'http://shop2.localhost:3000/checkout' },
      { ...URLS, clientCompleteURL: 'http://localhost.evil.example/' },
    ])
      expect(expectError(await payInfo(s, o, body), 400)).toBe(FOREIGN_URL);

    for (const body of [
      {},
      { clientBackURL: URLS.clientBackURL },
      { ...URLS, clientBackURL: 'not a url' },
      { ...URLS, clientCompleteURL: 'javascript:alert(1)' },
      { ...URLS, clientBackURL: 'ftp://localhost/x' },
      { ...URLS, clientBackURL: 42 },
      'not json{',
    ])
      expectError(await payInfo(s, o, body), 400);
    expect(await attempts(o.id)).toEqual([]);

    expect((await post(cancelRoute, ofOrder(o), {}, bearer(s.token))).status).toBe(200);
    expect(expectError(await payInfo(s, o), 409)).toBe(PAYMENT_MESSAGES.notPayable);
    expect(await attempts(o.id)).toEqual([]);
  });
});

describe('POST …/ecommercePayment/{tradeNo}/notify', () => {
  test('a paid notification pays the order: SUCCESS, processing, paid, cashback earned once', async () => {
    const s = await shopper();
    const o = await newOrder(s);
    expect(o.addCashback).toBeGreaterThan(0);
    const before = await cashback(s);
    const { tradeNo } = await startPayment(s, o);

    const answer = await notify(tradeNo, notice(keys, { tradeNo, amount: o.paymentPrice }));
    expect(answer).toMatchObject({ status: 200, text: 'SUCCESS' });
    const paid = await detail(s, o);
    expect(paid).toMatchObject({ status: 'processing', payable: false, cancellable: false });
    expect(paid.paidAt).not.toBeNull();
    expect(paid.statusHistory).toHaveLength(2);
    expect(paid.statusHistory.at(-1)).toMatchObject({ status: 'processing', note: SANDBOX_PAID_NOTE });
    expect(await cashback(s)).toBe(before + o.addCashback);
    expect(await attempts(o.id)).toEqual([{ tradeNo, status: 'paid', amount: o.paymentPrice }]);

    // The gateway retries (or an attacker replays it): answered the same, nothing moves again.
    const again = await notify(tradeNo, notice(keys, { tradeNo, amount: o.paymentPrice }));
    expect(again).toMatchObject({ status: 200, text: 'SUCCESS' });
    expect(await detail(s, o)).toEqual(paid);
    expect(await cashback(s)).toBe(before + o.addCashback);
  });

  test('the same notification arriving several times at once pays the order once', async () => {
    const s = await shopper();
    const o = await newOrder(s);
    const before = await cashback(s);
    const { tradeNo } = await startPayment(s, o);
    const fields = notice(keys, { tradeNo, amount: o.paymentPrice });
    const answers = await Promise.all([1, 2, 3, 4].map(() => notify(tradeNo, fields)));
    expect(answers.map((a) => [a.status, a.text])).toEqual(Array(4).fill([200, 'SUCCESS']));
    const paid = await detail(s, o);
    expect(paid.status).toBe('processing');
    expect(paid.statusHistory).toHaveLength(2);
    expect(await cashback(s)).toBe(before + o.addCashback);
  });

  test('forged or altered notifications are refused with 400 and change nothing', async () => {
    const s = await shopper();
    const o = await newOrder(s);
    const before = await cashback(s);
    const { tradeNo } = await startPayment(s, o);
    const good = notice(keys, { tradeNo, amount: o.paymentPrice });
    const forger = otherKeys(keys.merchantId);
    const shop2Keys = await sandboxKeys(ids.s2);
    const flip = (hex: string, at: number) =>
      hex.slice(0, at) + (hex[at] === '0' ? '1' : '0') + hex.slice(at + 1);
    const { TradeSha: _sha, ...unsigned } = good;

    const forged: [string, Fields][] = [
      ['a wrong TradeSha', { ...good, TradeSha: tradeSha(good.TradeInfo!, forger.hashKey, forger.hashIV) }],
      ['no TradeSha', unsigned],
      ['TradeInfo tampered in its first block', { ...good, TradeInfo: flip(good.TradeInfo!, 0) }],
      [
        'TradeInfo tampered in its last block',
        { ...good, TradeInfo: flip(good.TradeInfo!, good.TradeInfo!.length - 1) },
      ],
      ['signed with other keys', notice(forger, { tradeNo, amount: o.paymentPrice })],
      ['signed with another shop’s keys', notice(shop2Keys, { tradeNo, amount: o.paymentPrice })],
      ['another MerchantID outside', { ...good, MerchantID: `${keys.merchantId}9` }],
      [
        'another MerchantID inside, signed',
        notice(keys, { tradeNo, amount: o.paymentPrice, resultMerchantId: 'SANDBOX999999' }),
      ],
      ['an empty form', {}],
    ];
    for (const [what, fields] of forged) {
      const answer = await notify(tradeNo, fields);
      try {
        expect(refusal(answer, 400)).toBe(SETTLE_MESSAGES.refused);
      } catch (error) {
        throw new Error(`${what}: ${(error as Error).message}`);
      }
    }

    for (const amount of [o.paymentPrice - 1, o.paymentPrice + 1, 1])
      expect(refusal(await notify(tradeNo, notice(keys, { tradeNo, amount })), 400)).toBe(
        SETTLE_MESSAGES.amountMismatch,
      );

    expect(await detail(s, o)).toEqual(o);
    expect(await attempts(o.id)).toEqual([{ tradeNo, status: 'started', amount: o.paymentPrice }]);
    expect(await cashback(s)).toBe(before);
    // The log names what was refused, never the keys.
    expect(logged('refused').some((w) => w.tradeNo === tradeNo)).toBe(true);
    expect(warnings.some((w) => w.includes(keys.hashKey) || w.includes(keys.hashIV))).toBe(false);

    // The genuine one still goes through.
    expect(await notify(tradeNo, good)).toMatchObject({ status: 200, text: 'SUCCESS' });
    expect((await detail(s, o)).status).toBe('processing');
  });

  test('a notification naming another attempt than its address is refused', async () => {
    const s = await shopper();
    const o = await newOrder(s);
    const first = await startPayment(s, o);
    const second = await startPayment(s, o);
    const other = await newOrder(s);
    const elsewhere = await startPayment(s, other);

    const forSecond = notice(keys, { tradeNo: second.tradeNo, amount: o.paymentPrice });
    expect(refusal(await notify(first.tradeNo, forSecond), 400)).toBe(SETTLE_MESSAGES.refused);
    expect(refusal(await notify(elsewhere.tradeNo, forSecond), 400)).toBe(SETTLE_MESSAGES.refused);
    expect(await detail(s, o)).toEqual(o);
    expect(await detail(s, other)).toEqual(other);
    expect((await attempts(o.id)).map((a) => a.status)).toEqual(['started', 'started']);

    expect(await notify(second.tradeNo, forSecond)).toMatchObject({ status: 200, text: 'SUCCESS' });
    expect((await detail(s, o)).status).toBe('processing');
    expect((await detail(s, other)).status).toBe('unpaid');
  });

  test('an unknown trade number, or one of another shop, is not found; a malformed one is a 400', async () => {
    const s = await shopper();
    const o = await newOrder(s);
    const { tradeNo } = await startPayment(s, o);
    const fields = notice(keys, { tradeNo, amount: o.paymentPrice });
    refusal(await notify(tradeNo, fields, ids.s2), 404);
    refusal(
      await notify('0000000000000000P1', notice(keys, { tradeNo: '0000000000000000P1', amount: 1 })),
      404,
    );
    refusal(await notify('abc', fields), 400);
    refusal(await notify(`${o.orderNo}P100`, fields), 400);
    expect(await detail(s, o)).toEqual(o);
  });

  test('a failed payment leaves the order unpaid and payable; a new attempt then pays it', async () => {
    const s = await shopper();
    const o = await newOrder(s);
    const before = await cashback(s);
    const first = await startPayment(s, o);

    const failed = notice(keys, { tradeNo: first.tradeNo, amount: o.paymentPrice, status: 'MPG03009' });
    expect(await notify(first.tradeNo, failed)).toMatchObject({ status: 200, text: 'SUCCESS' });
    const unpaid = await detail(s, o);
    expect(unpaid).toMatchObject({ status: 'unpaid', payable: true, paidAt: null });
    expect(unpaid.statusHistory).toEqual(o.statusHistory);
    expect(await cashback(s)).toBe(before);

    const second = await startPayment(s, o);
    expect(second.tradeNo).toBe(`${o.orderNo}P2`);
    const paidNotice = notice(keys, { tradeNo: second.tradeNo, amount: o.paymentPrice });
    expect(await notify(second.tradeNo, paidNotice)).toMatchObject({ status: 200, text: 'SUCCESS' });
    const paid = await detail(s, o);
    expect(paid).toMatchObject({ status: 'processing', payable: false });
    expect(paid.paidAt).not.toBeNull();
    expect(await attempts(o.id)).toEqual([
      { tradeNo: first.tradeNo, status: 'failed', amount: o.paymentPrice },
      { tradeNo: second.tradeNo, status: 'paid', amount: o.paymentPrice },
    ]);
    expect(await cashback(s)).toBe(before + o.addCashback);

    // Money for the first attempt as well: kept for the shop to refund, the order is not paid twice.
    const late = notice(keys, { tradeNo: first.tradeNo, amount: o.paymentPrice });
    expect(await notify(first.tradeNo, late)).toMatchObject({ status: 200, text: 'SUCCESS' });
    expect(await detail(s, o)).toEqual(paid);
    expect(await cashback(s)).toBe(before + o.addCashback);
    expect(logged('paid-twice').some((w) => w.tradeNo === first.tradeNo)).toBe(true);
  });

  test('a store code issued for Ibon leaves the order waiting; paying the code pays it', async () => {
    const s = await shopper();
    const o = await newOrder(s, 'Ibon');
    const before = await cashback(s);
    const { tradeNo } = await startPayment(s, o);

    const issued = notice(keys, { tradeNo, amount: o.paymentPrice, paymentType: 'CVS', payTime: null });
    expect(await notify(tradeNo, issued)).toMatchObject({ status: 200, text: 'SUCCESS' });
    expect(await detail(s, o)).toEqual(o);
    expect(await attempts(o.id)).toEqual([{ tradeNo, status: 'pending', amount: o.paymentPrice }]);
    expect(await cashback(s)).toBe(before);

    const paidAtStore = notice(keys, { tradeNo, amount: o.paymentPrice, paymentType: 'CVS' });
    expect(await notify(tradeNo, paidAtStore)).toMatchObject({ status: 200, text: 'SUCCESS' });
    expect(await detail(s, o)).toMatchObject({ status: 'processing', payable: false });
    expect(await attempts(o.id)).toEqual([{ tradeNo, status: 'paid', amount: o.paymentPrice }]);
    expect(await cashback(s)).toBe(before + o.addCashback);
  });

  test('attempts started at the same moment each get their own trade number', async () => {
    const s = await shopper();
    const o = await newOrder(s);
    const replies = await Promise.all([1, 2, 3].map(() => payInfo(s, o)));
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200]);
    const tradeNos = (await attempts(o.id)).map((a) => a.tradeNo).sort();
    expect(tradeNos).toEqual([1, 2, 3].map((n) => `${o.orderNo}P${n}`));
  });

  test('a paid order stays paid: a later failure for the same attempt changes nothing, and it cannot be paid again', async () => {
    const s = await shopper();
    const o = await newOrder(s);
    const { tradeNo } = await startPayment(s, o);
    expect((await notify(tradeNo, notice(keys, { tradeNo, amount: o.paymentPrice }))).status).toBe(200);
    const paid = await detail(s, o);
    expect(paid.status).toBe('processing');

    const failed = notice(keys, { tradeNo, amount: o.paymentPrice, status: 'MPG03009' });
    expect(await notify(tradeNo, failed)).toMatchObject({ status: 200, text: 'SUCCESS' });
    expect(await detail(s, o)).toEqual(paid);
    expect(await attempts(o.id)).toEqual([{ tradeNo, status: 'paid', amount: o.paymentPrice }]);

    expect(expectError(await payInfo(s, o), 409)).toBe(PAYMENT_MESSAGES.notPayable);
    expect(await attempts(o.id)).toHaveLength(1);
  });
});

describe('…/ecommercePayment/{tradeNo}/return', () => {
  test('the browser’s return settles the order when no notification came, then goes on to clientCompleteURL', async () => {
    const s = await shopper();
    const o = await newOrder(s);
    const before = await cashback(s);
    const { tradeNo } = await startPayment(s, o);
    const fields = notice(keys, { tradeNo, amount: o.paymentPrice });

    const back = await giveBack(tradeNo, fields);
    expect(back).toMatchObject({ status: 303, location: URLS.clientCompleteURL });
    const paid = await detail(s, o);
    expect(paid.status).toBe('processing');
    expect(paid.paidAt).not.toBeNull();
    expect(await cashback(s)).toBe(before + o.addCashback);

    // The notification that follows is answered and changes nothing.
    expect(await notify(tradeNo, fields)).toMatchObject({ status: 200, text: 'SUCCESS' });
    expect(await giveBack(tradeNo, fields)).toMatchObject({ status: 303, location: URLS.clientCompleteURL });
    expect(await detail(s, o)).toEqual(paid);
    expect(await cashback(s)).toBe(before + o.addCashback);
  });

  test('a return with nothing to verify, or a forged one, only sends the shopper on', async () => {
    const s = await shopper();
    const o = await newOrder(s);
    const { tradeNo } = await startPayment(s, o);

    expect(await giveBack(tradeNo, null, 'GET')).toMatchObject({
      status: 303,
      location: URLS.clientCompleteURL,
    });
    const forged = notice(otherKeys(keys.merchantId), { tradeNo, amount: o.paymentPrice });
    expect(await giveBack(tradeNo, forged)).toMatchObject({ status: 303, location: URLS.clientCompleteURL });
    const short = notice(keys, { tradeNo, amount: o.paymentPrice - 1 });
    expect(await giveBack(tradeNo, short)).toMatchObject({ status: 303, location: URLS.clientCompleteURL });
    expect(await detail(s, o)).toEqual(o);
    expect(await attempts(o.id)).toEqual([{ tradeNo, status: 'started', amount: o.paymentPrice }]);

    refusal(await giveBack('0000000000000000P1', null, 'GET'), 404);
    refusal(await giveBack(tradeNo, null, 'GET', ids.s2), 404);
  });
});

describe('the sandbox gateway’s pages', () => {
  const page = (path: string, fields: Fields) =>
    send(path.endsWith('/decide') ? sandboxDecide : sandboxPage, path, {}, fields);

  test('the payment page shows the amount of a genuine form and refuses a tampered one', async () => {
    const s = await shopper();
    const o = await newOrder(s, 'newebpay', 3);
    const { fields, tradeNo } = await startPayment(s, o);

    const shown = await page(SANDBOX_PAYMENT_PATH, fields);
    expect(shown.status).toBe(200);
    expect(shown.text).toContain('<!doctype html>');
    expect(shown.text).toContain(formatPrice(o.paymentPrice));
    expect(shown.text).toContain(tradeNo);

    const forger = otherKeys(keys.merchantId);
    for (const bad of [
      { ...fields, TradeSha: tradeSha(fields.TradeInfo!, forger.hashKey, forger.hashIV) },
      { ...fields, TradeSha: '' },
      { ...fields, MerchantID: 'SANDBOX999999' },
    ]) {
      const refused = await page(SANDBOX_PAYMENT_PATH, bad);
      expect(refused.status).toBe(400);
      expect(refused.text).toContain('付款資料驗證失敗');
      expect(refused.text).not.toContain(formatPrice(o.paymentPrice));
    }
    expect(
      (await page(`${SANDBOX_PAYMENT_PATH}/decide`, { ...fields, TradeSha: '', result: 'paid' })).status,
    ).toBe(400);
    expect(await detail(s, o)).toEqual(o);
  });

  test('paying on the sandbox notifies the shop server to server, and the return form it gives settles nothing twice', async () => {
    // The sandbox posts the notification to NotifyURL: a local server stands in for this deployment.
    const server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const [, , shopId, , tradeNo] = (req.url ?? '').split('/');
        const body = Buffer.concat(chunks).toString();
        notify(tradeNo!, Object.fromEntries(new URLSearchParams(body)), shopId)
          .then((answer) => {
            res.writeHead(answer.status, { 'content-type': 'text/plain' });
            res.end(answer.text);
          })
          .catch(() => {
            res.writeHead(500);
            res.end();
          });
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    process.env.PUBLIC_ORIGIN = `http://localhost:${port}`;
    try {
      const s = await shopper();
      const o = await newOrder(s);
      const before = await cashback(s);
      const { fields, params, tradeNo } = await startPayment(s, o);
      expect(params.get('NotifyURL')).toBe(
        `http://localhost:${port}/api-client/${ids.s1}/ecommercePayment/${tradeNo}/notify`,
      );

      const decided = await page(`${SANDBOX_PAYMENT_PATH}/decide`, { ...fields, result: 'paid' });
      expect(decided.status).toBe(200);
      expect(decided.text).toContain('付款成功');
      const paid = await detail(s, o);
      expect(paid.status).toBe('processing');
      expect(await cashback(s)).toBe(before + o.addCashback);

      // The page's form back to ReturnURL carries the same signed result.
      const action = /<form method="post" action="([^"]+)">/.exec(decided.text)![1]!;
      expect(action).toBe(params.get('ReturnURL'));
      const hidden = Object.fromEntries(
        [...decided.text.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\s*\/?>/g)].map((m) => [
          m[1]!,
          m[2]!,
        ]),
      );
      expect(hidden.MerchantID).toBe(keys.merchantId);
      expect(await giveBack(tradeNo, hidden)).toMatchObject({
        status: 303,
        location: URLS.clientCompleteURL,
      });
      expect(await detail(s, o)).toEqual(paid);
      expect(await cashback(s)).toBe(before + o.addCashback);
    } finally {
      delete process.env.PUBLIC_ORIGIN;
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('sweeping overdue unpaid orders', () => {
  const HOUR = 3600_000;
  const MINUTE = 60_000;

  beforeAll(async () => {
    // A fixed clock years ahead: every order made so far is overdue and swept now, so what follows
    // counts only this block's orders.
    useTestClock();
    while ((await sweepOverdueOrders(db)) > 0);
  });

  afterAll(() => {
    clock.now = realNow;
  });

  test('an overdue unpaid order is cancelled and its stock returned, exactly once', async () => {
    const s = await shopper();
    const stockBefore = await stockLeft(db, bowl);
    const o = await newOrder(s, 'newebpay', 2);
    expect(await stockLeft(db, bowl)).toBe(stockBefore - 2);
    expect(Date.parse(o.paymentDueAt!) - Date.parse(o.createdAt)).toBe(ONLINE_PAYMENT_HOURS * HOUR);

    advance(ONLINE_PAYMENT_HOURS * HOUR - MINUTE);
    expect(await sweepOverdueOrders(db)).toBe(0);
    expect((await detail(s, o)).status).toBe('unpaid');

    advance(2 * MINUTE);
    expect(await sweepOverdueOrders(db)).toBe(1);
    const swept = await detail(s, o);
    expect(swept).toMatchObject({ status: 'cancelled', payable: false, cancellable: false, paidAt: null });
    expect(swept.cancelledAt).not.toBeNull();
    expect(swept.statusHistory.at(-1)).toMatchObject({
      status: 'cancelled',
      note: '逾期未付款，系統自動取消',
    });
    expect(await stockLeft(db, bowl)).toBe(stockBefore);

    expect(await sweepOverdueOrders(db)).toBe(0);
    expect(await stockLeft(db, bowl)).toBe(stockBefore);
    expect(await detail(s, o)).toEqual(swept);
  });

  test('two sweeps started together cancel the order once and return its stock once', async () => {
    const s = await shopper();
    const stockBefore = await stockLeft(db, bowl);
    const o = await newOrder(s, 'jkos', 3);
    advance(ONLINE_PAYMENT_HOURS * HOUR + MINUTE);
    const counts = await Promise.all([sweepOverdueOrders(db), sweepOverdueOrders(db)]);
    expect(counts[0]! + counts[1]!).toBe(1);
    const swept = await detail(s, o);
    expect(swept.status).toBe('cancelled');
    expect(swept.statusHistory.map((h) => h.status)).toEqual(['unpaid', 'cancelled']);
    expect(await stockLeft(db, bowl)).toBe(stockBefore);
  });

  test('an order whose payment was started within the grace period waits for it', async () => {
    const s = await shopper();
    const o = await newOrder(s);
    advance(ONLINE_PAYMENT_HOURS * HOUR - 10 * MINUTE);
    const { tradeNo } = await startPayment(s, o);

    advance(20 * MINUTE);
    expect(await sweepOverdueOrders(db)).toBe(0);
    const waiting = await detail(s, o);
    expect(waiting).toMatchObject({ status: 'unpaid', payable: false });
    // Past its due time no new attempt starts, but the one on the gateway's page may still finish.
    expect(expectError(await payInfo(s, o), 409)).toBe(PAYMENT_MESSAGES.notPayable);

    advance((SWEEP_GRACE_MINUTES - 20 + 5) * MINUTE);
    expect(await sweepOverdueOrders(db)).toBe(1);
    expect((await detail(s, o)).status).toBe('cancelled');
    expect(await attempts(o.id)).toEqual([{ tradeNo, status: 'started', amount: o.paymentPrice }]);
  });

  test('an order with an issued store code waits past its deadline for the code’s payment, then goes', async () => {
    const s = await shopper();
    const o = await newOrder(s, 'Ibon');
    const { tradeNo } = await startPayment(s, o);
    const issued = notice(keys, { tradeNo, amount: o.paymentPrice, paymentType: 'CVS', payTime: null });
    expect(await notify(tradeNo, issued)).toMatchObject({ status: 200, text: 'SUCCESS' });

    // Days later, just past the deadline: a code paid at 23:59 may still be on its way.
    advance(Date.parse(o.paymentDueAt!) - clock.now().getTime() + MINUTE);
    expect(await sweepOverdueOrders(db)).toBe(0);
    expect((await detail(s, o)).status).toBe('unpaid');

    advance(SWEEP_GRACE_MINUTES * MINUTE);
    expect(await sweepOverdueOrders(db)).toBe(1);
    expect((await detail(s, o)).status).toBe('cancelled');
  });

  test('a payment finishing within the grace period pays the overdue order instead', async () => {
    const s = await shopper();
    const o = await newOrder(s);
    advance(ONLINE_PAYMENT_HOURS * HOUR - 5 * MINUTE);
    const { tradeNo } = await startPayment(s, o);
    advance(10 * MINUTE);
    expect(await sweepOverdueOrders(db)).toBe(0);
    expect(await notify(tradeNo, notice(keys, { tradeNo, amount: o.paymentPrice }))).toMatchObject({
      status: 200,
      text: 'SUCCESS',
    });
    advance(HOUR);
    expect(await sweepOverdueOrders(db)).toBe(0);
    expect((await detail(s, o)).status).toBe('processing');
  });

  test('money arriving after the sweep leaves the order cancelled, and the gateway is told to stop retrying', async () => {
    const s = await shopper();
    const stockBefore = await stockLeft(db, bowl);
    const o = await newOrder(s);
    const before = await cashback(s);
    const { tradeNo } = await startPayment(s, o);
    advance(ONLINE_PAYMENT_HOURS * HOUR + MINUTE);
    expect(await sweepOverdueOrders(db)).toBe(1);
    const swept = await detail(s, o);
    expect(swept.status).toBe('cancelled');

    const late = notice(keys, { tradeNo, amount: o.paymentPrice });
    expect(await notify(tradeNo, late)).toMatchObject({ status: 200, text: 'SUCCESS' });
    expect(await detail(s, o)).toEqual(swept);
    expect(await cashback(s)).toBe(before);
    expect(await stockLeft(db, bowl)).toBe(stockBefore);
    expect(logged('paid-after-cancel').some((w) => w.tradeNo === tradeNo)).toBe(true);
    expect(await notify(tradeNo, late)).toMatchObject({ status: 200, text: 'SUCCESS' });
    expect(await detail(s, o)).toEqual(swept);
  });
});
