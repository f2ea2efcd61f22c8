import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { MemberStorageSchema, type MemberStorage, type MemberStorageBodySchema } from '@/lib/api/contract';
import { clock } from '../auth/clock';
import type { Db } from '../db/client';
import { memberStorage } from '../db/schema';

/**
 * GET, PUT …/ecommerceMemberStorage: what the member filled in at checkout, to prefill the next one.
 * One row per member; a PUT replaces the whole list.
 *
 * deliveryCVS is always null: the store a map token stands for is looked up through the convenience-
 * store map service, which does not exist yet; it arrives with the store-map issue.
 */
export async function readCheckoutStorage(db: Db, shopId: number, memberId: number): Promise<MemberStorage> {
  const [row] = await db
    .select({ checkoutInfos: memberStorage.checkoutInfos })
    .from(memberStorage)
    .where(and(eq(memberStorage.memberId, memberId), eq(memberStorage.shopId, shopId)));
  return withStores(row?.checkoutInfos ?? []);
}

export async function saveCheckoutStorage(
  db: Db,
  shopId: number,
  memberId: number,
  body: z.output<typeof MemberStorageBodySchema>,
): Promise<MemberStorage> {
  const values = { checkoutInfos: body.checkoutInfos, updatedAt: clock.now() };
  await db
    .insert(memberStorage)
    .values({ memberId, shopId, ...values })
    .onConflictDoUpdate({ target: memberStorage.memberId, set: values });
  return withStores(body.checkoutInfos);
}

function withStores(infos: unknown[]): MemberStorage {
  return MemberStorageSchema.parse({
    checkoutInfos: infos.map((info) => ({ ...(info as object), deliveryCVS: null })),
  });
}
