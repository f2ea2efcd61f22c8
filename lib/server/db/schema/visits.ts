import { date, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { shopId } from './columns';

/**
 * How many times a shop's storefront was opened, per Taiwan date: a counter and nothing about who.
 * Servers add what they counted every few seconds (lib/server/visits), so the row of a day grows
 * by `count = count + n` from every process at once.
 */
export const homeVisits = pgTable(
  'home_visits',
  {
    shopId: shopId(),
    day: date('day', { mode: 'string' }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.day] })],
);
