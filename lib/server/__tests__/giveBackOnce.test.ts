/** @jest-environment node */
import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { POST as shipRoute } from '@/app/api-auth/operator/ship/route';
import { POST as cancelRoute } from '@/app/api-client/[shopId]/ecommerceOrder/[id]/cancel/route';
import { POST as returnRoute } from '@/app/api-client/[shopId]/ecommerceOrder/[id]/return/route';
import type { Order } from '@/lib/api/contract';
import { clock } from '@/lib/server/auth/clock';
import { closeDb } from '@/lib/server/db/client';
import { cvsMapSessions, orderReturns, orders, providerIntents, shipments } from '@/lib/server/db/schema';
import { advanceParcel, type NoticePoster } from '@/lib/server/logistics/sandbox/express';
import { runIntentsOnce } from '@/lib/server/outbox/worker';
import { refundHandler } from '@/lib/server/payments/refundIntent';
import { operatorReturn } from '@/lib/server/returns/decide';
import type { ParcelState } from '@/lib/server/shipments/states';
import { walletBalances } from '@/lib/server/wallets/ledger';
import { bearer, post } from './authHelpers';
import { INVOICE_ORIGIN } from './invoiceHelpers';
import { OPERATOR_SECRET, operatorHeaders } from './operatorHelpers';
import {
  created,
  credit,
  deliveryId,
  order,
  postParcelNotice,
  RECEIVER,
  stockLeft,
  type Shopper,
} from './orderHelpers';
import {
  bowl,
  cashback,
  db,
  ids,
  keys,
  notice,
  notify,
  ofOrder,
  realNow,
  sandboxGatewayFetch,
  setUpPayments,
  shopper,
  startPayment,
} from './paymentHelpers';

/**
 * Money and stock are given back once, whatever happens to an order and in whatever order: a return
 * approved while its parcel is still travelling, the parcel then coming back to the shop, notices
 * and decisions replayed, money arriving after a cancel. A property over random sequences of those
 * events, through the real routes and services: after every step nothing given back exceeds what the
 * order took (stock, 購物金, the partner wallet, 回饋金, the gateway refunds), and once the order is
 * cancelled or wholly returned, all of it is back.
 */

const WALLET = 400;
const EXTERNAL = 100;
const CASHBACK = 100;

let shopId: number;
let seven: number;

const refunds = {
  'payment.refund': refundHandler({ origin: () => INVOICE_ORIGIN, fetch: sandboxGatewayFetch }),
};

/** The parcel notices the logistics sandbox posts, through the shop's notify route; the last kept. */
let lastNotice: Record<string, string> | null = null;
const postNotice = async (fields: Record<string, string>) => (await postParcelNotice(shopId, fields)).status;
const viaRoute: NoticePoster = async (_url, fields) => {
  lastNotice = fields;
  return postNotice(fields);
};

beforeAll(async () => {
  process.env.OPERATOR_SECRET = OPERATOR_SECRET;
  jest.spyOn(console, 'info').mockImplementation(() => {});
  await setUpPayments();
  shopId = Number(ids.s1);
  seven = await deliveryId(ids.s1, '7-11 超商取貨');
}, 60_000);

afterAll(async () => {
  clock.now = realNow;
  await closeDb();
});

/** A store picked on the sandbox map, as its reply leaves it on the server. */
async function pickedStore(s: Shopper): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await db.insert(cvsMapSessions).values({
    token,
    shopId,
    memberId: s.memberId,
    deliveryId: seven,
    subType: 'UNIMART',
    clientCompleteURL: 'http://localhost/checkout/cvs-callback',
    storeId: '991182',
    storeName: '測試信義門市',
    storeAddress: '台北市信義區松高路 19 號',
    repliedAt: new Date(),
  });
  return token;
}

type Start = { quantity: number; wallet: number; external: number; cashback: number };

/** A member's card order of rice bowls to a 7-ELEVEN, part paid from the wallets and cashback. */
async function cardOrder(start: Start): Promise<{ s: Shopper; o: Order; stock: number }> {
  const s = await shopper();
  await credit(db, s, { wallet: WALLET, external: EXTERNAL, cashback: CASHBACK });
  const stock = await stockLeft(db, bowl);
  const o = created(
    await order(s, {
      productStocks: [{ id: bowl, quantity: start.quantity }],
      delivery: seven,
      paymentType: 'newebpay',
      walletPrice: start.wallet,
      externalWalletPrice: start.external,
      useCashbackPrice: start.cashback,
      ...RECEIVER,
      address: null,
      ecpayMapToken: await pickedStore(s),
    }),
  );
  return { s, o, stock };
}

const pay = async (tradeNo: string, amount: number) =>
  expect((await notify(tradeNo, notice(keys, { tradeNo, amount }))).status).toBe(200);

/** What the order's ledgers hold now. */
async function holdings(s: Shopper, o: Order) {
  const [row] = await db.select().from(orders).where(eq(orders.id, o.id));
  const intents = await db
    .select({ payload: providerIntents.payload })
    .from(providerIntents)
    .where(and(eq(providerIntents.orderId, o.id), eq(providerIntents.kind, 'payment.refund')));
  const returns = await db
    .select()
    .from(orderReturns)
    .where(and(eq(orderReturns.orderId, o.id), inArray(orderReturns.status, ['approved', 'refunded'])));
  return {
    status: row!.status,
    stock: await stockLeft(db, bowl),
    wallets: await walletBalances(db, shopId, s.memberId),
    cashback: await cashback(s),
    refunded: intents.reduce((total, i) => total + Number(i.payload.amount ?? 0), 0),
    returned: returns.flatMap((r) => r.lines).reduce((total, l) => total + l.quantity, 0),
    writtenOff: returns
      .filter((r) => !r.restock)
      .flatMap((r) => r.lines)
      .reduce((total, l) => total + l.quantity, 0),
  };
}

/** Nothing given back beyond what was taken; everything back once the order is over for the shopper. */
async function expectGivenBackOnce(s: Shopper, o: Order, stock: number, paid: number) {
  const h = await holdings(s, o);
  expect(h.stock).toBeLessThanOrEqual(stock);
  expect(h.stock).toBeGreaterThanOrEqual(stock - o.EcommerceOrderItems[0]!.quantity);
  expect(h.wallets.wallet).toBeLessThanOrEqual(WALLET);
  expect(h.wallets.external).toBeLessThanOrEqual(EXTERNAL);
  expect(h.cashback).toBeLessThanOrEqual(CASHBACK + o.addCashback);
  expect(h.refunded).toBeLessThanOrEqual(paid);
  const over = h.status === 'cancelled' || h.returned === o.EcommerceOrderItems[0]!.quantity;
  if (over) {
    expect(h.stock).toBe(stock - h.writtenOff);
    expect(h.wallets).toEqual({ wallet: WALLET, external: EXTERNAL });
    expect(h.cashback).toBe(CASHBACK);
    expect(h.refunded).toBe(paid);
  }
}

const startArb = fc.record({
  quantity: fc.integer({ min: 1, max: 4 }),
  wallet: fc.constantFrom(0, 100),
  external: fc.constantFrom(0, 40),
  cashback: fc.constantFrom(0, 30),
});

type Step =
  | { kind: 'return'; quantity: number; restock: boolean }
  | { kind: 'parcel'; states: ParcelState[] }
  | { kind: 'replayNotice' }
  | { kind: 'refundWorker' };
const stepArb: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('return' as const),
    quantity: fc.integer({ min: 1, max: 4 }),
    restock: fc.boolean(),
  }),
  // The shopper picks it up, or it is not picked up and goes back to the shop.
  fc.record({
    kind: fc.constant('parcel' as const),
    states: fc.constantFrom<ParcelState[]>(['pickedUp'], ['notPickedUp', 'returned']),
  }),
  fc.constant({ kind: 'replayNotice' as const }),
  fc.constant({ kind: 'refundWorker' as const }),
);

/** Runs a step as it reaches the shop; a step the order's state refuses (a 409) is simply refused. */
async function run(step: Step, s: Shopper, o: Order) {
  if (step.kind === 'return') {
    const quantity = Math.min(step.quantity, o.EcommerceOrderItems[0]!.quantity);
    const asked = await post(
      returnRoute,
      ofOrder(o, s.shopId),
      { reason: '不想要了', lines: [{ stockId: bowl, quantity }] },
      bearer(s.token),
    );
    if (asked.status !== 200) return;
    const decide = () =>
      operatorReturn(db, {
        host: 'localhost',
        orderId: String(o.id),
        action: 'approve',
        restock: step.restock,
      });
    await decide();
    // The merchant retries the same command: refused, nothing given twice.
    await expect(decide()).rejects.toMatchObject({ kind: 'conflict' });
  } else if (step.kind === 'parcel') {
    const [parcel] = await db.select().from(shipments).where(eq(shipments.orderId, o.id));
    // A parcel already at its end goes nowhere: the sandbox refuses, as the carrier would not report.
    for (const state of step.states)
      await advanceParcel(db, shopId, parcel!.merchantTradeNo, state, { post: viaRoute }).catch(() => {});
  } else if (step.kind === 'replayNotice') {
    if (lastNotice) await postNotice(lastNotice);
  } else {
    await db
      .update(providerIntents)
      .set({ nextAttemptAt: new Date(0) })
      .where(eq(providerIntents.orderId, o.id));
    await runIntentsOnce(db, { handlers: refunds, owner: 'test:1' });
  }
}

test('a shipped card order: returns, the parcel coming back, replays, in any order', async () => {
  await fc.assert(
    fc.asyncProperty(startArb, fc.array(stepArb, { minLength: 1, maxLength: 6 }), async (start, steps) => {
      lastNotice = null;
      const { s, o, stock } = await cardOrder(start);
      const { tradeNo } = await startPayment(s, o);
      await pay(tradeNo, o.paymentPrice);
      const shipped = await post(
        shipRoute,
        {},
        { host: 'localhost', orderId: String(o.id) },
        operatorHeaders,
      );
      expect(shipped.status).toBe(200);
      const [parcel] = await db.select().from(shipments).where(eq(shipments.orderId, o.id));
      await advanceParcel(db, shopId, parcel!.merchantTradeNo, 'arrived', { post: viaRoute });
      for (const step of steps) {
        await run(step, s, o);
        await expectGivenBackOnce(s, o, stock, o.paymentPrice);
      }
    }),
    { numRuns: 25, seed: 20261202 },
  );
}, 240_000);

test('money arriving after a cancel, replayed and doubled, is refunded once', async () => {
  await fc.assert(
    fc.asyncProperty(startArb, fc.integer({ min: 1, max: 3 }), async (start, replays) => {
      const { s, o, stock } = await cardOrder(start);
      const { tradeNo } = await startPayment(s, o);
      expect((await post(cancelRoute, ofOrder(o, s.shopId), {}, bearer(s.token))).status).toBe(200);
      await expectGivenBackOnce(s, o, stock, 0);
      for (let i = 0; i < replays; i++) await pay(tradeNo, o.paymentPrice);
      await expectGivenBackOnce(s, o, stock, o.paymentPrice);
    }),
    { numRuns: 6, seed: 20261202 },
  );
}, 120_000);
