import { count, eq, inArray } from 'drizzle-orm';
import { isOfflinePayment } from '@/lib/api/contract';
import { toMinutes } from '@/lib/format/time';
import type { Db, Tx } from '../db/client';
import * as t from '../db/schema';
import { newSandboxChannel } from '../line/sandbox/channel';
import { newSandboxCredentials } from '../payments/sandbox/gateway';
import { newSandboxInvoiceKeys } from '../invoices/sandbox/keys';
import { demoShops } from './demo';
import { insertProducts, type ShopProducts } from './insertProducts';
import type { SeedShop } from './types';

/** Fills an empty database with the demo shops; leaves a database that has any shop alone. */
export async function seedDemoIfEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(t.shops);
  if ((row?.n ?? 0) > 0) return false;
  await seedDemo(db);
  return true;
}

/** Replaces each demo shop (found by its domains) with a fresh copy; other shops are untouched. */
export async function seedDemo(db: Db): Promise<void> {
  for (const shop of demoShops) await db.transaction((tx) => replaceShops(tx, [shop]));
}

/**
 * Deletes the shops that answer on any of these shops' domains, then inserts the shops afresh, their
 * products all at once (see insertProducts). Answers the new shops' ids, in order.
 */
export async function replaceShops(tx: Tx, list: SeedShop[]): Promise<number[]> {
  const existing = await tx
    .select({ shopId: t.shopDomains.shopId })
    .from(t.shopDomains)
    .where(
      inArray(
        t.shopDomains.domain,
        list.flatMap((s) => s.domains),
      ),
    );
  const ids = [...new Set(existing.map((r) => r.shopId))];
  if (ids.length) await tx.delete(t.shops).where(inArray(t.shops.id, ids));

  const shells: ShopProducts[] = [];
  for (const s of list) shells.push({ ...(await insertShell(tx, s)), products: s.products });
  const productIds = await insertProducts(tx, shells);
  for (const [i, s] of list.entries()) await insertProductRules(tx, shells[i]!.shopId, s, productIds[i]!);
  return shells.map((s) => s.shopId);
}

/** Everything of a shop but its products and what refers to them. */
async function insertShell(
  tx: Tx,
  s: SeedShop,
): Promise<{ shopId: number; categoryIds: Map<string, number>; activityIds: Map<string, number> }> {
  const orgId = await findOrCreateOrg(tx, s);
  const [shop] = await tx.insert(t.shops).values({ name: s.name, orgId }).returning({ id: t.shops.id });
  const shopId = shop!.id;

  await tx.insert(t.shopDomains).values(s.domains.map((domain) => ({ domain, shopId })));
  await tx.insert(t.shopConfigs).values({
    shopId,
    logo: s.config.logo,
    favicon: s.config.favicon,
    customCss: s.config.customCss ?? '',
    socialLinks: s.config.socialLinks,
    enableOrderInvoice: s.config.enableOrderInvoice ?? false,
    floatingButtonEnable: s.config.floatingButtonEnable ?? false,
    logoLinkUrl: s.config.logoLinkUrl,
    tagManagerId: s.config.tagManagerId,
  });
  const modules = Object.entries(s.modules).map(([module, enabled]) => ({ shopId, module, enabled }));
  if (modules.length) await tx.insert(t.shopModules).values(modules);

  const groupIds = new Map<string, number>();
  for (const [order, g] of s.categoryGroups.entries()) {
    const [row] = await tx
      .insert(t.categoryGroups)
      .values({ shopId, nanoId: g.nanoId, name: g.name, order })
      .returning({ id: t.categoryGroups.id });
    groupIds.set(g.nanoId, row!.id);
  }
  const categoryRows = [
    ...s.categoryGroups.flatMap((g) => g.categories.map((c) => ({ ...c, groupId: groupIds.get(g.nanoId)! }))),
    ...s.ungroupedCategories.map((c) => ({ ...c, groupId: null })),
  ].map((c, order) => ({
    shopId,
    nanoId: c.nanoId,
    name: c.name,
    image: c.image,
    groupId: c.groupId,
    order,
  }));
  const categoryIds = idsByNano(
    await tx
      .insert(t.categories)
      .values(categoryRows)
      .returning({ id: t.categories.id, nanoId: t.categories.nanoId }),
  );

  const activityIds = s.activities.length
    ? idsByNano(
        await tx
          .insert(t.activities)
          .values(
            s.activities.map((a, order) => ({
              shopId,
              nanoId: a.nanoId,
              name: a.name,
              description: a.description ?? '',
              image: a.image,
              enable: a.enable ?? true,
              isRemove: a.isRemove ?? false,
              isStorewide: a.isStorewide ?? false,
              order,
            })),
          )
          .returning({ id: t.activities.id, nanoId: t.activities.nanoId }),
      )
    : new Map<string, number>();

  await tx.insert(t.navConfigs).values({
    shopId,
    navigation: s.navigation.map(({ activityNanoId, ...item }) => ({
      ...item,
      ecommerceActivityId: activityNanoId ? lookup(activityIds, activityNanoId) : null,
    })),
    trend: s.trend,
  });
  await tx.insert(t.footerConfigs).values({ shopId, ...s.footer });
  if (s.sidebar) {
    await tx.insert(t.sidebarConfigs).values({
      shopId,
      enable: s.sidebar.enable,
      enableGroup: s.sidebar.enableGroup,
      activityOrder: s.sidebar.activityNanoIds.map((n) => lookup(activityIds, n)),
      categoryGroupOrder: s.sidebar.groupOrder.map((o) => ({
        type: o.type,
        id: o.type === 'ecommerceCategoryGroup' ? lookup(groupIds, o.nanoId) : lookup(categoryIds, o.nanoId),
      })),
    });
  }
  if (s.pages.length) {
    await tx
      .insert(t.pages)
      .values(s.pages.map((p) => ({ shopId, key: p.key, title: p.title, content: { areas: p.areas } })));
  }
  if (s.pageIcons.length) {
    await tx.insert(t.pageIcons).values(s.pageIcons.map((i) => ({ shopId, key: i.key, image: i.image })));
  }
  if (s.deliveries.length) {
    const deliveryRows = await tx
      .insert(t.deliveries)
      .values(
        s.deliveries.map((d, order) => ({
          shopId,
          name: d.name,
          type: d.type,
          subType: d.subType,
          fee: d.fee,
          freeShippingThreshold: d.freeShippingThreshold,
          enable: d.enable === undefined ? true : d.enable,
          allowCollection: d.allowCollection ?? false,
          order,
        })),
      )
      .returning({ id: t.deliveries.id });
    const branches = s.deliveries.flatMap((d, i) =>
      (d.branches ?? []).map((b, order) => ({
        shopId,
        deliveryId: deliveryRows[i]!.id,
        name: b.name,
        address: b.address,
        opensAt: minutes(b.opens),
        closesAt: minutes(b.closes),
        order,
      })),
    );
    if (branches.length) await tx.insert(t.deliveryBranches).values(branches);
  }
  if (s.payments.length) {
    // Demo shops take every online payment through the built-in sandbox gateway, with keys of their own.
    const sandbox = newSandboxCredentials(shopId);
    await tx.insert(t.paymentConfigs).values(
      s.payments.map((p, order) => ({
        shopId,
        type: p.type,
        enable: p.enable ?? true,
        fee: p.fee ?? 0,
        order,
        account: p.account ?? null,
        ...(isOfflinePayment(p.type) ? {} : { gateway: 'sandbox' as const, credentials: sandbox }),
      })),
    );
  }
  // …and pick convenience stores on the store-map sandbox.
  if (s.deliveries.some((d) => d.type === 'cvs'))
    await tx.insert(t.logisticsConfigs).values({ shopId, provider: 'sandbox' });
  // Demo shops issue their e-invoices on the e-invoice sandbox.
  await tx
    .insert(t.invoiceConfigs)
    .values({ shopId, provider: 'sandbox', credentials: newSandboxInvoiceKeys(shopId) });
  // Demo shops sign in with LINE through the built-in LINE sandbox.
  await tx.insert(t.lineChannels).values({ shopId, environment: 'sandbox', ...newSandboxChannel() });
  return { shopId, categoryIds, activityIds };
}

async function insertProductRules(tx: Tx, shopId: number, s: SeedShop, productIds: Map<string, number>) {
  if (s.cashback) {
    await tx.insert(t.cashbackSettings).values({
      shopId,
      enabled: s.cashback.enabled,
      addRate: s.cashback.addRate,
      ignoreAddProductIds: s.cashback.ignoreAddProductNanoIds.map((n) => lookup(productIds, n)),
    });
  }
  await insertPromotions(tx, shopId, s, productIds);
}

async function insertPromotions(tx: Tx, shopId: number, s: SeedShop, productIds: Map<string, number>) {
  const time = (iso?: string) => (iso ? new Date(iso) : null);
  if (s.promotions?.length) {
    await tx.insert(t.promotions).values(
      s.promotions.map((p) => ({
        shopId,
        name: p.name,
        kind: p.kind,
        minAmount: p.minAmount ?? 0,
        minQuantity: p.minQuantity ?? 1,
        discount: p.discount ?? 0,
        productId: p.productNanoId ? lookup(productIds, p.productNanoId) : null,
        enable: p.enable ?? true,
        startsAt: time(p.startsAt),
        endsAt: time(p.endsAt),
      })),
    );
  }
  if (s.promoCodes?.length) {
    await tx.insert(t.promoCodes).values(
      s.promoCodes.map((c) => ({
        shopId,
        code: c.code.toUpperCase(),
        name: c.name,
        discountType: c.discountType,
        value: c.value,
        minAmount: c.minAmount ?? 0,
        usageLimit: c.usageLimit ?? null,
        perMemberLimit: c.perMemberLimit ?? null,
        enable: c.enable ?? true,
        startsAt: time(c.startsAt),
        endsAt: time(c.endsAt),
      })),
    );
  }
}

function minutes(hhmm: string): number {
  const m = toMinutes(hhmm);
  if (m === null) throw new Error(`Demo data has a bad time "${hhmm}"`);
  return m;
}

async function findOrCreateOrg(tx: Tx, s: SeedShop): Promise<number> {
  const [found] = await tx.select({ id: t.orgs.id }).from(t.orgs).where(eq(t.orgs.name, s.orgName));
  if (found) return found.id;
  const [org] = await tx.insert(t.orgs).values({ name: s.orgName }).returning({ id: t.orgs.id });
  if (s.userInfoFields?.length) {
    await tx.insert(t.userInfoFields).values(
      s.userInfoFields.map((f, order) => ({
        orgId: org!.id,
        key: f.key,
        name: f.name,
        type: f.type,
        required: f.required ?? false,
        options: f.options ?? [],
        maxLength: f.maxLength,
        order,
      })),
    );
  }
  return org!.id;
}

function idsByNano(rows: { id: number; nanoId: string }[]): Map<string, number> {
  return new Map(rows.map((r) => [r.nanoId, r.id]));
}

function lookup(map: Map<string, number>, key: string): number {
  const id = map.get(key);
  if (id === undefined) throw new Error(`Demo data refers to unknown "${key}"`);
  return id;
}
