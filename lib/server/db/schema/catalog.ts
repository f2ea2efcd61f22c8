import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { merchantKey, shopId, version } from './columns';

export const categoryGroups = pgTable(
  'category_groups',
  {
    id: serial('id').primaryKey(),
    shopId: shopId(),
    nanoId: text('nano_id').notNull(),
    key: merchantKey(),
    name: text('name').notNull(),
    order: integer('order').notNull().default(0),
    version: version(),
  },
  (t) => [
    uniqueIndex('category_groups_shop_nano_uq').on(t.shopId, t.nanoId),
    uniqueIndex('category_groups_shop_key_uq').on(t.shopId, t.key),
  ],
);

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    shopId: shopId(),
    nanoId: text('nano_id').notNull(),
    key: merchantKey(),
    name: text('name').notNull(),
    image: text('image'),
    groupId: integer('group_id').references(() => categoryGroups.id, { onDelete: 'set null' }),
    order: integer('order').notNull().default(0),
    version: version(),
  },
  (t) => [
    uniqueIndex('categories_shop_nano_uq').on(t.shopId, t.nanoId),
    uniqueIndex('categories_shop_key_uq').on(t.shopId, t.key),
    index('categories_shop_order_idx').on(t.shopId, t.order),
    index('categories_group_idx').on(t.groupId),
  ],
);

export const activities = pgTable(
  'activities',
  {
    id: serial('id').primaryKey(),
    shopId: shopId(),
    nanoId: text('nano_id').notNull(),
    key: merchantKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    image: text('image'),
    enable: boolean('enable').notNull().default(true),
    isRemove: boolean('is_remove').notNull().default(false),
    /** A storewide activity applies to the whole shop rather than to a product selection. */
    isStorewide: boolean('is_storewide').notNull().default(false),
    order: integer('order').notNull().default(0),
    /** When set, the activity runs only from `startsAt` and until `endsAt` (Taiwan dates chosen in the console). */
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    version: version(),
  },
  (t) => [
    uniqueIndex('activities_shop_nano_uq').on(t.shopId, t.nanoId),
    uniqueIndex('activities_shop_key_uq').on(t.shopId, t.key),
    index('activities_shop_order_idx').on(t.shopId, t.order),
  ],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    shopId: shopId(),
    nanoId: text('nano_id').notNull(),
    key: merchantKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    mainImage: text('main_image'),
    image: text('image'),
    /**
     * Every picture of the product in the merchant's order; the first is the main one (mainImage)
     * and the second the product's other picture (image), which is what lists and carts read.
     */
    pictures: jsonb('pictures').$type<string[]>().notNull().default([]),
    /** Whole NT dollars. */
    price: integer('price').notNull(),
    activityPrice: integer('activity_price'),
    order: integer('order').notNull().default(0),
    isPublic: boolean('is_public').notNull().default(true),
    isRemove: boolean('is_remove').notNull().default(false),
    /** Share of the price (0–1) that cashback points may pay. */
    useCashbackRate: numeric('use_cashback_rate', { precision: 5, scale: 4, mode: 'number' })
      .notNull()
      .default(0),
    activityId: integer('activity_id').references(() => activities.id, { onDelete: 'set null' }),
    /** Most units of the product (all its specs together) one order may hold (限購); null: no limit. */
    purchaseLimit: integer('purchase_limit'),
    version: version(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('products_shop_nano_uq').on(t.shopId, t.nanoId),
    uniqueIndex('products_shop_key_uq').on(t.shopId, t.key),
    // Catalog reads always ask for visible products of one shop in display order.
    index('products_shop_visible_order_idx').on(t.shopId, t.isPublic, t.isRemove, t.order),
    index('products_activity_idx').on(t.activityId),
  ],
);

export const productCategories = pgTable(
  'product_categories',
  {
    shopId: shopId(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.categoryId] }),
    index('product_categories_category_idx').on(t.categoryId),
  ],
);

export const productParentSpecs = pgTable(
  'product_parent_specs',
  {
    id: serial('id').primaryKey(),
    shopId: shopId(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    order: integer('order').notNull().default(0),
  },
  (t) => [index('product_parent_specs_product_idx').on(t.productId)],
);

export const productChildSpecs = pgTable(
  'product_child_specs',
  {
    id: serial('id').primaryKey(),
    shopId: shopId(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    parentSpecId: integer('parent_spec_id')
      .notNull()
      .references(() => productParentSpecs.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    order: integer('order').notNull().default(0),
  },
  (t) => [
    index('product_child_specs_product_idx').on(t.productId),
    // Deleting a parent spec (or a whole shop) cascades here; without it each deleted row scans the table.
    index('product_child_specs_parent_idx').on(t.parentSpecId),
  ],
);

/** One sellable combination of child specs (or the product itself when it has no specs). */
export const productStocks = pgTable(
  'product_stocks',
  {
    id: serial('id').primaryKey(),
    shopId: shopId(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    stock: integer('stock').notNull().default(0),
    price: integer('price').notNull(),
    activityPrice: integer('activity_price'),
    isRemove: boolean('is_remove').notNull().default(false),
  },
  (t) => [index('product_stocks_product_idx').on(t.productId), index('product_stocks_shop_idx').on(t.shopId)],
);

export const productStockChildSpecs = pgTable(
  'product_stock_child_specs',
  {
    shopId: shopId(),
    stockId: integer('stock_id')
      .notNull()
      .references(() => productStocks.id, { onDelete: 'cascade' }),
    childSpecId: integer('child_spec_id')
      .notNull()
      .references(() => productChildSpecs.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.stockId, t.childSpecId] }),
    // As above: removing a spec value, a product or a shop cascades through this column.
    index('product_stock_child_specs_child_idx').on(t.childSpecId),
  ],
);
