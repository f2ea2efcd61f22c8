import { and, eq, inArray, ne } from 'drizzle-orm';
import { clock } from '../auth/clock';
import type { Db, DbOrTx } from '../db/client';
import { orders, paymentAttempts } from '../db/schema';
import { DomainError, notFound } from '@/lib/server/kernel/errors';
import { paidOnline } from '../orders/lifecycle';
import { moveOrder } from '../orders/move';
import { markPaymentReview, recordAccount, recordStoreCode } from '../orders/paymentRecords';
import { findOrderRow, scoped } from '../orders/view';
import { loopbackOrigin } from '../kernel/origin';
import { paymentConfigOf } from './configs';
import {
  GatewayRefusal,
  type Fetch,
  type Incoming,
  type IssuedAccount,
  type IssuedStoreCode,
  type Verdict,
} from './gateway';
import { paymentLog } from './log';
import { enqueueRefund, refundableTrade } from './refunds';
import { gatewayFor } from './registry';
import { SANDBOX_PAID_NOTE } from './sandbox/gateway';
import { issuedStoreCodeInfo } from './storeCode';
import { issuedAtmInfo } from './virtualAccount';

export type AttemptRow = typeof paymentAttempts.$inferSelect;

export const SETTLE_MESSAGES = {
  refused: '付款通知驗證失敗',
  amountMismatch: '付款金額與訂單不符',
} as const;

/**
 * A notification or a return from the gateway of one attempt: verified by the attempt's own
 * gateway, checked against the attempt (its trade number and amount), then applied. Applying is
 * idempotent: the attempt moves to paid by a conditional update, so a repeated or replayed
 * notification, or the browser's return after the server's notification, changes nothing.
 */
export async function receivePayment(
  db: Db,
  shopId: number,
  tradeNo: string,
  incoming: Incoming,
  origin: string,
): Promise<{ attempt: AttemptRow; verdict: Verdict | null; acknowledgement: string }> {
  const attempt = await findAttempt(db, shopId, tradeNo);
  if (!attempt) {
    paymentLog('refused', { shopId, tradeNo, reason: 'unknown trade number' });
    throw notFound('付款紀錄');
  }
  const order = await findOrderRow(db, { shopId }, attempt.orderId);
  const config = order && (await paymentConfigOf(db, shopId, order.paymentType));
  if (!order || !config || config.gateway !== attempt.provider) {
    paymentLog('refused', { shopId, tradeNo, reason: 'the payment type no longer uses this gateway' });
    throw new DomainError('invalid', SETTLE_MESSAGES.refused);
  }
  const gateway = gatewayFor(config, origin);
  // Settled for good: a repeat is acknowledged without asking the provider again.
  if (attempt.status === 'paid') return { attempt, verdict: null, acknowledgement: gateway.acknowledgement };

  let verdict: Verdict;
  try {
    verdict = await gateway.verify(incoming, async (no) =>
      no === attempt.tradeNo ? { amount: attempt.amount, providerTradeNo: attempt.providerTradeNo } : null,
    );
  } catch (error) {
    if (!(error instanceof GatewayRefusal)) throw error;
    paymentLog('refused', { shopId, tradeNo, provider: attempt.provider, reason: error.message });
    throw new DomainError('invalid', SETTLE_MESSAGES.refused);
  }
  if (verdict.tradeNo !== attempt.tradeNo) {
    paymentLog('refused', { shopId, tradeNo, reason: `names trade ${verdict.tradeNo}` });
    throw new DomainError('invalid', SETTLE_MESSAGES.refused);
  }
  // A payment, one held for the shop's review, and an account or a store code issued to take one,
  // must be for the attempt's amount: one for another sum would have the shopper pay what the order
  // does not cost.
  const issuesSomething = verdict.issuedAccount || verdict.issuedStoreCode;
  const takesMoney = verdict.outcome === 'paid' || verdict.outcome === 'review';
  if ((takesMoney || issuesSomething) && verdict.amount !== attempt.amount) {
    paymentLog('amount-mismatch', { shopId, tradeNo, expected: attempt.amount, received: verdict.amount });
    throw new DomainError('invalid', SETTLE_MESSAGES.amountMismatch);
  }
  await applyVerdict(db, attempt, verdict);
  return { attempt, verdict, acknowledgement: gateway.acknowledgement };
}

/**
 * The virtual account goes on the order, for the shopper to transfer to, while the order still waits
 * for it. A repeated 取號 notice (ECPay posts to the server and sends the browser both) writes the
 * same account again. The order's due time becomes the account's expiry when that is earlier, so the
 * order is released once nothing can pay it.
 */
async function recordIssuedAccount(tx: DbOrTx, attempt: AttemptRow, issued: IssuedAccount): Promise<void> {
  const scope = { shopId: attempt.shopId };
  const [order] = await tx
    .select()
    .from(orders)
    .where(scoped(scope, eq(orders.id, attempt.orderId)))
    .for('update');
  if (!order || order.status !== 'unpaid' || !order.virtualAccount) {
    paymentLog('account-not-recorded', {
      shopId: attempt.shopId,
      tradeNo: attempt.tradeNo,
      reason: !order
        ? 'no order'
        : order.virtualAccount
          ? `order is ${order.status}`
          : 'not a virtual-account order',
    });
    return;
  }
  await recordAccount(tx, order.id, issuedAtmInfo(issued, order.paymentDueAt));
}

/**
 * The store code goes on an Ibon order, for the shopper to pay at a store, while the order still
 * waits for it; a repeated 取號 (server notice, then the browser) writes the same code again. As with
 * an account, the order's due time becomes the code's expiry when that is earlier.
 */
async function recordIssuedStoreCode(
  tx: DbOrTx,
  attempt: AttemptRow,
  issued: IssuedStoreCode,
): Promise<void> {
  const [order] = await tx
    .select()
    .from(orders)
    .where(scoped({ shopId: attempt.shopId }, eq(orders.id, attempt.orderId)))
    .for('update');
  if (!order || order.status !== 'unpaid' || order.paymentType !== 'Ibon') {
    paymentLog('code-not-recorded', {
      shopId: attempt.shopId,
      tradeNo: attempt.tradeNo,
      reason: !order
        ? 'no order'
        : order.status !== 'unpaid'
          ? `order is ${order.status}`
          : 'not an Ibon order',
    });
    return;
  }
  await recordStoreCode(tx, order.id, issuedStoreCodeInfo(issued, order.paymentDueAt));
}

export async function findAttempt(db: Db, shopId: number, tradeNo: string): Promise<AttemptRow | null> {
  const [row] = await db
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.shopId, shopId), eq(paymentAttempts.tradeNo, tradeNo)));
  return row ?? null;
}

/**
 * Past this after its payment deadline an order is cancelled even with a trade its gateway still
 * cannot decide (LINE Pay's own authorisation lasts 20 minutes): the gateway is then unreachable or
 * its keys changed, and the stock cannot stay held for good. It is logged for the shop to check.
 */
export const RECONCILE_HOLD_MS = 24 * 3600_000;

/**
 * Gateway calls one sweep makes at most to reconcile trades (each may wait up to its read timeout,
 * 20 s for LINE Pay): while a gateway is down, a sweep still ends in minutes and the orders of every
 * other shop are still released. Trades past the budget wait for the next sweep, undecided.
 */
export const RECONCILE_ASKS_PER_SWEEP = 10;

/**
 * Before the sweep cancels an unpaid order: each of its trades still open (started or pending) whose
 * gateway can be asked (Gateway.reconcile; LINE Pay, which sends no notification) is asked, and its
 * verdict applied as a notification's would be. Answers whether the order must stay: a trade was
 * paid (the order moved on) or is still undecided (asking failed, or the gateway cannot say yet).
 */
export async function reconcileOpenTrades(
  db: Db,
  order: { id: number; shopId: number; paymentType: string },
  calls: { origin?: string; fetch?: Fetch; asks?: { left: number } } = {},
): Promise<boolean> {
  const open = await db
    .select()
    .from(paymentAttempts)
    .where(
      and(
        eq(paymentAttempts.shopId, order.shopId),
        eq(paymentAttempts.orderId, order.id),
        inArray(paymentAttempts.status, ['started', 'pending']),
      ),
    );
  if (!open.length) return false;
  const config = await paymentConfigOf(db, order.shopId, order.paymentType);
  let keep = false;
  for (const attempt of open) {
    if (!config || config.gateway !== attempt.provider || attempt.providerTradeNo === null) continue;
    const gateway = gatewayFor(config, calls.origin ?? loopbackOrigin(), calls.fetch);
    if (!gateway.reconcile) continue;
    if (calls.asks) {
      if (calls.asks.left <= 0) {
        keep = true;
        continue;
      }
      calls.asks.left -= 1;
    }
    try {
      const verdict = await gateway.reconcile({
        tradeNo: attempt.tradeNo,
        amount: attempt.amount,
        providerTradeNo: attempt.providerTradeNo,
      });
      if (!verdict || verdict.outcome === 'pending') {
        keep = true;
        continue;
      }
      if (verdict.outcome === 'paid' && verdict.amount !== attempt.amount) {
        paymentLog('amount-mismatch', {
          shopId: order.shopId,
          tradeNo: attempt.tradeNo,
          expected: attempt.amount,
          received: verdict.amount,
        });
        keep = true;
        continue;
      }
      await applyVerdict(db, attempt, verdict);
      paymentLog('reconciled', { shopId: order.shopId, tradeNo: attempt.tradeNo, outcome: verdict.outcome });
      if (verdict.outcome === 'paid') keep = true;
    } catch (error) {
      paymentLog('reconcile-failed', {
        shopId: order.shopId,
        tradeNo: attempt.tradeNo,
        error: String(error),
      });
      keep = true;
    }
  }
  return keep;
}

/**
 * The order's review mark follows its attempts: set while one of them is held for the shop's review,
 * cleared once none is.
 */
async function followReview(tx: DbOrTx, attempt: AttemptRow, now: Date): Promise<void> {
  const [held] = await tx
    .select({ id: paymentAttempts.id })
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.orderId, attempt.orderId), eq(paymentAttempts.status, 'review')))
    .limit(1);
  await markPaymentReview(tx, { shopId: attempt.shopId, orderId: attempt.orderId }, held !== undefined, now);
}

/**
 * Paid moves the order once; failed and pending only mark the attempt, so the order can be paid
 * again. One held for the shop's review stays so until the gateway says paid or failed: a pending
 * answer meanwhile leaves it held, as the money may still come.
 */
export async function applyVerdict(db: Db, attempt: AttemptRow, verdict: Verdict): Promise<void> {
  const now = clock.now();
  const byId = eq(paymentAttempts.id, attempt.id);
  const record = { providerTradeNo: verdict.providerTradeNo, message: verdict.message.slice(0, 500) };
  if (verdict.outcome === 'failed') {
    await db.transaction(async (tx) => {
      await tx
        .update(paymentAttempts)
        .set({ ...record, status: 'failed', settledAt: now })
        .where(and(byId, inArray(paymentAttempts.status, ['started', 'pending', 'review'])));
      await followReview(tx, attempt, now);
    });
    return;
  }
  if (verdict.outcome === 'review') {
    await db.transaction(async (tx) => {
      const [held] = await tx
        .update(paymentAttempts)
        .set({ ...record, status: 'review' })
        .where(and(byId, inArray(paymentAttempts.status, ['started', 'pending'])))
        .returning({ id: paymentAttempts.id });
      if (!held) return;
      await followReview(tx, attempt, now);
      paymentLog('held-for-review', { shopId: attempt.shopId, tradeNo: attempt.tradeNo });
    });
    return;
  }
  if (verdict.outcome === 'pending') {
    const { issuedAccount, issuedStoreCode } = verdict;
    await db.transaction(async (tx) => {
      await tx
        .update(paymentAttempts)
        .set({ ...record, status: 'pending' })
        .where(and(byId, eq(paymentAttempts.status, 'started')));
      if (issuedAccount) await recordIssuedAccount(tx, attempt, issuedAccount);
      if (issuedStoreCode) await recordIssuedStoreCode(tx, attempt, issuedStoreCode);
    });
    return;
  }
  await db.transaction(async (tx) => {
    const [changed] = await tx
      .update(paymentAttempts)
      .set({ ...record, status: 'paid', settledAt: now })
      .where(and(byId, ne(paymentAttempts.status, 'paid')))
      .returning({ id: paymentAttempts.id });
    if (!changed) return; // already applied: a repeat of the same notification
    const scope = { shopId: attempt.shopId };
    const order = (await findOrderRow(tx, scope, attempt.orderId))!;
    if (order.status === 'unpaid' && order.paidAt === null) {
      // The sandbox moves no money: the order's history says so, for the shop not to ship on it.
      const note = attempt.provider === 'sandbox' ? SANDBOX_PAID_NOTE : undefined;
      // The move takes the member's row before the order's, as every change of an order does; the
      // review mark follows it.
      await moveOrder(tx, scope, order.id, (state) => paidOnline(state, note));
      await followReview(tx, attempt, now);
      return;
    }
    await followReview(tx, attempt, now);
    // The money is in, but the order was cancelled meanwhile (by the shopper, or by the sweep past
    // its deadline): it goes back through the gateway where it can, like a paid order the shop
    // cancels. Paid twice by two attempts, which one to keep is the shop's to decide.
    const cancelled = order.status === 'cancelled';
    const trade = cancelled ? await refundableTrade(tx, attempt.shopId, order.id, attempt.id) : null;
    if (trade)
      await enqueueRefund(tx, order, trade, {
        key: `${trade.tradeNo}C`,
        amount: trade.amount,
        returnId: null,
      });
    paymentLog(cancelled ? 'paid-after-cancel' : 'paid-twice', {
      shopId: attempt.shopId,
      orderNo: order.orderNo,
      tradeNo: attempt.tradeNo,
      amount: attempt.amount,
      refund: trade ? 'gateway' : 'manual',
    });
  });
}
