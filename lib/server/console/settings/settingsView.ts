import { and, asc, eq, sql } from 'drizzle-orm';
import { PAYMENT_TYPES } from '@/lib/api/contract';
import type { KeysState, SettingsView } from '@/lib/console/contract/settingsView';
import { fromMinutes } from '@/lib/format/time';
import { cashbackSetting } from '../../cashback/setting';
import type { DbOrTx } from '../../db/client';
import {
  deliveries,
  deliveryBranches,
  invoiceConfigs,
  lineChannels,
  logisticsConfigs,
  orders,
  paymentConfigs,
  products,
  promoCodes,
  promotions,
  shopConfigs,
  shopDomains,
  shopModules,
  smsConfigs,
} from '../../db/schema';
import { notFound } from '@/lib/server/kernel/errors';
import { gapsOf } from '../../shops/checkoutGaps';
import { SHOP_MODULES } from '@/lib/console/contract/settings';
import { PROVIDER_TYPES } from '../../payments/operatorConfig';
import { sandboxAllowed } from '../../payments/sandbox/gateway';
import type { ShopRef } from '../../shops/find';
import { isDemoMode } from '../../auth/sms';
import {
  GATEWAY_KEY_FIELDS,
  INVOICE_KEY_FIELDS,
  LINE_KEY_FIELDS,
  LOGISTICS_KEY_FIELDS,
  SMS_KEY_FIELDS,
} from './keyFields';

const keysState = (credentials: Record<string, string> | null | undefined): KeysState => ({
  set: !!credentials && Object.keys(credentials).length > 0,
});

/*
 * Each part of the settings has its own reader: a save records the part it changes before and
 * after, inside its transaction, without reading the rest. Inside a transaction the reads share one
 * connection, so a part's reads run one after another.
 */

export async function deliveriesOf(db: DbOrTx, shopId: number): Promise<SettingsView['deliveries']> {
  const deliveryRows = await db
    .select()
    .from(deliveries)
    .where(eq(deliveries.shopId, shopId))
    .orderBy(asc(deliveries.order), asc(deliveries.id));
  const branchRows = await db
    .select()
    .from(deliveryBranches)
    .where(eq(deliveryBranches.shopId, shopId))
    .orderBy(asc(deliveryBranches.order), asc(deliveryBranches.id));
  return deliveryRows.map((d) => ({
    id: d.id,
    name: d.name,
    type: d.type,
    chain: d.subType,
    fee: d.fee,
    freeOver: d.freeShippingThreshold,
    collection: d.allowCollection,
    enabled: d.enable !== false,
    branches: branchRows
      .filter((b) => b.deliveryId === d.id)
      .map((b) => ({
        name: b.name,
        address: b.address,
        opens: fromMinutes(b.opensAt),
        closes: fromMinutes(b.closesAt),
      })),
  }));
}

/** Every payment type but `free` (used when nothing is due), configured or not. */
export async function paymentsOf(db: DbOrTx, shopId: number): Promise<SettingsView['payments']> {
  const paymentRows = await db
    .select()
    .from(paymentConfigs)
    .where(eq(paymentConfigs.shopId, shopId))
    .orderBy(asc(paymentConfigs.order));
  return PAYMENT_TYPES.filter((t) => t !== 'free').map((type) => {
    const row = paymentRows.find((p) => p.type === type);
    return {
      type,
      enabled: row?.enable ?? false,
      fee: row?.fee ?? 0,
      gateway: row?.gateway ?? null,
      environment: row?.environment ?? 'test',
      keys: keysState(row?.credentials),
      account: row?.account ?? null,
    };
  });
}

export async function logisticsOf(db: DbOrTx, shopId: number): Promise<SettingsView['logistics']> {
  const [row] = await db.select().from(logisticsConfigs).where(eq(logisticsConfigs.shopId, shopId));
  return row
    ? { provider: row.provider, environment: row.environment, keys: keysState(row.credentials) }
    : null;
}

export async function invoiceOf(db: DbOrTx, shopId: number): Promise<SettingsView['invoice']> {
  const [row] = await db.select().from(invoiceConfigs).where(eq(invoiceConfigs.shopId, shopId));
  return row
    ? {
        provider: row.provider,
        environment: row.environment,
        issueAt: row.issueAt,
        keys: keysState(row.credentials),
      }
    : null;
}

/** The organisation's provider: it sends the sign-in codes of every shop of the organisation. */
export async function smsOf(db: DbOrTx, orgId: number): Promise<SettingsView['sms']> {
  const [row] = await db.select().from(smsConfigs).where(eq(smsConfigs.orgId, orgId));
  return row ? { provider: row.provider, sender: row.sender, keys: keysState(row.credentials) } : null;
}

export async function lineOf(db: DbOrTx, shopId: number): Promise<SettingsView['line']> {
  const [row] = await db.select().from(lineChannels).where(eq(lineChannels.shopId, shopId));
  return row
    ? {
        environment: row.environment,
        channelId: row.channelId,
        keys: keysState(row.channelSecret ? { channelSecret: row.channelSecret } : null),
      }
    : null;
}

export async function modulesOf(db: DbOrTx, shopId: number): Promise<SettingsView['modules']> {
  const rows = await db.select().from(shopModules).where(eq(shopModules.shopId, shopId));
  return Object.fromEntries(
    SHOP_MODULES.map((m) => [m, rows.some((r) => r.module === m && r.enabled)]),
  ) as SettingsView['modules'];
}

export async function cashbackOf(db: DbOrTx, shopId: number): Promise<SettingsView['cashback']> {
  const cashback = await cashbackSetting(db, shopId);
  return { enabled: cashback.enabled, addRate: cashback.addRate };
}

/** The shop's settings row: the version every save claims, and the limits it holds. */
async function configOf(db: DbOrTx, shopId: number) {
  const [config] = await db
    .select({
      version: shopConfigs.version,
      openOrders: shopConfigs.maxOpenOrders,
      lowStock: shopConfigs.lowStockThreshold,
    })
    .from(shopConfigs)
    .where(eq(shopConfigs.shopId, shopId));
  if (!config) throw notFound('商店設定');
  return config;
}

export async function limitsOf(db: DbOrTx, shopId: number): Promise<SettingsView['limits']> {
  const { openOrders, lowStock } = await configOf(db, shopId);
  return { openOrders, lowStock };
}

export async function domainsOf(db: DbOrTx, shopId: number): Promise<string[]> {
  const rows = await db
    .select({ domain: shopDomains.domain })
    .from(shopDomains)
    .where(eq(shopDomains.shopId, shopId));
  return rows.map((d) => d.domain).sort();
}

/**
 * Every setting of a shop as the console shows it, with the version every settings save claims
 * (shop_configs.version: deliveries, payments and the other rows have no version of their own, so a
 * save of any section is one edit of the shop's settings).
 */
export async function settingsView(db: DbOrTx, shop: ShopRef): Promise<SettingsView> {
  const config = await configOf(db, shop.id);
  return {
    version: config.version,
    gaps: await gapsOf(db, shop.id, 'console'),
    deliveries: await deliveriesOf(db, shop.id),
    payments: await paymentsOf(db, shop.id),
    logistics: await logisticsOf(db, shop.id),
    invoice: await invoiceOf(db, shop.id),
    sms: await smsOf(db, shop.orgId),
    line: await lineOf(db, shop.id),
    modules: await modulesOf(db, shop.id),
    cashback: await cashbackOf(db, shop.id),
    limits: { openOrders: config.openOrders, lowStock: config.lowStock },
    promotions: await promotionsOf(db, shop.id),
    promoCodes: await promoCodesOf(db, shop.id),
    domains: await domainsOf(db, shop.id),
    options: {
      sandbox: sandboxAllowed(),
      demo: isDemoMode(),
      gatewayTypes: PROVIDER_TYPES,
      keyFields: {
        gateway: GATEWAY_KEY_FIELDS,
        logistics: LOGISTICS_KEY_FIELDS,
        invoice: INVOICE_KEY_FIELDS,
        sms: SMS_KEY_FIELDS,
        line: LINE_KEY_FIELDS,
      },
    },
  };
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

/**
 * The shop's promotions, each with the orders (not cancelled) it took something off. That count
 * scans the shop's orders: a save's record leaves it out (`withUses` false), as no save changes it.
 */
export async function promotionsOf(db: DbOrTx, shopId: number, withUses = true) {
  const uses = sql<number>`(select count(*) from ${orders} where ${and(
    eq(orders.shopId, shopId),
    sql`${orders.status} <> 'cancelled'`,
  )} and (${orders.amounts} -> 'EcommerceOrderPromoByOrders' @> jsonb_build_array(jsonb_build_object('id', ${promotions.id}))
    or ${orders.amounts} -> 'EcommerceOrderPromoByProducts' @> jsonb_build_array(jsonb_build_object('id', ${promotions.id}))))`.mapWith(
    Number,
  );
  const rows = await db
    .select({
      p: promotions,
      productNanoId: products.nanoId,
      productName: products.name,
      uses: withUses ? uses : sql<number>`0`.mapWith(Number),
    })
    .from(promotions)
    .leftJoin(products, eq(products.id, promotions.productId))
    .where(eq(promotions.shopId, shopId))
    .orderBy(asc(promotions.id));
  return rows.map(({ p, productNanoId, productName, uses }) => ({
    id: p.id,
    name: p.name,
    kind: p.kind,
    minAmount: p.minAmount,
    minQuantity: p.minQuantity,
    discount: p.discount,
    productNanoId,
    productName,
    enable: p.enable,
    startsAt: iso(p.startsAt),
    endsAt: iso(p.endsAt),
    uses,
  }));
}

/** The shop's promo codes with their uses by orders not cancelled. */
export async function promoCodesOf(db: DbOrTx, shopId: number) {
  const rows = await db
    .select()
    .from(promoCodes)
    .where(eq(promoCodes.shopId, shopId))
    .orderBy(asc(promoCodes.id));
  return rows.map((c) => ({
    id: c.id,
    code: c.code,
    name: c.name,
    discountType: c.discountType,
    value: c.value,
    minAmount: c.minAmount,
    usageLimit: c.usageLimit,
    perMemberLimit: c.perMemberLimit,
    uses: c.usedCount,
    enable: c.enable,
    startsAt: iso(c.startsAt),
    endsAt: iso(c.endsAt),
  }));
}

export type { SettingsView };
