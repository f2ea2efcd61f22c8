import { integer, text, timestamp } from 'drizzle-orm/pg-core';
import { orgs, shops } from './shops';

/** The owning shop of a row; its rows go when the shop goes. */
export const shopId = () =>
  integer('shop_id')
    .notNull()
    .references(() => shops.id, { onDelete: 'cascade' });

/** The owning organisation of a row (accounts and their settings are shared by its shops). */
export const orgId = () =>
  integer('org_id')
    .notNull()
    .references(() => orgs.id, { onDelete: 'cascade' });

/** A point in time, kept with its time zone. */
export const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The merchant's own name for an imported object (the `key` of a catalog file), unique per shop, so
 * importing the same file again updates the object instead of adding a second one. Objects made any
 * other way have none.
 */
export const merchantKey = () => text('key');

/**
 * Counted up by every change the console saves: an edit names the version it started from, and one
 * made on an older version is refused (409) instead of silently undoing someone else's change.
 */
export const version = () => integer('version').notNull().default(0);
