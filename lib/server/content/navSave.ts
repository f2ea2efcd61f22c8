import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { z as mini } from 'zod/mini';
import { NanoIdSchema, NavItemSchema, PageKeySchema, TrendItemSchema } from '@/lib/api/contract';
import { CONTENT_LIMITS as L } from '@/lib/console/content/limits';
import type { NavView, StoredNavItem } from '@/lib/console/content/types';
import type { DbOrTx } from '../db/client';
import { navConfigs, pages } from '../db/schema';
import { badRequest } from '@/lib/server/kernel/errors';
import { refKey } from '../config/targets';
import type { Actor } from '../staff/changes';
import { VersionSchema } from '@/lib/console/contract/fields';
import { WebUrlSchema } from './links';
import { assertOwnIds, ownTargets } from './ownRefs';
import { HOME_KEY } from './pageSave';
import { claimDocument, recordDocument, type ShopDocument } from './shopDocument';

const NAV: ShopDocument = {
  table: navConfigs,
  shopId: navConfigs.shopId,
  version: navConfigs.version,
  objectType: 'navigation',
};

const name = z
  .string({ error: '缺少名稱' })
  .trim()
  .min(1, { error: '名稱不可空白' })
  .max(L.linkName, { error: `名稱最多 ${L.linkName} 個字` });

const NavItemInputSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('allProduct'), name: name.optional() }),
    z.object({
      type: z.literal('ecommerceActivity'),
      name,
      ecommerceActivityId: z.number().int().positive(),
    }),
    z.object({ type: z.literal('ecommercePage'), name, pageKey: PageKeySchema }),
    z.object({ type: z.literal('link'), name, url: WebUrlSchema }),
  ],
  { error: '導覽項目類型須為 allProduct、ecommerceActivity、ecommercePage 或 link' },
);

export const NavBodySchema = z.object({
  version: VersionSchema,
  navigation: z.array(NavItemInputSchema).max(L.navItems, { error: `導覽列最多 ${L.navItems} 項` }),
  trend: z
    .array(z.object({ type: z.enum(['ecommerceActivity', 'ecommerceCategory']), nanoId: NanoIdSchema }))
    .max(L.trend, { error: `熱門推薦最多 ${L.trend} 項` }),
});
export type NavBody = z.output<typeof NavBodySchema>;

const StoredNavItems = mini.array(mini.omit(NavItemSchema, { ecommerceActivity: true }));

/** The navigation and the search panel's recommendations as stored, with their version. */
export async function readNav(db: DbOrTx, shopId: number): Promise<NavView> {
  const [row] = await db.select().from(navConfigs).where(eq(navConfigs.shopId, shopId));
  if (!row) return { version: 0, navigation: [], trend: [] };
  return {
    version: row.version,
    navigation: StoredNavItems.parse(row.navigation) as StoredNavItem[],
    trend: z.array(TrendItemSchema).parse(row.trend),
  };
}

function storedItem(item: NavBody['navigation'][number]): StoredNavItem {
  const base = { url: null, ecommerceActivityId: null, ecommercePage: null };
  switch (item.type) {
    case 'allProduct':
      return { ...base, type: item.type, name: item.name ?? '所有類別' };
    case 'ecommerceActivity':
      return { ...base, type: item.type, name: item.name, ecommerceActivityId: item.ecommerceActivityId };
    case 'ecommercePage':
      return { ...base, type: item.type, name: item.name, ecommercePage: { key: item.pageKey } };
    case 'link':
      return { ...base, type: item.type, name: item.name, url: item.url };
  }
}

/**
 * Refuses a page entry whose page is not one of the shop's custom pages (400, naming the field). The
 * pages found are locked FOR SHARE until the save commits: a removal of one of them (customPages.ts,
 * which claims the page's row) waits for this save and then sees the link, or this save waits for the
 * removal and then finds no page. Either way no link to a removed page is stored.
 */
async function assertPages(tx: DbOrTx, shopId: number, body: NavBody, kept: string[]): Promise<void> {
  const wanted = body.navigation.flatMap((item, i) =>
    item.type === 'ecommercePage' && !kept.includes(item.pageKey) ? [{ i, key: item.pageKey }] : [],
  );
  if (wanted.length === 0) return;
  const found = new Set(
    (
      await tx
        .select({ key: pages.key })
        .from(pages)
        .where(
          and(
            eq(pages.shopId, shopId),
            inArray(
              pages.key,
              wanted.map((w) => w.key),
            ),
          ),
        )
        .for('share')
    ).map((p) => p.key),
  );
  const missing = wanted.find((w) => w.key === HOME_KEY || !found.has(w.key));
  if (missing)
    throw badRequest(`參數 navigation.${missing.i}.pageKey 不正確：本店沒有此頁面（${missing.key}）`);
}

/** Saves the navigation and recommendations; recommendations are stored with their current names. */
export async function saveNav(db: DbOrTx, actor: Actor, shopId: number, body: NavBody): Promise<NavView> {
  return db.transaction(async (tx) => {
    const before = await readNav(tx, shopId);
    await assertOwnIds(
      tx,
      shopId,
      {
        activities: body.navigation.flatMap((item, i) =>
          item.type === 'ecommerceActivity'
            ? [{ path: `navigation.${i}.ecommerceActivityId`, id: item.ecommerceActivityId }]
            : [],
        ),
      },
      {
        activities: before.navigation.flatMap((i) => (i.ecommerceActivityId ? [i.ecommerceActivityId] : [])),
      },
    );
    await assertPages(
      tx,
      shopId,
      body,
      before.navigation.flatMap((i) => (i.ecommercePage ? [i.ecommercePage.key] : [])),
    );
    // As on pages, recommendations already stored pass as they are (the storefront drops dead ones).
    const keptTrend = new Map(before.trend.map((t) => [refKey(t), t.name]));
    const targets = await ownTargets(tx, shopId, body.trend);
    const missing = body.trend.findIndex((t) => !targets.has(refKey(t)) && !keptTrend.has(refKey(t)));
    if (missing >= 0)
      throw badRequest(
        `參數 trend.${missing}.nanoId 不正確：本店沒有此分類或活動（${body.trend[missing]!.nanoId}）`,
      );

    const version = await claimDocument(tx, actor, shopId, NAV, body.version);
    const navigation = body.navigation.map(storedItem);
    const trend = body.trend.map((t) => ({
      ...t,
      name: targets.get(refKey(t))?.name ?? keptTrend.get(refKey(t))!,
    }));
    await tx.update(navConfigs).set({ navigation, trend }).where(eq(navConfigs.shopId, shopId));
    await recordDocument(tx, actor, shopId, NAV, {
      action: 'nav',
      version,
      before: { navigation: before.navigation, trend: before.trend },
      after: { navigation, trend },
    });
    return { version, navigation, trend };
  });
}
