import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { MemberStorageSchema, type MemberStorage, type MemberStorageBodySchema } from '@/lib/api/contract';
import { clock } from '../auth/clock';
import type { Db } from '../db/client';
import { memberStorage } from '../db/schema';
import { pickedStore } from '../logistics/cvsMap';

/**
 * GET, PUT …/ecommerceMemberStorage: what the member filled in at checkout, to prefill the next one.
 * One row per member; a PUT replaces the whole list.
 *
 * Each saved checkout comes back with deliveryCVS: the store its map token stands for, or null when
 * the token no longer names a store this member picked (spec §4: such history is not used).
 */
export async function readCheckoutStorage(db: Db, shopId: number, memberId: number): Promise<MemberStorage> {
  const [row] = await db
    .select({ checkoutInfos: memberStorage.checkoutInfos })
    .from(memberStorage)
    .where(and(eq(memberStorage.memberId, memberId), eq(memberStorage.shopId, shopId)));
  return withStores(db, shopId, memberId, row?.checkoutInfos ?? []);
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
  return withStores(db, shopId, memberId, body.checkoutInfos);
}

async function withStores(
  db: Db,
  shopId: number,
  memberId: number,
  infos: unknown[],
): Promise<MemberStorage> {
  const checkoutInfos = [];
  for (const info of infos) {
    const token = (info as { ecpayMapToken?: unknown }).ecpayMapToken;
    const store = typeof token === 'string' && token ? await pickedStore(db, shopId, memberId, token) : null;
    checkoutInfos.push({
      ...(info as object),
      deliveryCVS: store ? { CVSStoreID: store.CVSStoreID, CVSStoreName: store.CVSStoreName } : null,
    });
  }
  return MemberStorageSchema.parse({ checkoutInfos });
}
