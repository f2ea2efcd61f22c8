/** @jest-environment node */
import { and, eq } from 'drizzle-orm';
import { POST as cancelRoute } from '@/app/api-client/[shopId]/ecommerceOrder/[id]/cancel/route';
import { POST as returnRoute } from '@/app/api-client/[shopId]/ecommerceOrder/[id]/return/route';
import { OrderSchema, type Order, type ReturnRequestInput } from '@/lib/api/contract';
import { clock } from '@/lib/server/auth/clock';
import { closeDb } from '@/lib/server/db/client';
import {
  invoiceConfigs,
  promoCodes,
  promoCodeUses,
  providerIntents,
  sandboxInvoices,
  sandboxPaymentRefunds,
} from '@/lib/server/db/schema';
import { invoiceHandlers } from '@/lib/server/invoices/intentHandlers';
import { parcelReturned } from '@/lib/server/orders/lifecycle';
import { moveOrder } from '@/lib/server/orders/move';
import { transitionOrder } from '@/lib/server/orders/transitions';
import { runIntentsOnce } from '@/lib/server/outbox/worker';
import { refundHandler } from '@/lib/server/payments/refundIntent';
import { operatorReturn, type OperatorReturnBody } from '@/lib/server/returns/decide';
import { walletBalances } from '@/lib/server/wallets/ledger';
import { INVOICE_ORIGIN, invoiceSandboxFetch } from './invoiceHelpers';
import { advance, bearer, post, useTestClock } from './authHelpers';
import { expectError } from './helpers';
import {
  created,
  credit,
  deliveryId,
  newShopper,
  order,
  RECEIVER,
  stockLeft,
  type Shopper,
} from './orderHelpers';
import {
  bowl,
  cashback,
  db,
  detail,
  ids,
  keys,
  newOrder,
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
 * Returns within 7 days of receipt: asked by the shopper, decided by the shop, and an approval gives
 * back what the order took (stock, wallets, cashback, the promo code) exactly once, with the
 * e-invoice voided or lowered by an allowance through the intent worker.
 */

const ORIGIN = INVOICE_ORIGIN;
const DAY = 24 * 3600_000;

const sandboxFetch = invoiceSandboxFetch;
const handlers = {
  ...invoiceHandlers({ origin: () => ORIGIN, fetch: sandboxFetch }),
  'payment.refund': refundHandler({ origin: () => ORIGIN, fetch: sandboxGatewayFetch }),
};
const pass = () => runIntentsOnce(db, { handlers, owner: 'test:1' });

let s: Shopper;
let shopId: number;

beforeAll(async () => {
  await setUpPayments();
  s = await shopper();
  shopId = Number(ids.s1);
}, 60_000);

beforeEach(async () => {
  clock.now = realNow;
  // A shopper of its own per test: the orders a test leaves unpaid stay within the shop's limit.
  s = await shopper();
  await db.update(invoiceConfigs).set({ issueAt: 'paid' }).where(eq(invoiceConfigs.shopId, shopId));
});

afterAll(async () => {
  clock.now = realNow;
  await closeDb();
});

const ask = (who: Shopper, o: { id: number }, body: ReturnRequestInput = { reason: '尺寸不合' }) =>
  post(returnRoute, ofOrder(o, who.shopId), body, bearer(who.token));

const decide = (o: Order, action: OperatorReturnBody['action'], more: Partial<OperatorReturnBody> = {}) =>
  operatorReturn(db, { host: 'localhost', orderId: String(o.id), action, restock: true, ...more });

/** A cash-on-delivery order shipped and completed by the shop (received when completed). */
async function received(who: Shopper, quantity = 2): Promise<Order> {
  const o = await newOrder(who, 'COD', quantity);
  await transitionOrder(db, shopId, o.id, 'shipped');
  return transitionOrder(db, shopId, o.id, 'completed');
}

const intentsOf = (o: Order) =>
  db.select().from(providerIntents).where(eq(providerIntents.orderId, o.id)).orderBy(providerIntents.id);

describe('the shopper asks', () => {
  test('within 7 days: the order shows the request, and no second one', async () => {
    const o = await received(s);
    expect((await detail(s, o)).returnable).toBe(true);
    const reply = await ask(s, o);
    expect(reply.status).toBe(200);
    const seen = await detail(s, o);
    expect(seen.return).toMatchObject({
      status: 'requested',
      statusLabel: '申請中',
      reason: '尺寸不合',
      whole: true,
    });
    expect(seen.return!.lines).toEqual([expect.objectContaining({ stockId: bowl, quantity: 2 })]);
    expect(seen.returnable).toBe(false);
    expect(expectError(await ask(s, o), 409)).toBe('此訂單已有處理中的退貨申請');
  });

  test('on day 8 after receipt it is refused with the deadline', async () => {
    useTestClock();
    const who = await shopper();
    const o = await received(who);
    advance(7 * DAY);
    expect((await detail(who, o)).returnable).toBe(true);
    advance(DAY);
    expect((await detail(who, o)).returnable).toBe(false);
    expect(expectError(await ask(who, o), 409)).toMatch(
      /^已超過收貨後 7 天的退貨期限（\d{4}\/\d{2}\/\d{2} 止），無法申請退貨$/,
    );
  });

  test('a shipped order not yet received may be returned; one not shipped may not', async () => {
    const shipped = await newOrder(s, 'COD');
    await transitionOrder(db, shopId, shipped.id, 'shipped');
    expect((await ask(s, shipped)).status).toBe(200);
    const waiting = await newOrder(s, 'COD');
    expect(expectError(await ask(s, waiting), 409)).toBe('此訂單目前為「待出貨」，無法申請退貨');
  });

  test("another member's order and another shop's are not found", async () => {
    const o = await received(s);
    const other = await shopper();
    expect(expectError(await ask(other, o), 404)).toBe('找不到訂單');
    const elsewhere = await newShopper(db, 'shop2.localhost', ids.s2);
    expect((await ask(elsewhere, o)).status).toBe(404);
  });

  test('lines are bounded by what was bought', async () => {
    const o = await received(s, 2);
    expect(
      expectError(await ask(s, o, { reason: 'x', lines: [{ stockId: bowl, quantity: 3 }] }), 409),
    ).toMatch(/最多可退 2 件/);
    expect(expectError(await ask(s, o, { reason: 'x', lines: [{ stockId: 1, quantity: 1 }] }), 409)).toBe(
      '退貨商品不在此訂單中',
    );
    expect(expectError(await ask(s, o, { reason: '' }), 400)).toMatch(/請輸入退貨原因/);
  });
});

describe('the shop decides', () => {
  test('a rejection shows its reason, and the shopper may ask again within the period', async () => {
    const o = await received(s);
    await ask(s, o);
    expect(await decide(o, 'reject').catch((e: Error) => e.message)).toBe('不核准須附上原因（--reason）');
    await decide(o, 'reject', { reason: '商品已拆封使用' });
    const seen = await detail(s, o);
    expect(seen.return).toMatchObject({
      status: 'rejected',
      statusLabel: '不核准',
      rejectReason: '商品已拆封使用',
    });
    // A rejected return does not stop another request within the period.
    expect(seen.returnable).toBe(true);
  });

  test('an approval gives back stock, wallets, cashback and the promo code, once', async () => {
    const who = await shopper();
    await credit(db, who, { wallet: 300, cashback: 100 });
    const home = await deliveryId(ids.s1, '宅配到府');
    const o = created(
      await order(who, {
        productStocks: [{ id: bowl, quantity: 5 }],
        delivery: home,
        paymentType: 'COD',
        walletPrice: 200,
        useCashbackPrice: 50,
        promoCodeCode: 'WELCOME100',
        ...RECEIVER,
      }),
    );
    await transitionOrder(db, shopId, o.id, 'shipped');
    await transitionOrder(db, shopId, o.id, 'completed');
    const earned = o.addCashback;
    expect(await cashback(who)).toBe(100 - 50 + earned);
    const stock = await stockLeft(db, bowl);
    const [code] = await db.select().from(promoCodes).where(eq(promoCodes.code, 'WELCOME100'));
    await ask(who, o);

    const [one, two] = await Promise.allSettled([decide(o, 'approve'), decide(o, 'approve')]);
    expect([one!.status, two!.status].sort()).toEqual(['fulfilled', 'rejected']);
    await expect(decide(o, 'approve')).rejects.toMatchObject({ kind: 'conflict' });

    expect(await stockLeft(db, bowl)).toBe(stock + 5);
    expect(await cashback(who)).toBe(100);
    expect((await walletBalances(db, shopId, who.memberId)).wallet).toBe(300);
    const [after] = await db.select().from(promoCodes).where(eq(promoCodes.id, code!.id));
    expect(after!.usedCount).toBe(code!.usedCount - 1);
    expect(await db.select().from(promoCodeUses).where(eq(promoCodeUses.orderId, o.id))).toEqual([]);

    const seen = await detail(who, o);
    expect(seen.return).toMatchObject({
      status: 'approved',
      statusLabel: '已核准',
      refundAmount: o.paymentPrice,
      refundMethod: 'manual',
      refundStatus: 'pending',
    });
    await decide(o, 'refunded');
    expect((await detail(who, o)).return).toMatchObject({
      status: 'refunded',
      statusLabel: '已退款',
      refundStatus: 'done',
    });
    await expect(decide(o, 'refunded')).rejects.toMatchObject({ kind: 'conflict' });
  });

  test('--no-restock leaves the stock as it is; a partial return gives back its share', async () => {
    const who = await shopper();
    await credit(db, who, { wallet: 1000 });
    const o = created(
      await order(who, {
        productStocks: [{ id: bowl, quantity: 4 }],
        delivery: await deliveryId(ids.s1, '宅配到府'),
        paymentType: 'COD',
        walletPrice: 100,
        ...RECEIVER,
      }),
    );
    await transitionOrder(db, shopId, o.id, 'shipped');
    await transitionOrder(db, shopId, o.id, 'completed');
    const stock = await stockLeft(db, bowl);
    await ask(who, o, { reason: '一件破損', lines: [{ stockId: bowl, quantity: 1 }] });
    await decide(o, 'approve', { restock: false });
    expect(await stockLeft(db, bowl)).toBe(stock);
    const seen = await detail(who, o);
    expect(seen.return).toMatchObject({ status: 'approved', whole: false });
    expect(seen.return!.refundAmount).toBeGreaterThan(0);
    expect(seen.return!.refundAmount).toBeLessThan(o.paymentPrice / 2);
    expect((await walletBalances(db, shopId, who.memberId)).wallet).toBeGreaterThan(900);
    expect((await walletBalances(db, shopId, who.memberId)).wallet).toBeLessThan(1000);
    // Three units are still the shopper's to return.
    expect(seen.returnable).toBe(true);
    expect(
      expectError(await ask(who, o, { reason: 'x', lines: [{ stockId: bowl, quantity: 4 }] }), 409),
    ).toMatch(/最多可退 3 件/);
  });
});

test('a cash-on-delivery order returned before it was collected owes no money back', async () => {
  const o = await newOrder(s, 'COD');
  await transitionOrder(db, shopId, o.id, 'shipped');
  await ask(s, o);
  await decide(o, 'approve');
  expect((await detail(s, o)).return).toMatchObject({
    status: 'refunded',
    refundAmount: 0,
    refundMethod: 'none',
    refundStatus: 'done',
  });
});

test('a return whose parcel came back meanwhile cannot be approved: the cancel gave everything back', async () => {
  const o = await newOrder(s, 'COD');
  await transitionOrder(db, shopId, o.id, 'shipped');
  await ask(s, o);
  await db.transaction((tx) => moveOrder(tx, { shopId }, o.id, parcelReturned));
  await expect(decide(o, 'approve')).rejects.toMatchObject({
    kind: 'conflict',
    message: '此訂單已不是已出貨或已完成，無法核准退貨',
  });
});

describe('the e-invoice', () => {
  const issued = async (o: Order) => {
    await pass();
    const [row] = await db.select().from(sandboxInvoices).where(eq(sandboxInvoices.relateNumber, o.orderNo));
    return row!;
  };

  test('a whole return voids it', async () => {
    const o = await received(s);
    await issued(o);
    await ask(s, o);
    await decide(o, 'approve');
    expect((await intentsOf(o)).map((i) => i.kind)).toEqual(['invoice.issue', 'invoice.void']);
    await pass();
    expect((await issued(o)).invalidAt).not.toBeNull();
    expect((await detail(s, o)).issuedInvoice?.voidedAt).toEqual(expect.any(String));
  });

  test('a partial return asks an allowance, kept on the return', async () => {
    const o = await received(s, 4);
    const before = await issued(o);
    await ask(s, o, { reason: '多買了', lines: [{ stockId: bowl, quantity: 1 }] });
    await decide(o, 'approve');
    const [, allowance] = await intentsOf(o);
    expect(allowance).toMatchObject({ kind: 'invoice.allowance', status: 'pending' });
    await pass();
    const after = await issued(o);
    const refund = (await detail(s, o)).return!.refundAmount;
    expect(after.remainingAllowance).toBe(before.salesAmount - refund);
    const [kept] = await intentsOf(o).then((rows) => rows.filter((r) => r.kind === 'invoice.allowance'));
    expect(kept).toMatchObject({ status: 'done' });
    expect(kept!.result).toMatchObject({
      allowanceNo: expect.any(String),
      remaining: after.remainingAllowance,
    });
  });

  // ECPay refuses to void an invoice with an allowance (發票已有折讓，須先作廢折讓): the rest is allowed.
  test('a parcel coming back after a partial return allows what is left instead of voiding', async () => {
    const o = await newOrder(s, 'newebpay', 4);
    const { tradeNo } = await startPayment(s, o);
    expect((await notify(tradeNo, notice(keys, { tradeNo, amount: o.paymentPrice }))).status).toBe(200);
    await transitionOrder(db, shopId, o.id, 'shipped');
    const before = await issued(o);
    await ask(s, o, { reason: '多買了', lines: [{ stockId: bowl, quantity: 1 }] });
    await decide(o, 'approve');
    await pass();
    await db.transaction((tx) => moveOrder(tx, { shopId }, o.id, parcelReturned));
    const invoiceKinds = async () =>
      (await intentsOf(o)).filter((i) => i.kind.startsWith('invoice.')).map((i) => [i.kind, i.status]);
    expect(await invoiceKinds()).toEqual([
      ['invoice.issue', 'done'],
      ['invoice.allowance', 'done'],
      ['invoice.allowance', 'pending'],
    ]);
    await pass();
    const after = await issued(o);
    expect(after).toMatchObject({ invalidAt: null, remainingAllowance: 0 });
    expect(before.remainingAllowance).toBe(before.salesAmount);
    expect((await invoiceKinds()).every(([, status]) => status === 'done')).toBe(true);
  });

  test('an allowance retried after a lost answer allows once', async () => {
    const o = await received(s, 4);
    const before = await issued(o);
    await ask(s, o, { reason: '多買了', lines: [{ stockId: bowl, quantity: 2 }] });
    await decide(o, 'approve');
    const real = handlers['invoice.allowance']!;
    await runIntentsOnce(db, {
      owner: 'test:1',
      handlers: {
        'invoice.allowance': {
          send: async (call) => {
            await real.send(call);
            throw new Error('killed');
          },
        },
      },
    });
    await db
      .update(providerIntents)
      .set({ nextAttemptAt: new Date(0) })
      .where(and(eq(providerIntents.orderId, o.id), eq(providerIntents.status, 'pending')));
    await pass();
    const refund = (await detail(s, o)).return!.refundAmount;
    expect((await issued(o)).remainingAllowance).toBe(before.salesAmount - refund);
  });
});

describe('the refund through the gateway', () => {
  /** A card order paid on the sandbox gateway, shipped and completed. */
  async function paidByCard(who: Shopper, quantity = 2): Promise<{ o: Order; tradeNo: string }> {
    const o = await newOrder(who, 'newebpay', quantity);
    const { tradeNo } = await startPayment(who, o);
    expect((await notify(tradeNo, notice(keys, { tradeNo, amount: o.paymentPrice }))).status).toBe(200);
    await transitionOrder(db, shopId, o.id, 'shipped');
    await transitionOrder(db, shopId, o.id, 'completed');
    return { o, tradeNo };
  }
  const refundsOf = (tradeNo: string) =>
    db.select().from(sandboxPaymentRefunds).where(eq(sandboxPaymentRefunds.merchantOrderNo, tradeNo));
  const refundIntent = async (o: Order) => (await intentsOf(o)).find((i) => i.kind === 'payment.refund');
  const dueNow = (o: Order) =>
    db
      .update(providerIntents)
      .set({ nextAttemptAt: new Date(0) })
      .where(and(eq(providerIntents.orderId, o.id), eq(providerIntents.status, 'pending')));

  test('an approved return of a card order is refunded by the worker, then shows 已退款', async () => {
    const { o, tradeNo } = await paidByCard(s);
    await ask(s, o);
    await decide(o, 'approve');
    expect((await detail(s, o)).return).toMatchObject({
      status: 'approved',
      refundMethod: 'gateway',
      refundStatus: 'pending',
      refundAmount: o.paymentPrice,
    });
    await pass();
    expect((await detail(s, o)).return).toMatchObject({
      status: 'refunded',
      statusLabel: '已退款',
      refundStatus: 'done',
    });
    expect((await refundsOf(tradeNo)).map((r) => r.amount)).toEqual([o.paymentPrice]);
    // Marked by the gateway's answer, not by hand.
    await expect(decide(o, 'refunded')).rejects.toMatchObject({ kind: 'conflict' });
  });

  test('a refund that fails is retried by the worker and refunds once', async () => {
    const { o, tradeNo } = await paidByCard(s);
    await ask(s, o);
    await decide(o, 'approve');
    let calls = 0;
    const real = handlers['payment.refund'];
    const flaky = {
      send: async (call: Parameters<typeof real.send>[0]) => {
        calls += 1;
        if (calls === 1) throw new Error('ECONNRESET');
        return real.send(call);
      },
      settle: real.settle,
    };
    await runIntentsOnce(db, { owner: 'test:1', handlers: { ...handlers, 'payment.refund': flaky } });
    expect(await refundIntent(o)).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: expect.stringMatching(/unexpected/),
    });
    expect((await detail(s, o)).return?.status).toBe('approved');
    await dueNow(o);
    await runIntentsOnce(db, { owner: 'test:1', handlers: { ...handlers, 'payment.refund': flaky } });
    expect(await refundIntent(o)).toMatchObject({ status: 'done', attempts: 2 });
    expect((await detail(s, o)).return?.status).toBe('refunded');
    expect(await refundsOf(tradeNo)).toHaveLength(1);
  });

  test('a refund whose answer was lost is not made twice', async () => {
    const { o, tradeNo } = await paidByCard(s);
    await ask(s, o);
    await decide(o, 'approve');
    const real = handlers['payment.refund'];
    await runIntentsOnce(db, {
      owner: 'test:1',
      handlers: {
        'payment.refund': {
          send: async (call) => {
            await real.send(call);
            throw new Error('killed');
          },
        },
      },
    });
    await dueNow(o);
    await pass();
    expect(await refundsOf(tradeNo)).toHaveLength(1);
    expect((await detail(s, o)).return?.status).toBe('refunded');
  });

  test('a partial return refunds its share; the two returns refund exactly what was paid', async () => {
    const { o, tradeNo } = await paidByCard(s, 4);
    await ask(s, o, { reason: '一件破損', lines: [{ stockId: bowl, quantity: 1 }] });
    await decide(o, 'approve');
    await pass();
    const first = (await detail(s, o)).return!;
    expect(first).toMatchObject({ status: 'refunded', whole: false });
    await ask(s, o);
    await decide(o, 'approve');
    await pass();
    const rest = (await detail(s, o)).return!;
    expect(rest).toMatchObject({ status: 'refunded', whole: true });
    expect(first.refundAmount + rest.refundAmount).toBe(o.paymentPrice);
    expect((await refundsOf(tradeNo)).reduce((t, r) => t + r.amount, 0)).toBe(o.paymentPrice);
  });

  test("the shop's cancel of a paid card order refunds it", async () => {
    const o = await newOrder(s, 'newebpay');
    const { tradeNo } = await startPayment(s, o);
    await notify(tradeNo, notice(keys, { tradeNo, amount: o.paymentPrice }));
    await transitionOrder(db, shopId, o.id, 'cancelled');
    expect(await refundIntent(o)).toMatchObject({ key: `${tradeNo}C`, status: 'pending' });
    await pass();
    expect(await refundIntent(o)).toMatchObject({ status: 'done' });
    expect((await refundsOf(tradeNo)).map((r) => r.amount)).toEqual([o.paymentPrice]);
  });

  test('money that arrives for a card order the shopper cancelled goes back the same way', async () => {
    const o = await newOrder(s, 'newebpay');
    const { tradeNo } = await startPayment(s, o);
    expect((await post(cancelRoute, ofOrder(o), {}, bearer(s.token))).status).toBe(200);
    expect((await notify(tradeNo, notice(keys, { tradeNo, amount: o.paymentPrice }))).status).toBe(200);
    expect((await detail(s, o)).status).toBe('cancelled');
    expect(await refundIntent(o)).toMatchObject({ key: `${tradeNo}C`, status: 'pending' });
    await pass();
    expect(await refundIntent(o)).toMatchObject({ status: 'done' });
    expect((await refundsOf(tradeNo)).map((r) => r.amount)).toEqual([o.paymentPrice]);
    // A repeated notice changes nothing and refunds nothing more.
    await notify(tradeNo, notice(keys, { tradeNo, amount: o.paymentPrice }));
    await pass();
    expect(await refundsOf(tradeNo)).toHaveLength(1);
  });
});

test('the contract reads a return back', async () => {
  const o = await received(s);
  await ask(s, o);
  expect(OrderSchema.parse(await detail(s, o)).return?.status).toBe('requested');
});
