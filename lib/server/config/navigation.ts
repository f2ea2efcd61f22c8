import { and, eq, inArray } from 'drizzle-orm';
import type { FooterConfig, NavConfig, PageIcon, TrendItem } from '@/lib/api/contract';
import { NavItemSchema, TrendItemSchema, FooterConfigSchema } from '@/lib/api/contract';
import { z } from 'zod/mini';
import { toImage } from '../catalog/image';
import { activityOn } from '../catalog/visibility';
import type { Db } from '../db/client';
import { activities, footerConfigs, navConfigs, pageIcons } from '../db/schema';
import { loadTargets, refKey } from './targets';

const StoredNavItems = z.array(z.omit(NavItemSchema, { ecommerceActivity: true }));

/** The navigation with each activity entry resolved to the activity as it is now (null when deleted). */
export async function navConfig(db: Db, shopId: number): Promise<NavConfig> {
  const [row] = await db.select().from(navConfigs).where(eq(navConfigs.shopId, shopId));
  if (!row) return { navigation: [], trend: [] };
  const items = StoredNavItems.parse(row.navigation);
  const ids = items.flatMap((i) => (i.ecommerceActivityId ? [i.ecommerceActivityId] : []));
  const found = ids.length
    ? await db
        .select({
          id: activities.id,
          nanoId: activities.nanoId,
          name: activities.name,
          enable: activityOn,
          isRemove: activities.isRemove,
        })
        .from(activities)
        .where(and(eq(activities.shopId, shopId), inArray(activities.id, ids)))
    : [];
  const byId = new Map(found.map((a) => [a.id, a]));
  return {
    navigation: items.map((i) => ({
      ...i,
      ecommerceActivity: i.ecommerceActivityId ? (byId.get(i.ecommerceActivityId) ?? null) : null,
    })),
    trend: await liveTrend(db, shopId, z.array(TrendItemSchema).parse(row.trend)),
  };
}

/** Recommendations whose category or activity is gone are dropped; names are the current ones. */
async function liveTrend(db: Db, shopId: number, trend: TrendItem[]): Promise<TrendItem[]> {
  const targets = await loadTargets(db, shopId, trend);
  return trend.flatMap((t) => {
    const target = targets.get(refKey(t));
    return target ? [{ ...t, name: target.name }] : [];
  });
}

export async function footerConfig(db: Db, shopId: number): Promise<FooterConfig> {
  const [row] = await db.select().from(footerConfigs).where(eq(footerConfigs.shopId, shopId));
  if (!row) return { aboutUs: [], faq: [], contactUs: [] };
  return FooterConfigSchema.parse({ aboutUs: row.aboutUs, faq: row.faq, contactUs: row.contactUs });
}

export async function listPageIcons(db: Db, shopId: number): Promise<PageIcon[]> {
  const rows = await db.select().from(pageIcons).where(eq(pageIcons.shopId, shopId)).orderBy(pageIcons.key);
  return rows.map((r) => ({ key: r.key, Image: toImage(r.image)! }));
}
