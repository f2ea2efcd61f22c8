import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { AtmAccount } from '@/lib/console/contract/settings';
import type { GatewayEnvironment } from '@/lib/payments/environments';
import type { GatewayProvider } from '@/lib/console/contract/settings';
import { shopId, version } from './columns';

// The configuration documents below are edited as a whole by the merchant and read as a whole by the
// storefront, so they are kept as JSON documents validated by the contract schemas.

export const navConfigs = pgTable('nav_configs', {
  shopId: shopId().primaryKey(),
  navigation: jsonb('navigation').$type<unknown[]>().notNull().default([]),
  trend: jsonb('trend').$type<unknown[]>().notNull().default([]),
  version: version(),
});

export const footerConfigs = pgTable('footer_configs', {
  shopId: shopId().primaryKey(),
  aboutUs: jsonb('about_us').$type<unknown[]>().notNull().default([]),
  faq: jsonb('faq').$type<unknown[]>().notNull().default([]),
  contactUs: jsonb('contact_us').$type<unknown[]>().notNull().default([]),
  version: version(),
});

export const sidebarConfigs = pgTable('sidebar_configs', {
  shopId: shopId().primaryKey(),
  enable: boolean('enable').notNull().default(true),
  enableGroup: boolean('enable_group').notNull().default(false),
  activityOrder: jsonb('activity_order').$type<number[]>().notNull().default([]),
  categoryGroupOrder: jsonb('category_group_order').$type<unknown[]>().notNull().default([]),
  version: version(),
});

export const pages = pgTable(
  'pages',
  {
    id: serial('id').primaryKey(),
    shopId: shopId(),
    key: text('key').notNull(),
    title: text('title').notNull().default(''),
    content: jsonb('content').$type<{ areas: unknown[] }>().notNull(),
    /** The console's unpublished edit of the areas, shown only in its preview until published. */
    draft: jsonb('draft').$type<{ areas: unknown[] } | null>(),
    version: version(),
  },
  (t) => [uniqueIndex('pages_shop_key_uq').on(t.shopId, t.key)],
);

/** Pictures a shop shows on its own screens (empty states and the like), by screen key. */
export const pageIcons = pgTable(
  'page_icons',
  {
    id: serial('id').primaryKey(),
    shopId: shopId(),
    key: text('key').notNull(),
    image: text('image').notNull(),
  },
  (t) => [uniqueIndex('page_icons_shop_key_uq').on(t.shopId, t.key)],
);

export const deliveries = pgTable(
  'deliveries',
  {
    id: serial('id').primaryKey(),
    shopId: shopId(),
    name: text('name').notNull(),
    /** home (address), cvs (convenience-store pickup) or store (pickup at a shop branch). */
    type: text('type').notNull(),
    /** Convenience-store chain for cvs deliveries (UNIMART, FAMI, HILIFE, OKMART). */
    subType: text('sub_type'),
    fee: integer('fee').notNull().default(0),
    freeShippingThreshold: integer('free_shipping_threshold'),
    /** Null counts as enabled, as merchants' older settings have no value. */
    enable: boolean('enable'),
    allowCollection: boolean('allow_collection').notNull().default(false),
    order: integer('order').notNull().default(0),
  },
  (t) => [index('deliveries_shop_order_idx').on(t.shopId, t.order)],
);

/** Branches where a `store` delivery is picked up, with the opening hours a pickup time must fall in. */
export const deliveryBranches = pgTable(
  'delivery_branches',
  {
    id: serial('id').primaryKey(),
    shopId: shopId(),
    deliveryId: integer('delivery_id')
      .notNull()
      .references(() => deliveries.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    address: text('address').notNull(),
    /** Minutes after midnight, Taiwan time. */
    opensAt: integer('opens_at').notNull(),
    closesAt: integer('closes_at').notNull(),
    order: integer('order').notNull().default(0),
  },
  (t) => [index('delivery_branches_delivery_idx').on(t.deliveryId)],
);

export const paymentConfigs = pgTable(
  'payment_configs',
  {
    id: serial('id').primaryKey(),
    shopId: shopId(),
    type: text('type').notNull(),
    enable: boolean('enable').notNull().default(true),
    /** Fee added to an order paid this way (Ibon charges one). */
    fee: integer('fee').notNull().default(0),
    order: integer('order').notNull().default(0),
    /**
     * Who takes the money for an online type: our own sandbox, or a provider (newebpay, linepay,
     * jkos, pchomepay, ecpay). Null for the types paid outside any gateway (COD, ATM, free).
     */
    gateway: text('gateway').$type<GatewayProvider>(),
    /** The provider's test service or its real one. */
    environment: text('environment').$type<GatewayEnvironment>().notNull().default('test'),
    /** The merchant's keys at the provider. Read by the server only; never part of an API answer. */
    credentials: jsonb('credentials').$type<Record<string, string>>(),
    /** ATM (offline): the shop's own account shoppers transfer to; without one ATM is not offered. */
    account: jsonb('account').$type<AtmAccount>(),
  },
  (t) => [uniqueIndex('payment_configs_shop_type_uq').on(t.shopId, t.type)],
);

export const cashbackSettings = pgTable('cashback_settings', {
  shopId: shopId().primaryKey(),
  enabled: boolean('enabled').notNull().default(false),
  /** Share of the paid amount given back as cashback points. */
  addRate: numeric('add_rate', { precision: 5, scale: 4, mode: 'number' }).notNull().default(0),
  ignoreAddProductIds: jsonb('ignore_add_product_ids').$type<number[]>().notNull().default([]),
});

/**
 * How a shop's convenience-store pickups find their store: ECPay's store map with the shop's
 * logistics keys, or our own store-map sandbox (the demo's). One per shop.
 */
export const logisticsConfigs = pgTable('logistics_configs', {
  shopId: shopId().primaryKey(),
  provider: text('provider').$type<'sandbox' | 'ecpay'>().notNull().default('sandbox'),
  environment: text('environment').$type<GatewayEnvironment>().notNull().default('test'),
  /** ECPay logistics MerchantID, HashKey and HashIV. Read by the server only. */
  credentials: jsonb('credentials').$type<Record<string, string>>(),
});
