import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { DEFAULT_LOW_STOCK_THRESHOLD } from '@/lib/console/contract/settings';
import { OPEN_ORDER_LIMIT } from '@/lib/console/contract/settings';

/** An organisation owns member accounts and the sign-up fields they fill; its shops share them. */
export const orgs = pgTable(
  'orgs',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** The operator's name for the organisation (`--org`); organisations made before keys have none. */
    key: text('key'),
  },
  (t) => [uniqueIndex('orgs_key_uq').on(t.key)],
);

export const shops = pgTable(
  'shops',
  {
    id: serial('id').primaryKey(),
    orgId: integer('org_id')
      .notNull()
      .references(() => orgs.id),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('shops_org_idx').on(t.orgId)],
);

/** Every host name a shop answers on; the host is the only thing a page request carries. */
export const shopDomains = pgTable(
  'shop_domains',
  {
    domain: text('domain').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
  },
  (t) => [index('shop_domains_shop_idx').on(t.shopId)],
);

export type SocialLink = { type: string; link?: string | null; lineId?: string | null };

export const shopConfigs = pgTable('shop_configs', {
  shopId: integer('shop_id')
    .primaryKey()
    .references(() => shops.id, { onDelete: 'cascade' }),
  logo: text('logo'),
  favicon: text('favicon'),
  customCss: text('custom_css').notNull().default(''),
  socialLinks: jsonb('social_links').$type<SocialLink[]>().notNull().default([]),
  enableOrderInvoice: boolean('enable_order_invoice').notNull().default(false),
  floatingButtonEnable: boolean('floating_button_enable').notNull().default(false),
  /** When set, the top-bar logo opens this address in a new tab instead of the home page. */
  logoLinkUrl: text('logo_link_url'),
  /** Tag manager container id; the tag manager is loaded only for shops that have one. */
  tagManagerId: text('tag_manager_id'),
  /**
   * Most orders one member may have awaiting payment (or COD not yet delivered) at this shop: each
   * holds stock, so without a cap one account could make every product show 已售罄.
   */
  maxOpenOrders: integer('max_open_orders').notNull().default(OPEN_ORDER_LIMIT.default),
  /** The console's today page lists the stock options with fewer units left than this. */
  lowStockThreshold: integer('low_stock_threshold').notNull().default(DEFAULT_LOW_STOCK_THRESHOLD),
  /** Counted up by every console save of the shop's settings or look (see columns.ts version). */
  version: integer('version').notNull().default(0),
});

/** Optional modules a merchant can switch off; a module without a row is off. */
export const shopModules = pgTable(
  'shop_modules',
  {
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    module: text('module').notNull(),
    enabled: boolean('enabled').notNull(),
  },
  (t) => [uniqueIndex('shop_modules_shop_module_uq').on(t.shopId, t.module)],
);

/** Extra sign-up and profile fields an organisation asks its members for. */
export const userInfoFields = pgTable(
  'user_info_fields',
  {
    id: serial('id').primaryKey(),
    orgId: integer('org_id')
      .notNull()
      .references(() => orgs.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    required: boolean('required').notNull().default(false),
    options: jsonb('options').$type<string[]>().notNull().default([]),
    maxLength: integer('max_length'),
    order: integer('order').notNull().default(0),
  },
  (t) => [uniqueIndex('user_info_fields_org_key_uq').on(t.orgId, t.key)],
);
