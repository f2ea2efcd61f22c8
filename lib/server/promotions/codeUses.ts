import { and, eq, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { readPart, value, type Arg, type Part } from '../db/oneStatement';
import { promoCodes, promoCodeUses } from '../db/schema';
import { DomainError } from '@/lib/server/kernel/errors';
import { PROMO_CODE_MESSAGES } from './codeRules';

/**
 * How often the member has used the code (its id, or a subquery giving it) on orders that were not
 * cancelled, as a part of a combined read.
 */
export function memberUsesPart(promoCodeId: number | SQL, memberId: Arg<number>): Part<number> {
  return value(
    sql`(select count(*) from ${promoCodeUses} where ${and(
      eq(promoCodeUses.promoCodeId, promoCodeId),
      eq(promoCodeUses.memberId, memberId),
    )})`.mapWith(Number),
  );
}

function memberUses(db: DbOrTx, promoCodeId: number, memberId: number): Promise<number> {
  return readPart(db, memberUsesPart(promoCodeId, memberId));
}

/**
 * Records a use inside the order's transaction. The code's counter moves only while it is under its
 * limit (one conditional update, safe with concurrent orders); the per-member count is read under the
 * member's row lock that the order holds.
 */
export async function recordUse(
  tx: DbOrTx,
  u: {
    shopId: number;
    promoCodeId: number;
    memberId: number;
    orderId: number;
    perMemberLimit: number | null;
  },
): Promise<void> {
  if (u.perMemberLimit !== null && (await memberUses(tx, u.promoCodeId, u.memberId)) >= u.perMemberLimit)
    throw new DomainError('invalid', PROMO_CODE_MESSAGES.memberLimit);
  const counted = await tx
    .update(promoCodes)
    .set({ usedCount: sql`${promoCodes.usedCount} + 1` })
    .where(
      and(
        eq(promoCodes.id, u.promoCodeId),
        or(isNull(promoCodes.usageLimit), lt(promoCodes.usedCount, promoCodes.usageLimit)),
      ),
    )
    .returning({ id: promoCodes.id });
  if (!counted.length) throw new DomainError('invalid', PROMO_CODE_MESSAGES.usedUp);
  await tx.insert(promoCodeUses).values({
    shopId: u.shopId,
    promoCodeId: u.promoCodeId,
    memberId: u.memberId,
    orderId: u.orderId,
  });
}

/** A cancelled order gives its use of the code back. */
export async function releaseUse(tx: DbOrTx, shopId: number, orderId: number): Promise<void> {
  const released = await tx
    .delete(promoCodeUses)
    .where(and(eq(promoCodeUses.shopId, shopId), eq(promoCodeUses.orderId, orderId)))
    .returning({ promoCodeId: promoCodeUses.promoCodeId });
  for (const r of released) {
    await tx
      .update(promoCodes)
      .set({ usedCount: sql`greatest(${promoCodes.usedCount} - 1, 0)` })
      .where(eq(promoCodes.id, r.promoCodeId));
  }
}
