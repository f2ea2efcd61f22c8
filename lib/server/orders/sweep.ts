import { and, asc, eq, exists, gt, isNotNull, isNull, lt, not, or, type SQL } from 'drizzle-orm';
import { clock } from '../auth/clock';
import type { Db } from '../db/client';
import { orders, paymentAttempts } from '../db/schema';
import { DomainError } from '@/lib/server/kernel/errors';
import { mergeFlips, NO_FLIPS, type StockFlips } from '@/lib/revalidate/change';
import { announceStockFlips, stockGivenBack } from '../revalidate/stock';
import type { Fetch } from '../payments/gateway';
import { paymentLog } from '../payments/log';
import { RECONCILE_ASKS_PER_SWEEP, RECONCILE_HOLD_MS, reconcileOpenTrades } from '../payments/settle';
import { expireUnpaid } from './lifecycle';
import { moveOrder } from './move';
import { expireReported, reportedDueBefore } from './transferReport';

/**
 * A payment started this recently may still be on the gateway's page, and a code issued for the
 * order (ATM or Ibon through a gateway) may be paid up to its expiry: such orders wait this long past
 * their deadline for the money to be notified.
 */
export const SWEEP_GRACE_MINUTES = 30;
const BATCH = 100;
/**
 * Overdue orders one run reads at most, a batch at a time. Orders held for their gateway's answer
 * (reconcileOpenTrades) stay overdue for up to a day; read past rather than re-read, they cannot keep
 * the orders due after them from being cancelled while fewer than this many are held.
 */
const SCAN = 1_000;

/**
 * Cancels unpaid orders past their payment deadline and gives back their stock, wallets, cashback
 * and promo code use. Safe to run from every server process at once: each order moves by
 * `moveOrder`'s conditional update, so of two sweeps (or a sweep and a late payment) exactly one
 * wins and the other skips it. Orders whose shopper reported a transfer wait for the shop instead,
 * until REPORTED_TRANSFER_WAIT_DAYS past their deadline; unconfirmed by then, they are cancelled too.
 * Orders whose payment the gateway holds for the shop's review (PChomePay's 待審單) are never swept.
 * Returns how many orders this run cancelled. `limits` are the batch and scan sizes (smaller in tests).
 */
export async function sweepOverdueOrders(
  db: Db,
  now: Date = clock.now(),
  calls: { fetch?: Fetch } = {},
  limits: { batch: number; scan: number } = { batch: BATCH, scan: SCAN },
): Promise<number> {
  const graceStart = new Date(now.getTime() - SWEEP_GRACE_MINUTES * 60_000);
  const paymentUnderWay = exists(
    db
      .select({ id: paymentAttempts.id })
      .from(paymentAttempts)
      .where(
        and(
          eq(paymentAttempts.orderId, orders.id),
          or(
            eq(paymentAttempts.status, 'pending'),
            and(eq(paymentAttempts.status, 'started'), gt(paymentAttempts.createdAt, graceStart)),
          ),
        ),
      ),
  );
  const overdue = and(
    eq(orders.status, 'unpaid'),
    isNull(orders.paymentUserResponse),
    // A payment the gateway holds for the shop's review is the shop's to approve or reject: the
    // order waits for that (or for the gateway's own end of it), however long past its deadline.
    isNull(orders.paymentReviewAt),
    or(lt(orders.paymentDueAt, graceStart), and(lt(orders.paymentDueAt, now), not(paymentUnderWay))),
  );
  /** The next batch of overdue orders, by due time, after the last one read. */
  const dueAfter = (last: { id: number; paymentDueAt: Date | null } | undefined) => {
    let after: SQL | undefined;
    if (last?.paymentDueAt) {
      after = or(
        gt(orders.paymentDueAt, last.paymentDueAt),
        and(eq(orders.paymentDueAt, last.paymentDueAt), gt(orders.id, last.id)),
      );
    }
    return db
      .select({
        id: orders.id,
        shopId: orders.shopId,
        paymentType: orders.paymentType,
        paymentDueAt: orders.paymentDueAt,
      })
      .from(orders)
      .where(and(overdue, after))
      .orderBy(asc(orders.paymentDueAt), asc(orders.id))
      .limit(limits.batch);
  };
  // A reported transfer the shop has not confirmed this long after the deadline is taken as never made.
  const reportedBefore = reportedDueBefore(now);
  const reported = await db
    .select({ id: orders.id, shopId: orders.shopId })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'unpaid'),
        isNotNull(orders.paymentUserResponse),
        lt(orders.paymentDueAt, reportedBefore),
      ),
    )
    .orderBy(asc(orders.paymentDueAt))
    .limit(limits.batch);

  let cancelled = 0;
  // Per shop, the products the cancelled orders brought back on sale.
  const restocked = new Map<number, StockFlips>();
  const expire = async (order: { id: number; shopId: number }, decide: typeof expireUnpaid) => {
    try {
      const flips = await db.transaction(async (tx) => {
        await moveOrder(tx, { shopId: order.shopId }, order.id, decide);
        return stockGivenBack(tx, order.shopId, [order.id]);
      });
      cancelled += 1;
      restocked.set(order.shopId, mergeFlips(restocked.get(order.shopId) ?? NO_FLIPS, flips));
    } catch (error) {
      // Another process (or a payment, or the shop's confirmation) moved it first.
      if (error instanceof DomainError && error.kind === 'conflict') return;
      // One order that cannot be moved must not stop the others (it would head every batch).
      console.error(
        JSON.stringify({
          scope: 'orders',
          event: 'sweep-order-failed',
          orderId: order.id,
          error: String(error),
        }),
      );
    }
  };
  const asks = { left: RECONCILE_ASKS_PER_SWEEP };
  let last: Awaited<ReturnType<typeof dueAfter>>[number] | undefined;
  for (let read = 0; read < limits.scan; read += limits.batch) {
    const due = await dueAfter(last);
    for (const order of due) {
      // A trade its gateway never told us the end of (LINE Pay sends no notification) is asked about
      // first: paid, the order moves on; undecided, it waits, at most RECONCILE_HOLD_MS past its due
      // time.
      if (await reconcileOpenTrades(db, order, { ...calls, asks })) {
        const dueFor = now.getTime() - (order.paymentDueAt?.getTime() ?? 0);
        if (dueFor < RECONCILE_HOLD_MS) continue;
        paymentLog('reconcile-gave-up', { shopId: order.shopId, orderId: order.id });
      }
      await expire(order, expireUnpaid);
    }
    if (due.length < limits.batch) break;
    last = due.at(-1);
  }
  for (const order of reported) await expire(order, expireReported);
  // What came back on sale can be bought at once; caches not told catch up by their timers.
  for (const [shopId, flips] of restocked) await announceStockFlips(db, shopId, flips);
  return cancelled;
}
