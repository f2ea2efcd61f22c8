import { and, eq } from 'drizzle-orm';
import type { ShopConfig } from '@/lib/api/contract';
import { toImage } from '../catalog/image';
import type { Db } from '../db/client';
import { shopConfigs, shopDomains, shopModules, shops } from '../db/schema';
import { notFound } from '@/lib/server/kernel/errors';

export async function shopConfigByDomain(db: Db, domain: string): Promise<ShopConfig> {
  const [row] = await db
    .select({ shop: shops, config: shopConfigs })
    .from(shopDomains)
    .innerJoin(shops, eq(shops.id, shopDomains.shopId))
    .leftJoin(shopConfigs, eq(shopConfigs.shopId, shops.id))
    .where(eq(shopDomains.domain, domain));
  if (!row) throw notFound('此網域的商店');
  const c = row.config;
  return {
    ShopId: row.shop.id,
    Logo: toImage(c?.logo),
    Favicon: toImage(c?.favicon),
    Shop: { name: row.shop.name, OrgId: row.shop.orgId },
    customCss: c?.customCss ?? '',
    socialLinks: c?.socialLinks ?? [],
    enableOrderInvoice: c?.enableOrderInvoice ?? false,
    floatingButton: { enable: c?.floatingButtonEnable ?? false },
    logoLinkUrl: c?.logoLinkUrl ?? null,
    tagManagerId: c?.tagManagerId ?? null,
  };
}

export async function enabledModules(db: Db, shopId: number): Promise<string[]> {
  const rows = await db
    .select({ module: shopModules.module })
    .from(shopModules)
    .where(and(eq(shopModules.shopId, shopId), eq(shopModules.enabled, true)))
    .orderBy(shopModules.module);
  return rows.map((r) => r.module);
}
