import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { orgs } from '../db/schema';
import { DomainError } from '@/lib/server/kernel/errors';
import { findShopByHost } from './byHost';
import type { ShopRef } from './find';

/**
 * The shop behind the host; with `org`, only when it belongs to that organisation, so an operator who
 * names the organisation they mean cannot change another organisation's shop by a mistyped host.
 */
export async function operatorShop(db: DbOrTx, host: string, org?: string): Promise<ShopRef> {
  const shop = await findShopByHost(db, host);
  if (org !== undefined) {
    const [owner] = await db.select({ key: orgs.key }).from(orgs).where(eq(orgs.id, shop.orgId));
    if (owner?.key !== org) throw new DomainError('forbidden', otherOrg(shop, org, owner?.key ?? null));
  }
  return shop;
}

const otherOrg = (shop: { name: string }, org: string, ownerKey: string | null) =>
  `商店「${shop.name}」屬於${ownerKey ? `組織 ${ownerKey}` : '另一個組織'}，不屬於組織 ${org}`;
