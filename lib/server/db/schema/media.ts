import { customType, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
