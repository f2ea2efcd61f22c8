import { customType, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { shops } from './shops';

/** Raw bytes: PGlite hands back a Uint8Array and node-postgres a Buffer; both are read as Uint8Array. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * Pictures an operator uploaded (shop logos, imported catalog pictures). The bytes live in the
 * database rather than on one server's disk, so every server process on the same PostgreSQL serves
 * them; they are named by the SHA-256 of their content, so a stored picture never changes and the
 * same file uploaded twice is kept once.
 */
export const media = pgTable('media', {
  sha256: text('sha256').primaryKey(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Which shop stored which picture (uploaded in its console, imported with its catalog, given as its
 * logo): a shop may name only its own uploads, and its uploads count against its quota. The same
 * bytes stored by two shops are kept once in `media` and owned by both.
 */
export const mediaShops = pgTable(
  'media_shops',
  {
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    sha256: text('sha256')
      .notNull()
      .references(() => media.sha256),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.sha256] })],
);
