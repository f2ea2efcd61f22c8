import { eq } from 'drizzle-orm';
import { normalizeHost } from '@/lib/tenancy/host';
import type { DbOrTx } from '../db/client';
import { shopDomains, shops } from '../db/schema';
import { notFound } from '@/lib/server/kernel/errors';
import type { ShopRef } from './find';

/** The shop that answers on a host name, as an operator names it (`localhost`, `shop2.localhost:3000`). */
export async function findShopByHost(db: DbOrTx, hostName: string): Promise<ShopRef> {
  const host = normalizeHost(hostName);
  const [shop] = host
    ? await db
        .select({ id: shops.id, orgId: shops.orgId, name: shops.name })
        .from(shopDomains)
        .innerJoin(shops, eq(shops.id, shopDomains.shopId))
        .where(eq(shopDomains.domain, host))
    : [];
  if (!shop) throw notFound('此網域的商店');
  return shop;
}
