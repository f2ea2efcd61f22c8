import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { otpCodes, shops } from '../db/schema';
import { notFound } from '@/lib/server/kernel/errors';

/**
 * Makes a phone's codes in the shop's organisation `seconds` older, as if that long had passed: a
 * journey past the resend delay (60 s) goes on at once instead of sitting out the minute.
 */
export async function ageOtpCodes(db: Db, shopId: number, phone: string, seconds: number) {
  const [shop] = await db.select({ orgId: shops.orgId }).from(shops).where(eq(shops.id, shopId));
  if (!shop) throw notFound('商店');
  const aged = await db
    .update(otpCodes)
    .set({ createdAt: sql`${otpCodes.createdAt} - make_interval(secs => ${seconds})` })
    .where(and(eq(otpCodes.orgId, shop.orgId), eq(otpCodes.phone, phone)))
    .returning({ id: otpCodes.id });
  return { aged: aged.length };
}
