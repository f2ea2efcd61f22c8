/** @jest-environment node */
import { and, asc, eq } from 'drizzle-orm';
import { POST as actionRoute } from '@/app/api-admin/[shopId]/orders/[id]/actions/route';
import { GET as orderRoute } from '@/app/api-admin/[shopId]/orders/[id]/route';
import type { Order } from '@/lib/api/contract';
import { clock } from '@/lib/server/auth/clock';
import type { ConsoleOrder } from '@/lib/server/console/orderConsole';
import { closeDb } from '@/lib/server/db/client';
import { paymentAttempts, paymentConfigs, staffChanges } from '@/lib/server/db/schema';
import { SWEEP_GRACE_MINUTES, sweepOverdueOrders } from '@/lib/server/orders/sweep';
import { PAYMENT_MESSAGES } from '@/lib/server/payments/start';
import { FAKE_PCHOMEPAY_HOST, fakePchomePayApi } from '@/lib/server/payments/testing/fakePchomePayApi';
import { advance, bearer, get, newPhone, post, useTestClock } from './authHelpers';
import { newStaffMember, signInStaffAt, type ConsoleSession } from './consoleHelpers';
import { expectError } from './helpers';
import type { Shopper } from './orderHelpers';
import {
  attempts,
  db,
  detail,
  ids,
  logged,
  newOrder,
  notify,
  payInfo,
  realNow,
  setUpPayments,
  shopper,
} from './paymentHelpers';
import { operatorStaff } from '@/lib/server/staff/operatorStaff';

/**
 * PChomePay's merchant review (待審單): a paid order that meets the merchant's review rule is held
 * at PChomePay (W, WAC) until the shop passes or denies it. Against a fake PChomePay that speaks its
 * protocol: the held payment is shown to the shop with approve and reject, each sent to PChomePay
 * and settled by re-reading the order; the sweep leaves it alone; the shopper is told it is in review.
 */

const KEYS = { appId: 'APP0001', secret: 'pchomepay-secret' };
const pchome = fakePchomePayApi(KEYS);
const realFetch = global.fetch;
const MINUTE = 60_000;

beforeAll(async () => {
  process.env.STOREFRONT_DEMO_MODE = '1';
  await setUpPayments();
  const config = {
    gateway: 'pchomepay' as const,
    environment: 'test' as const,
    credentials: KEYS,
    enable: true,
  };
  await db
    .insert(paymentConfigs)
    .values({ shopId: Number(ids.s1), type: 'pchomepay', ...config })
    .onConflictDoUpdate({ target: [paymentConfigs.shopId, paymentConfigs.type], set: config });
  global.fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    if (new URL(url).host === FAKE_PCHOMEPAY_HOST) return pchome.fetch(url, init ?? {});
    return realFetch(input, init);
  }) as typeof fetch;
}, 60_000);

afterAll(async () => {
  global.fetch = realFetch;
  clock.now = realNow;
  delete process.env.STOREFRONT_DEMO_MODE;
  await closeDb();
});

const shop1 = () => ({ shopId: ids.s1 });
const staffMember = (role: 'owner' | 'staff', name?: string) =>
  newStaffMember(db, role, { host: 'localhost', shop: shop1(), name });
const read = (s: ConsoleSession, o: { id: number }) =>
  get<ConsoleOrder>(orderRoute, { ...shop1(), id: String(o.id) }, s.token);
const act = (s: ConsoleSession, o: { id: number }, body: unknown, shop = shop1()) =>
  post<ConsoleOrder>(actionRoute, { ...shop, id: String(o.id) }, body, bearer(s.token));
/** An action sent at the version the staff member's page reads now. */
const actOnFresh = async (s: ConsoleSession, o: { id: number }, action: string) =>
  act(s, o, { action, version: (await read(s, o)).body.version });

/** PChomePay's notice that an order entered review, as its WooCommerce module reads one. */
const auditNotice = (tradeNo: string) => ({
  notify_type: 'order_audit',
  notify_message: JSON.stringify({ order_id: tradeNo, status: 'W', status_code: 'WAC' }),
});

/** A PChomePay order the shopper paid and PChomePay holds for the shop's review, as its notice tells. */
async function heldForReview(): Promise<{ s: Shopper; o: Order; tradeNo: string }> {
  const s = await shopper();
  const o = await newOrder(s, 'pchomepay');
  expect((await payInfo(s, o)).status).toBe(200);
  const [attempt] = await attempts(o.id);
  pchome.holdForReview(attempt!.tradeNo);
  const answered = await notify(attempt!.tradeNo, auditNotice(attempt!.tradeNo));
  expect(answered).toMatchObject({ status: 200, text: 'success' });
  return { s, o, tradeNo: attempt!.tradeNo };
}

const attemptOf = async (tradeNo: string) =>
  (await db.select().from(paymentAttempts).where(eq(paymentAttempts.tradeNo, tradeNo)))[0]!;
const changesOf = (o: { id: number }) =>
  db
    .select()
    .from(staffChanges)
    .where(and(eq(staffChanges.objectType, 'order'), eq(staffChanges.objectId, o.id)))
    .orderBy(asc(staffChanges.id));
const auditsOf = (tradeNo: string) => pchome.audits.filter((a) => a.orderId === tradeNo).map((a) => a.status);

test('a held payment: the shopper is told it is in review and cannot pay again; the shop may decide', async () => {
  const { s, o, tradeNo } = await heldForReview();
  expect(await attemptOf(tradeNo)).toMatchObject({ status: 'review', message: 'W WAC' });
  expect(logged('held-for-review')).toEqual(expect.arrayContaining([expect.objectContaining({ tradeNo })]));

  const seen = await detail(s, o);
  expect(seen).toMatchObject({ status: 'unpaid', paymentInReview: true, payable: false });
  const again = await payInfo(s, o);
  expect(expectError(again, 409)).toBe(PAYMENT_MESSAGES.inReview);
  expect(await attempts(o.id)).toHaveLength(1);

  const owner = await staffMember('owner');
  const page = await read(owner, o);
  expect(page.body.actions).toEqual(['approve-payment', 'reject-payment', 'cancel', 'note']);
  expect(page.body.paymentReview).toEqual({ since: expect.any(String), approvedAt: null });
  expect(page.body.order.paymentInReview).toBe(true);

  // A repeated notice changes nothing.
  expect((await notify(tradeNo, auditNotice(tradeNo))).status).toBe(200);
  expect((await read(owner, o)).body.version).toBe(page.body.version);
}, 60_000);

test('approve: PASS sent, the order re-read and paid once; approving again is harmless', async () => {
  const { s, o, tradeNo } = await heldForReview();
  const clerk = await staffMember('staff', '審單員');
  const { version } = (await read(clerk, o)).body;

  const approved = await act(clerk, o, { action: 'approve-payment', version });
  expect(approved.status).toBe(200);
  expect(approved.body.order).toMatchObject({ status: 'processing', paymentInReview: false });
  expect(approved.body.order.paidAt).not.toBeNull();
  expect(approved.body.paymentReview).toBeNull();
  expect(auditsOf(tradeNo)).toEqual(['PASS']);
  expect(await attemptOf(tradeNo)).toMatchObject({ status: 'paid', message: 'S' });
  expect(approved.body.changes).toEqual([
    expect.objectContaining({
      actor: '審單員',
      action: 'approve-payment',
      before: { status: 'unpaid', paid: false, payment: 'review' },
      after: { status: 'processing', paid: true, payment: 'paid' },
    }),
  ]);

  // The same request again (its answer lost), and once more from the refreshed page.
  const retried = await act(clerk, o, { action: 'approve-payment', version });
  expect(retried.status).toBe(200);
  const fresh = await act(clerk, o, { action: 'approve-payment', version: retried.body.version });
  expect(fresh.status).toBe(200);
  expect(auditsOf(tradeNo)).toEqual(['PASS']);
  expect(await changesOf(o)).toHaveLength(1);
  const after = await detail(s, o);
  expect(after.statusHistory.filter((h) => h.status === 'processing')).toHaveLength(1);
  expect(after).toMatchObject({ status: 'processing', paymentInReview: false });
  // Rejecting what is paid is not offered.
  expectError(await act(clerk, o, { action: 'reject-payment', version: fresh.body.version }), 409);
}, 60_000);

test('an approval whose answer was lost is settled by the query all the same', async () => {
  const { o, tradeNo } = await heldForReview();
  const owner = await staffMember('owner');
  pchome.loseNextAnswer();
  const approved = await actOnFresh(owner, o, 'approve-payment');
  expect(approved.status).toBe(200);
  expect(approved.body.order.status).toBe('processing');
  expect(auditsOf(tradeNo)).toEqual(['PASS']);
  expect(logged('review-unanswered')).toEqual(expect.arrayContaining([expect.objectContaining({ tradeNo })]));
}, 60_000);

test('reject: DENY sent, the payment failed as a failed payment is; the order may be paid again', async () => {
  const { s, o, tradeNo } = await heldForReview();
  const owner = await staffMember('owner');
  const { version } = (await read(owner, o)).body;

  const rejected = await act(owner, o, { action: 'reject-payment', version });
  expect(rejected.status).toBe(200);
  expect(auditsOf(tradeNo)).toEqual(['DENY']);
  expect(await attemptOf(tradeNo)).toMatchObject({ status: 'failed', message: 'F FC' });
  expect(rejected.body.order).toMatchObject({ status: 'unpaid', paymentInReview: false, payable: true });
  expect(rejected.body.actions).toEqual(['cancel', 'note']);
  expect(rejected.body.changes).toEqual([
    expect.objectContaining({
      action: 'reject-payment',
      after: { status: 'unpaid', paid: false, payment: 'failed' },
    }),
  ]);

  // Sent again: nothing more is sent or recorded; approving it now is not offered.
  expect((await act(owner, o, { action: 'reject-payment', version })).status).toBe(200);
  expect(auditsOf(tradeNo)).toEqual(['DENY']);
  expectError(await act(owner, o, { action: 'approve-payment', version: rejected.body.version }), 409);
  expect(await changesOf(o)).toHaveLength(1);
  expect(await detail(s, o)).toMatchObject({ status: 'unpaid', payable: true, paymentInReview: false });
}, 60_000);

test('another shop’s staff, or another shop’s address, reach nothing of the order', async () => {
  const { o, tradeNo } = await heldForReview();
  const phone = newPhone();
  await operatorStaff(db, { host: 'shop2.localhost', action: 'add', phone, role: 'owner' });
  const other = await signInStaffAt({ shopId: ids.s2 }, phone);
  const shop2 = { shopId: ids.s2 };
  expectError(await act(other, o, { action: 'approve-payment', version: 0 }, shop2), 404);
  expectError(await act(other, o, { action: 'reject-payment', version: 0 }, shop1()), 404);
  const owner = await staffMember('owner');
  expectError(await act(owner, o, { action: 'approve-payment', version: 0 }, shop2), 404);
  expect(auditsOf(tradeNo)).toEqual([]);
  expect((await read(owner, o)).body.order.paymentInReview).toBe(true);
  expect(await changesOf(o)).toHaveLength(0);
}, 60_000);

test('the sweep leaves a held order alone past its due time; approved then, it is paid', async () => {
  useTestClock();
  const { s, o, tradeNo } = await heldForReview();
  const buyer = await shopper();
  const ordinary = await newOrder(buyer, 'pchomepay');
  advance(Date.parse(o.paymentDueAt!) - clock.now().getTime() + (SWEEP_GRACE_MINUTES + 1) * MINUTE);
  advance(7 * 24 * 60 * MINUTE);
  await sweepOverdueOrders(db, clock.now());
  expect(await detail(s, o)).toMatchObject({ status: 'unpaid', paymentInReview: true });
  expect((await detail(buyer, ordinary)).status).toBe('cancelled');

  const owner = await staffMember('owner');
  const approved = await actOnFresh(owner, o, 'approve-payment');
  expect(approved.status).toBe(200);
  expect(approved.body.order.status).toBe('processing');
  expect(auditsOf(tradeNo)).toEqual(['PASS']);
}, 60_000);
