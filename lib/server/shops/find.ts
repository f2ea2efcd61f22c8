import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { shops } from '../db/schema';
import { notFound } from '@/lib/server/kernel/errors';
import { RefMemo } from './refMemo';

export type ShopRef = { id: number; orgId: number; name: string };

/** A minute bounds how long a process could show a name if shops ever became renameable. */
const found = new RefMemo<ShopRef>(10_000, 60_000);

export async function findShop(db: Db, id: number): Promise<ShopRef> {
  const known = found.get(id, Date.now());
  if (known) return known;
  const [shop] = await db
    .select({ id: shops.id, orgId: shops.orgId, name: shops.name })
    .from(shops)
    .where(eq(shops.id, id));
  if (!shop) throw notFound('商店');
  found.set(id, shop, Date.now());
  return shop;
}
