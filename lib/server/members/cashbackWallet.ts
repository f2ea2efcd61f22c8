import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { CashbackExpirationsSchema, CashbackWalletSchema } from '@/lib/api/contract';
import type { Db, DbOrTx } from '../db/client';
import { mapPart, readPart, row, type Arg, type Part } from '../db/oneStatement';
import { cashbackWalletEntries } from '../db/schema';
import { clock } from '../auth/clock';
import { TAIPEI_OFFSET_MS } from '@/lib/time/taipei';

type Expirations = z.infer<typeof CashbackExpirationsSchema>;

/** The shop's calendar day (Taiwan has no daylight saving), written YYYY/MM/DD. */
export function taipeiDay(at: Date): string {
  return new Date(at.getTime() + TAIPEI_OFFSET_MS).toISOString().slice(0, 10).replaceAll('-', '/');
}

/** Amounts still to expire, summed per day, soonest first; days whose movements cancel out are left out. */
export function expirationsByDay(rows: { amount: number; expireAt: Date }[], now: Date): Expirations {
  const byDay = new Map<string, number>();
  for (const row of [...rows].sort((a, b) => a.expireAt.getTime() - b.expireAt.getTime())) {
    if (row.expireAt.getTime() <= now.getTime()) continue;
    const day = taipeiDay(row.expireAt);
    byDay.set(day, (byDay.get(day) ?? 0) + row.amount);
  }
  return [...byDay].filter(([, amount]) => amount > 0).map(([expireAt, amount]) => ({ amount, expireAt }));
}

const ofMember = (shopId: Arg<number>, memberId: Arg<number>) =>
  and(eq(cashbackWalletEntries.shopId, shopId), eq(cashbackWalletEntries.memberId, memberId));

type CashbackWallet = z.infer<typeof CashbackWalletSchema>;

/** What the member holds now (expired points left out), as a part of a combined read. */
/** `now` decides which points have expired. */
export function cashbackBalancePart(
  shopId: Arg<number>,
  memberId: Arg<number>,
  now: Arg<Date> = clock.now(),
): Part<CashbackWallet> {
  return mapPart(
    row(
      { total: sql`coalesce(sum(${cashbackWalletEntries.amount}), 0)`.mapWith(Number) },
      sql`from ${cashbackWalletEntries} where ${and(
        ofMember(shopId, memberId),
        or(isNull(cashbackWalletEntries.expireAt), gt(cashbackWalletEntries.expireAt, now)),
      )}`,
    ),
    (r) => ({ balance: r?.total ?? 0 }),
  );
}

export function cashbackBalance(db: DbOrTx, shopId: number, memberId: number): Promise<CashbackWallet> {
  return readPart(db, cashbackBalancePart(shopId, memberId));
}

export async function cashbackExpirations(db: Db, shopId: number, memberId: number): Promise<Expirations> {
  const now = clock.now();
  const rows = await db
    .select({ amount: cashbackWalletEntries.amount, expireAt: cashbackWalletEntries.expireAt })
    .from(cashbackWalletEntries)
    .where(and(ofMember(shopId, memberId), gt(cashbackWalletEntries.expireAt, now)));
  return expirationsByDay(
    rows.flatMap((r) => (r.expireAt ? [{ amount: r.amount, expireAt: r.expireAt }] : [])),
    now,
  );
}
