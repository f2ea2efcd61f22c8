/** @jest-environment node */
import { and, eq } from 'drizzle-orm';
import { POST as returnRoute } from '@/app/api-client/[shopId]/ecommerceOrder/[id]/return/route';
import type { Order, PaymentType, ReturnRequestInput } from '@/lib/api/contract';
import { closeDb } from '@/lib/server/db/client';
import { paymentAttempts, paymentConfigs, providerIntents, shipments } from '@/lib/server/db/schema';
import { paidOnline } from '@/lib/server/orders/lifecycle';
import { moveOrder } from '@/lib/server/orders/move';
import { transitionOrder } from '@/lib/server/orders/transitions';
import { operateIntents } from '@/lib/server/operator/intents';
import { runIntentsOnce } from '@/lib/server/outbox/worker';
import type { Fetch } from '@/lib/server/payments/gateway';
import type { GatewayProvider } from '@/lib/console/contract/settings';
import { refundHandler } from '@/lib/server/payments/refundIntent';
import { applyNotice } from '@/lib/server/shipments/service';
import {
  fakeJkosApi,
  fakeLinePayApi,
  fakeNewebPayApi,
  type FakeRefundApi,
} from '@/lib/server/payments/testing/fakeRefundApis';
import { tradeNumber } from '@/lib/server/payments/tradeNo';
import { operatorReturn } from '@/lib/server/returns/decide';
import { bearer, post } from './authHelpers';
import { bowl, db, detail, ids, newOrder, ofOrder, setUpPayments, shopper } from './paymentHelpers';
import type { Shopper } from './orderHelpers';

/**
 * The `payment.refund` intent through each real gateway's refund API, against fakes that speak the
 * provider's protocol (signatures checked, refunds kept per trade): a return refunded, a partial
 * return refunding its share, a refusal leaving the refund to the shop, and a lost answer retried
 * without refunding twice. Payments a gateway's API cannot refund are the shop's from the start.
 */

const KEYS = {
  linepay: { channelId: '1656000000', channelSecret: 'line-channel-secret-0123456789ab' },
  jkos: { storeId: 'store-0001', apiKey: 'api-key-0001', secretKey: 'secret-key-0001' },
  newebpay: {
    merchantId: 'MS12345678',
    hashKey: '12345678901234567890123456789012',
    hashIV: '1234567890123456',
  },
  ecpay: { merchantId: '3002607', hashKey: 'pwFHCqoQZGmho4w6', hashIV: 'EkRm7iFT261dpevs' },
  pchomepay: { appId: 'APP0001', secret: 'pchomepay-secret' },
};

const apis = {
  linepay: fakeLinePayApi(KEYS.linepay),
  jkos: fakeJkosApi(KEYS.jkos),
  newebpay: fakeNewebPayApi(KEYS.newebpay),
};
/** The providers' test hosts, each answered by its fake. */
const HOSTS: Record<string, FakeRefundApi> = {
  'sandbox-api-pay.line.me': apis.linepay,
  'uat-onlinepay.jkopay.app': apis.jkos,
  'ccore.newebpay.com': apis.newebpay,
};
const fetch: Fetch = (url, init) => {
  const api = HOSTS[new URL(url).host];
  if (!api) throw new TypeError(`no fake for ${url}`);
  return api.fetch(url, init);
};
const handlers = { 'payment.refund': refundHandler({ fetch }) };
const pass = () => runIntentsOnce(db, { handlers, owner: 'test:1' });

/** The payment type each provider is tried with, and the transaction id it would have named. */
const CASES = [
  { provider: 'linepay', type: 'linepay', theirs: (n: number) => `20261126000${String(n).padStart(8, '0')}` },
  { provider: 'jkos', type: 'jkos', theirs: (n: number) => `J00652201201${String(n).padStart(8, '0')}` },
  {
    provider: 'newebpay',
    type: 'newebpay',
    theirs: (n: number) => `2611261615${String(n).padStart(7, '0')}`,
  },
] as const;

let shopId: number;
let s: Shopper;
let paid = 0;

async function configureGateway(
  type: PaymentType,
  gateway: GatewayProvider,
  credentials: Record<string, string>,
) {
  await db
    .insert(paymentConfigs)
    .values({ shopId, type, gateway, environment: 'test', credentials, enable: true })
    .onConflictDoUpdate({
      target: [paymentConfigs.shopId, paymentConfigs.type],
      set: { gateway, environment: 'test', credentials, enable: true },
    });
}

beforeAll(async () => {
  await setUpPayments();
  shopId = Number(ids.s1);
  for (const { provider, type } of CASES) await configureGateway(type, provider, KEYS[provider]);
  await configureGateway('atm', 'newebpay', KEYS.newebpay);
  await configureGateway('Ibon', 'ecpay', KEYS.ecpay);
  await configureGateway('pchomepay', 'pchomepay', KEYS.pchomepay);
}, 60_000);

beforeEach(async () => {
  s = await shopper();
});

afterAll(async () => {
  await closeDb();
});

/** The provider's fake by name, where there is one. */
const API_OF: Partial<Record<GatewayProvider, FakeRefundApi>> = apis;

/**
 * A new order paid through `provider`: the attempt as a verified notification leaves it, the order
 * moved as a payment moves it, and the provider's fake holding the payment.
 */
async function paidThrough(
  type: PaymentType,
  provider: GatewayProvider,
  theirs: string,
  quantity = 2,
): Promise<{ o: Order; tradeNo: string }> {
  const o = await newOrder(s, type, quantity);
  const tradeNo = tradeNumber(o.orderNo, 1);
  await db.insert(paymentAttempts).values({
    shopId,
    orderId: o.id,
    provider,
    tradeNo,
    amount: o.paymentPrice,
    status: 'paid',
    providerTradeNo: theirs,
    clientBackURL: 'http://localhost:3000/checkout',
    clientCompleteURL: 'http://localhost:3000/orders/complete',
    settledAt: new Date(),
  });
  await db.transaction((tx) => moveOrder(tx, { shopId }, o.id, (state) => paidOnline(state)));
  API_OF[provider]?.pay({ tradeNo, providerTradeNo: theirs, amount: o.paymentPrice });
  return { o, tradeNo };
}

/** Paid, shipped and completed: returnable. */
async function receivedPaid(type: PaymentType, provider: GatewayProvider, theirs: string, quantity = 2) {
  const paidOne = await paidThrough(type, provider, theirs, quantity);
  await transitionOrder(db, shopId, paidOne.o.id, 'shipped');
  await transitionOrder(db, shopId, paidOne.o.id, 'completed');
  return paidOne;
}

const ask = (o: Order, body: ReturnRequestInput = { reason: '尺寸不合' }) =>
  post(returnRoute, ofOrder(o, s.shopId), body, bearer(s.token));
const approve = (o: Order) =>
  operatorReturn(db, { host: 'localhost', orderId: String(o.id), action: 'approve', restock: true });
const refundIntents = (o: Order) =>
  db
    .select()
    .from(providerIntents)
    .where(and(eq(providerIntents.orderId, o.id), eq(providerIntents.kind, 'payment.refund')))
    .orderBy(providerIntents.id);
const dueNow = (o: Order) =>
  db
    .update(providerIntents)
    .set({ nextAttemptAt: new Date(0) })
    .where(and(eq(providerIntents.orderId, o.id), eq(providerIntents.status, 'pending')));

describe.each(CASES)('$provider', ({ provider, type, theirs }) => {
  const api = apis[provider];
  const paidOrder = (quantity?: number) => receivedPaid(type, provider, theirs(++paid), quantity);

  test('an approved return is refunded through the refund API, then shows 已退款', async () => {
    const { o, tradeNo } = await paidOrder();
    await ask(o);
    await approve(o);
    expect((await detail(s, o)).return).toMatchObject({ refundMethod: 'gateway', refundStatus: 'pending' });
    await pass();
    expect((await detail(s, o)).return).toMatchObject({ status: 'refunded', refundStatus: 'done' });
    expect(api.refunds(tradeNo)).toEqual([o.paymentPrice]);
    expect(await refundIntents(o)).toEqual([expect.objectContaining({ status: 'done', attempts: 1 })]);
  });

  test('a return of some lines refunds its share; the rest refunds what is left', async () => {
    const { o, tradeNo } = await paidOrder(4);
    await ask(o, { reason: '一件破損', lines: [{ stockId: bowl, quantity: 1 }] });
    await approve(o);
    await pass();
    const first = (await detail(s, o)).return!;
    expect(first).toMatchObject({ status: 'refunded', whole: false });
    expect(first.refundAmount).toBeLessThan(o.paymentPrice / 2);
    expect(api.refunds(tradeNo)).toEqual([first.refundAmount]);
    await ask(o);
    await approve(o);
    await pass();
    expect((await detail(s, o)).return).toMatchObject({ status: 'refunded', whole: true });
    expect(api.refunds(tradeNo).reduce((a, b) => a + b, 0)).toBe(o.paymentPrice);
  });

  test('a refusal is final: the refund becomes the shop’s to make, which it then marks done', async () => {
    const { o, tradeNo } = await paidOrder();
    await ask(o);
    await approve(o);
    api.refuseNext();
    await pass();
    const [intent] = await refundIntents(o);
    expect(intent).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: expect.stringMatching(/^refused: /),
    });
    expect((await detail(s, o)).return).toMatchObject({
      status: 'approved',
      refundMethod: 'manual',
      refundStatus: 'pending',
    });
    expect(api.refunds(tradeNo)).toEqual([]);
    await operatorReturn(db, { host: 'localhost', orderId: String(o.id), action: 'refunded', restock: true });
    expect((await detail(s, o)).return).toMatchObject({ status: 'refunded', refundStatus: 'done' });
    // Retried by an operator after the shop paid by hand: the gateway is not asked again.
    const calls = api.calls.length;
    await operateIntents(db, { action: 'retry', id: intent!.id });
    await pass();
    expect(api.calls.length).toBe(calls);
    expect(api.refunds(tradeNo)).toEqual([]);
    expect((await refundIntents(o))[0]).toMatchObject({
      status: 'failed',
      lastError: expect.stringMatching(/^manual: /),
    });
  });

  test('a refund whose answer was lost is retried and not made twice', async () => {
    const { o, tradeNo } = await paidOrder();
    await ask(o);
    await approve(o);
    api.loseNextAnswer();
    await pass();
    expect(await refundIntents(o)).toEqual([
      expect.objectContaining({
        status: 'pending',
        attempts: 1,
        lastError: expect.stringMatching(/^provider: /),
      }),
    ]);
    expect((await detail(s, o)).return?.status).toBe('approved');
    expect(api.refunds(tradeNo)).toEqual([o.paymentPrice]);
    const before = api.calls.length;
    await dueNow(o);
    await pass();
    expect(await refundIntents(o)).toEqual([
      expect.objectContaining({
        status: 'done',
        attempts: 2,
        result: expect.objectContaining({ seenOnRetry: true }),
      }),
    ]);
    expect(api.refunds(tradeNo)).toEqual([o.paymentPrice]);
    // The retry only asked what the trade still holds.
    expect(api.calls.slice(before)).toHaveLength(1);
    expect((await detail(s, o)).return).toMatchObject({ status: 'refunded', refundStatus: 'done' });
  });
});

test.each([
  ['an ATM transfer to a NewebPay virtual account', 'atm', 'newebpay'],
  ['an ibon code through ECPay', 'Ibon', 'ecpay'],
  ['PChomePay, whose refund API is not published', 'pchomepay', 'pchomepay'],
] as const)('%s is refunded by the shop: no refund intent', async (_name, type, provider) => {
  const { o } = await receivedPaid(type, provider, `X${++paid}`);
  await ask(o);
  await approve(o);
  expect((await detail(s, o)).return).toMatchObject({
    status: 'approved',
    refundMethod: 'manual',
    refundStatus: 'pending',
    refundAmount: o.paymentPrice,
  });
  expect(await refundIntents(o)).toEqual([]);
});

test('the shop’s cancel of a paid LINE Pay order refunds it whole', async () => {
  const { o, tradeNo } = await paidThrough('linepay', 'linepay', CASES[0].theirs(++paid));
  await transitionOrder(db, shopId, o.id, 'cancelled');
  expect(await refundIntents(o)).toEqual([
    expect.objectContaining({ key: `${tradeNo}C`, status: 'pending' }),
  ]);
  await pass();
  expect(apis.linepay.refunds(tradeNo)).toEqual([o.paymentPrice]);
});

test('a paid order whose parcel comes back unpicked is cancelled and refunded whole, once', async () => {
  const { o, tradeNo } = await paidThrough('linepay', 'linepay', CASES[0].theirs(++paid));
  await transitionOrder(db, shopId, o.id, 'shipped');
  const parcel = {
    merchantTradeNo: `R${o.id}`,
    logisticsId: `L${o.id}`,
    logisticsType: 'CVS' as const,
    subType: 'UNIMARTC2C',
  };
  await db
    .insert(shipments)
    .values({ shopId, orderId: o.id, provider: 'sandbox', ...parcel, status: 'notPickedUp' });
  const returned = {
    ...parcel,
    rtnCode: '2070',
    rtnMsg: '退回商店',
    trackingNo: null,
    validationNo: null,
    updatedAt: null,
    state: 'returned' as const,
  };
  const effect = await db.transaction((tx) => applyNotice(tx, shopId, returned));
  expect(effect).toMatchObject({ changed: true, order: 'cancelled' });
  // The same notice again (ECPay resends) changes nothing and writes no second refund.
  await db.transaction((tx) => applyNotice(tx, shopId, returned));
  expect(await refundIntents(o)).toEqual([
    expect.objectContaining({ key: `${tradeNo}C`, status: 'pending' }),
  ]);
  await pass();
  expect(apis.linepay.refunds(tradeNo)).toEqual([o.paymentPrice]);
});
