/** @jest-environment node */
import { eq } from 'drizzle-orm';
import type { Order } from '@/lib/api/contract';
import { clock } from '@/lib/server/auth/clock';
import { closeDb } from '@/lib/server/db/client';
import { paymentAttempts, paymentConfigs } from '@/lib/server/db/schema';
import { SWEEP_GRACE_MINUTES, sweepOverdueOrders } from '@/lib/server/orders/sweep';
import { RECONCILE_ASKS_PER_SWEEP, RECONCILE_HOLD_MS } from '@/lib/server/payments/settle';
import { fakeProvider } from '@/lib/server/payments/testing/fakeProvider';
import { advance, useTestClock } from './authHelpers';
import { db, detail, ids, logged, newOrder, realNow, setUpPayments, shopper } from './paymentHelpers';
import type { Shopper } from './orderHelpers';

/**
 * LINE Pay sends no notification: a payment whose shopper never came back to our confirm page, or
 * whose confirm got no answer, is known only by asking. Before the sweep cancels such an order it
 * asks LINE Pay's check API (check-payment-request-status): an authorised payment is confirmed and
 * the order paid, a finished one read as it is, an undecided one waits (a day at most).
 */

const MINUTE = 60_000;
let shopId: number;
let transactions = 0;

beforeAll(async () => {
  await setUpPayments();
  shopId = Number(ids.s1);
  const config = {
    gateway: 'linepay' as const,
    environment: 'test' as const,
    credentials: { channelId: '1656000000', channelSecret: 'line-channel-secret-0123456789ab' },
    enable: true,
  };
  await db
    .insert(paymentConfigs)
    .values({ shopId, type: 'linepay', ...config })
    .onConflictDoUpdate({ target: [paymentConfigs.shopId, paymentConfigs.type], set: config });
  useTestClock();
  // Every order made so far is overdue years ahead: swept now, so what follows counts only these.
  while ((await sweepOverdueOrders(db, new Date(clock.now().getTime() + 1000 * 24 * 3600_000))) > 0);
}, 60_000);

afterAll(async () => {
  clock.now = realNow;
  await closeDb();
});

/** A LINE Pay order whose shopper went to LINE Pay and never came back: its attempt as start left it. */
async function leftAtLinePay(): Promise<{ s: Shopper; o: Order; transactionId: string }> {
  const s = await shopper();
  const o = await newOrder(s, 'linepay');
  const transactionId = `2026120200${String(++transactions).padStart(9, '0')}`;
  await db.insert(paymentAttempts).values({
    shopId,
    orderId: o.id,
    provider: 'linepay',
    tradeNo: `${o.orderNo}P1`,
    amount: o.paymentPrice,
    providerTradeNo: transactionId,
    clientBackURL: 'http://localhost/checkout',
    clientCompleteURL: 'http://localhost/order/complete',
    createdAt: clock.now(),
  });
  return { s, o, transactionId };
}

const pastDue = (o: Order) =>
  advance(Date.parse(o.paymentDueAt!) - clock.now().getTime() + (SWEEP_GRACE_MINUTES + 1) * MINUTE);
const answer = (code: string, extra = '') => `{"returnCode":"${code}","returnMessage":"-"${extra}}`;

test('an authorised payment is confirmed by the sweep: the order is paid, not cancelled', async () => {
  const { s, o } = await leftAtLinePay();
  pastDue(o);
  const line = fakeProvider(
    answer('0110'),
    answer('0000', `,"info":{"orderId":"${o.orderNo}P1","payInfo":[{"amount":${o.paymentPrice}}]}`),
  );
  expect(await sweepOverdueOrders(db, clock.now(), { fetch: line.fetch })).toBe(0);
  expect((await detail(s, o)).status).toBe('processing');
  expect(line.requests.map((r) => `${r.method} ${new URL(r.url).pathname}`)).toEqual([
    expect.stringMatching(/^GET \/v3\/payments\/requests\/\d+\/check$/),
    expect.stringMatching(/^POST \/v3\/payments\/\d+\/confirm$/),
  ]);
  expect(logged('reconciled')).toEqual(
    expect.arrayContaining([expect.objectContaining({ outcome: 'paid' })]),
  );
});

test('a payment the shopper cancelled at LINE Pay lets the sweep cancel the order', async () => {
  const { s, o } = await leftAtLinePay();
  pastDue(o);
  const line = fakeProvider(answer('0121'));
  expect(await sweepOverdueOrders(db, clock.now(), { fetch: line.fetch })).toBe(1);
  expect((await detail(s, o)).status).toBe('cancelled');
  const [attempt] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, o.id));
  expect(attempt).toMatchObject({ status: 'failed', message: '0121 -' });
});

test('an undecided payment keeps the order a day at most; LINE Pay unreachable keeps it too', async () => {
  const { s, o } = await leftAtLinePay();
  pastDue(o);
  expect(await sweepOverdueOrders(db, clock.now(), { fetch: fakeProvider(answer('0000')).fetch })).toBe(0);
  const unreachable = fakeProvider();
  expect(await sweepOverdueOrders(db, clock.now(), { fetch: unreachable.fetch })).toBe(0);
  expect((await detail(s, o)).status).toBe('unpaid');
  advance(RECONCILE_HOLD_MS);
  expect(await sweepOverdueOrders(db, clock.now(), { fetch: fakeProvider(answer('0000')).fetch })).toBe(1);
  expect((await detail(s, o)).status).toBe('cancelled');
  expect(logged('reconcile-gave-up')).toEqual([expect.objectContaining({ orderId: o.id })]);
});

test('one sweep asks the gateway a bounded number of times; the rest wait for the next sweep', async () => {
  const left = await Promise.all(Array.from({ length: RECONCILE_ASKS_PER_SWEEP + 2 }, () => leftAtLinePay()));
  pastDue(left.at(-1)!.o);
  // LINE Pay down: every call fails at once.
  const down = fakeProvider();
  expect(await sweepOverdueOrders(db, clock.now(), { fetch: down.fetch })).toBe(0);
  expect(down.requests).toHaveLength(RECONCILE_ASKS_PER_SWEEP);
  for (const { s, o } of left) expect((await detail(s, o)).status).toBe('unpaid');
});

test('orders held for their gateway do not keep the orders due after them from being cancelled', async () => {
  // What earlier tests left held is given up first, so this one counts only its own.
  advance(RECONCILE_HOLD_MS);
  await sweepOverdueOrders(db, clock.now(), { fetch: fakeProvider().fetch });
  // LINE Pay down, with more held orders than a batch: an ordinary order due after all of them.
  const limits = { batch: 3, scan: 100 };
  const held = [];
  for (let i = 0; i < limits.batch + 2; i += 1) held.push(await leftAtLinePay());
  const s = await shopper();
  const ordinary = await newOrder(s, 'linepay');
  pastDue(ordinary);
  const down = fakeProvider();
  expect(await sweepOverdueOrders(db, clock.now(), { fetch: down.fetch }, limits)).toBe(1);
  expect((await detail(s, ordinary)).status).toBe('cancelled');
  for (const { s: buyer, o } of held) expect((await detail(buyer, o)).status).toBe('unpaid');
});
