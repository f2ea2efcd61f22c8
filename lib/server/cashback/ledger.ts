import { and, eq, gt, isNull, or, sql, sum } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { cashbackWalletEntries as entries } from '../db/schema';
import { owedBack, owedBackBy, upToLeft } from '../orders/leftToGive';
import { allocateSpend, type CashbackBucket } from './allocate';

/**
 * Movements of a member's cashback tied to orders. Each runs inside the caller's transaction, which
 * also holds the member's row lock (see orders/create.ts), so a balance read here stays true until
 * the transaction commits.
 */

/** Cashback earned by an order is good for a year from the day it was earned. */
export const CASHBACK_LIFETIME_MS = 365 * 24 * 3600_000;

const live = (now: Date) => or(isNull(entries.expireAt), gt(entries.expireAt, now));
const ofMember = (shopId: number, memberId: number) =>
  and(eq(entries.shopId, shopId), eq(entries.memberId, memberId));

/** What the member holds now, per expiry. */
function liveBuckets(tx: DbOrTx, shopId: number, memberId: number, now: Date) {
  return tx
    .select({ expireAt: entries.expireAt, remaining: sum(entries.amount).mapWith(Number) })
    .from(entries)
    .where(and(ofMember(shopId, memberId), live(now)))
    .groupBy(entries.expireAt)
    .having(gt(sum(entries.amount), sql`0`));
}

export async function spendCashback(
  tx: DbOrTx,
  m: { shopId: number; memberId: number; orderId: number; amount: number; now: Date },
): Promise<void> {
  if (m.amount <= 0) return;
  const parts = allocateSpend(await liveBuckets(tx, m.shopId, m.memberId, m.now), m.amount);
  await tx.insert(entries).values(
    parts.map((p) => ({
      shopId: m.shopId,
      memberId: m.memberId,
      amount: -p.remaining,
      expireAt: p.expireAt,
      kind: 'spend' as const,
      orderId: m.orderId,
    })),
  );
}

/**
 * Gives back what the order spent and was not given back yet (a cancel, a parcel that came back),
 * each part with the expiry it had.
 */
export async function refundCashback(
  tx: DbOrTx,
  m: { shopId: number; memberId: number; orderId: number },
): Promise<void> {
  await refundCashbackPart(tx, { ...m, amount: Number.MAX_SAFE_INTEGER });
}

export async function earnCashback(
  tx: DbOrTx,
  m: { shopId: number; memberId: number; orderId: number; amount: number; at: Date },
): Promise<void> {
  if (m.amount <= 0) return;
  await tx.insert(entries).values({
    shopId: m.shopId,
    memberId: m.memberId,
    amount: m.amount,
    expireAt: new Date(m.at.getTime() + CASHBACK_LIFETIME_MS),
    kind: 'earn',
    orderId: m.orderId,
  });
}

/**
 * Takes back what a cancelled or returned order had earned: `amount` (a return's share) or, when not
 * given, all of it, never more than the order earned and was not taken back yet. The points come
 * out of what the member holds now, soonest-expiring first like a spend, so a revoked earning that
 * was already spent cannot reappear when its bucket expires; what the member no longer holds is
 * owed, as a debt that never expires.
 */
export async function revokeCashback(
  tx: DbOrTx,
  m: { shopId: number; memberId: number; orderId: number; now: Date; amount?: number },
): Promise<number> {
  const moves = await tx
    .select({ amount: entries.amount })
    .from(entries)
    .where(
      and(
        eq(entries.shopId, m.shopId),
        eq(entries.orderId, m.orderId),
        or(eq(entries.kind, 'earn'), eq(entries.kind, 'revoke')),
      ),
    );
  // Earned is positive and revoked negative: what is left to take back is their sum.
  const left = owedBack(moves.map((e) => ({ amount: -e.amount })));
  const amount = upToLeft(m.amount ?? left, left);
  if (amount <= 0) return 0;
  const buckets = await liveBuckets(tx, m.shopId, m.memberId, m.now);
  const held = buckets.reduce((total, b) => total + b.remaining, 0);
  const parts = allocateSpend(buckets, Math.min(amount, held));
  if (amount > held) parts.push({ expireAt: null, remaining: amount - held });
  await tx.insert(entries).values(
    parts.map((p) => ({
      shopId: m.shopId,
      memberId: m.memberId,
      amount: -p.remaining,
      expireAt: p.expireAt,
      kind: 'revoke' as const,
      orderId: m.orderId,
    })),
  );
  return amount;
}

/** What the order earned (a return takes back its share of it). */
export async function earnedBy(tx: DbOrTx, shopId: number, orderId: number): Promise<number> {
  const earned = await tx
    .select({ amount: entries.amount })
    .from(entries)
    .where(and(eq(entries.shopId, shopId), eq(entries.orderId, orderId), eq(entries.kind, 'earn')));
  return earned.reduce((total, e) => total + e.amount, 0);
}

/**
 * Gives back part of what the order spent (a partial return), each part with the expiry it had,
 * soonest-expiring first, never more than the order spent and was not given back yet.
 */
export async function refundCashbackPart(
  tx: DbOrTx,
  m: { shopId: number; memberId: number; orderId: number; amount: number },
): Promise<void> {
  if (m.amount <= 0) return;
  const rows = await tx
    .select({ expireAt: entries.expireAt, amount: entries.amount })
    .from(entries)
    .where(
      and(
        eq(entries.shopId, m.shopId),
        eq(entries.orderId, m.orderId),
        or(eq(entries.kind, 'spend'), eq(entries.kind, 'refund')),
      ),
    );
  const owed = owedBackBy(rows.map((r) => ({ key: r.expireAt?.getTime() ?? null, amount: r.amount })));
  const open: CashbackBucket[] = [...owed].map(([at, remaining]) => ({
    expireAt: at === null ? null : new Date(at),
    remaining,
  }));
  const held = open.reduce((total, b) => total + b.remaining, 0);
  const parts = allocateSpend(open, Math.min(m.amount, held));
  if (!parts.length) return;
  await tx.insert(entries).values(
    parts.map((p) => ({
      shopId: m.shopId,
      memberId: m.memberId,
      amount: p.remaining,
      expireAt: p.expireAt,
      kind: 'refund' as const,
      orderId: m.orderId,
    })),
  );
}

/** Points a merchant gives a member by hand (support, demo). */
export async function grantCashback(
  tx: DbOrTx,
  m: { shopId: number; memberId: number; amount: number; expireAt: Date | null },
): Promise<void> {
  await tx.insert(entries).values({ ...m, kind: 'grant' });
}
