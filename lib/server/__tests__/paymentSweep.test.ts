/**
 * Unpaid orders past their payment deadline: cancelled by the sweep exactly once, with their stock
 * back, unless a payment is under way; and what a payment arriving around the sweep does.
 */
/** @jest-environment node */
import { clock } from '@/lib/server/auth/clock';
import { closeDb } from '@/lib/server/db/client';
import { ONLINE_PAYMENT_HOURS } from '@/lib/server/orders/paymentDue';
import { SWEEP_GRACE_MINUTES, sweepOverdueOrders } from '@/lib/server/orders/sweep';
import { PAYMENT_MESSAGES } from '@/lib/server/payments/start';
import { advance, useTestClock } from './authHelpers';
import { expectError } from './helpers';
import { stockLeft } from './orderHelpers';
import {
  attempts,
  bowl,
  cashback,
  db,
  detail,
  keys,
  logged,
  newOrder,
  notice,
  notify,
  payInfo,
  realNow,
  shopper,
  startPayment,
  setUpPayments,
} from './paymentHelpers';

beforeAll(setUpPayments, 60_000);

afterAll(async () => {
  clock.now = realNow;
  jest.restoreAllMocks();
  await closeDb();
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
