import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { shops } from '../db/schema';
import { notFound } from '../http/errors';

export type ShopRef = { id: number; orgId: number; name: string };

export async function findShop(db: Db, id: number): Promise<ShopRef> {
  const [shop] = await db
    .select({ id: shops.id, orgId: shops.orgId, name: shops.name })
    .from(shops)
    .where(eq(shops.id, id));
  if (!shop) throw notFound('商店');
  return shop;
}
