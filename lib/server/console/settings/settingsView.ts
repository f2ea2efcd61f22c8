import { and, asc, eq, sql } from 'drizzle-orm';
import { PAYMENT_TYPES } from '@/lib/api/contract';
import type { KeysState, SettingsView } from '@/lib/console/settingsView';
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
import { notFound } from '../../http/errors';
import { gapsOf } from '../../operator/checkoutGaps';
import { SHOP_MODULES, type ShopModule } from '../../operator/modules';
import { PROVIDER_TYPES } from '../../payments/operatorConfig';
import { sandboxAllowed } from '../../payments/sandbox/gateway';
import type { ShopRef } from '../../shops/find';
import {
  GATEWAY_KEY_FIELDS,
  INVOICE_KEY_FIELDS,
  LINE_KEY_FIELDS,
  LOGISTICS_KEY_FIELDS,
  SMS_KEY_FIELDS,
} from './keyFields';

const keysState = (credentials: unknown): KeysState => ({
  set: !!credentials && typeof credentials === 'object' && Object.keys(credentials).length > 0,
});

/**
 * Every setting of a shop as the console shows it, with the version every settings save claims
 * (shop_configs.version: deliveries, payments and the other rows have no version of their own, so a
 * save of any section is one edit of the shop's settings).
 */
export async function settingsView(db: DbOrTx, shop: ShopRef): Promise<SettingsView> {
  const [config] = await db
    .select({
      version: shopConfigs.version,
      openOrders: shopConfigs.maxOpenOrders,
      lowStock: shopConfigs.lowStockThreshold,
    })
    .from(shopConfigs)
    .where(eq(shopConfigs.shopId, shop.id));
  if (!config) throw notFound('商店設定');
  // One after another: inside a save's transaction they share one connection.
  const deliveryRows = await db
    .select()
    .from(deliveries)
    .where(eq(deliveries.shopId, shop.id))
    .orderBy(asc(deliveries.order), asc(deliveries.id));
  const branchRows = await db
    .select()
    .from(deliveryBranches)
    .where(eq(deliveryBranches.shopId, shop.id))
    .orderBy(asc(deliveryBranches.order), asc(deliveryBranches.id));
  const paymentRows = await db
    .select()
    .from(paymentConfigs)
    .where(eq(paymentConfigs.shopId, shop.id))
    .orderBy(asc(paymentConfigs.order));
  const logistics = await db.select().from(logisticsConfigs).where(eq(logisticsConfigs.shopId, shop.id));
  const invoice = await db.select().from(invoiceConfigs).where(eq(invoiceConfigs.shopId, shop.id));
  const sms = await db.select().from(smsConfigs).where(eq(smsConfigs.orgId, shop.orgId));
  const line = await db.select().from(lineChannels).where(eq(lineChannels.shopId, shop.id));
  const moduleRows = await db.select().from(shopModules).where(eq(shopModules.shopId, shop.id));
  const cashback = await cashbackSetting(db, shop.id);
  const modules = Object.fromEntries(
    SHOP_MODULES.map((m) => [m, moduleRows.some((r) => r.module === m && r.enabled)]),
  ) as Record<ShopModule, boolean>;
  return {
    version: config.version,
    gaps: await gapsOf(db, shop.id),
    deliveries: deliveryRows.map((d) => ({
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
    })),
    payments: PAYMENT_TYPES.filter((t) => t !== 'free').map((type) => {
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
    }),
    logistics: logistics[0]
      ? {
          provider: logistics[0].provider,
          environment: logistics[0].environment,
          keys: keysState(logistics[0].credentials),
        }
      : null,
    invoice: invoice[0]
      ? {
          provider: invoice[0].provider,
          environment: invoice[0].environment,
          issueAt: invoice[0].issueAt,
          keys: keysState(invoice[0].credentials),
        }
      : null,
    sms: sms[0]
      ? { provider: sms[0].provider, sender: sms[0].sender, keys: keysState(sms[0].credentials) }
      : null,
    line: line[0]
      ? {
          environment: line[0].environment,
          channelId: line[0].channelId,
          keys: keysState({ s: line[0].channelSecret }),
        }
      : null,
    modules,
    cashback: { enabled: cashback.enabled, addRate: cashback.addRate },
    limits: { openOrders: config.openOrders, lowStock: config.lowStock },
    promotions: await promotionRows(db, shop.id),
    promoCodes: await promoCodeRows(db, shop.id),
    domains: (
      await db.select({ domain: shopDomains.domain }).from(shopDomains).where(eq(shopDomains.shopId, shop.id))
    )
      .map((d) => d.domain)
      .sort(),
    options: {
      sandbox: sandboxAllowed(),
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

/** The shop's promotions, each with the orders (not cancelled) it took something off. */
async function promotionRows(db: DbOrTx, shopId: number) {
  const uses = sql<number>`(select count(*) from ${orders} where ${and(
    eq(orders.shopId, shopId),
    sql`${orders.status} <> 'cancelled'`,
  )} and (${orders.amounts} -> 'EcommerceOrderPromoByOrders' @> jsonb_build_array(jsonb_build_object('id', ${promotions.id}))
    or ${orders.amounts} -> 'EcommerceOrderPromoByProducts' @> jsonb_build_array(jsonb_build_object('id', ${promotions.id}))))`.mapWith(
    Number,
  );
  const rows = await db
    .select({ p: promotions, productNanoId: products.nanoId, productName: products.name, uses })
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
async function promoCodeRows(db: DbOrTx, shopId: number) {
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
