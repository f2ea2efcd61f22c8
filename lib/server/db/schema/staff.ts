import { index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, orgId } from './columns';
import { shops } from './shops';

/** What a recorded change is about: the id of staff_changes.objectId is that object's own. */
export const CHANGE_OBJECT_TYPES = [
  'order',
  'staff',
  'product',
  'categoryGroup',
  'category',
  'activity',
  'page',
  'navigation',
  'sidebar',
  'footer',
  'shop',
] as const;
export type ChangeObjectType = (typeof CHANGE_OBJECT_TYPES)[number];

export const STAFF_ROLES = ['owner', 'staff'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * The people who run an organisation's shops in the console (`/admin`). Apart from shoppers' accounts:
 * a phone may be both, and a staff member's shopping changes nothing here. Removing keeps the row
 * (the changes they made still name them); adding the phone again brings it back.
 */
export const staff = pgTable(
  'staff',
  {
    id: serial('id').primaryKey(),
    orgId: orgId(),
    phone: text('phone').notNull(),
    name: text('name'),
    role: text('role').$type<StaffRole>().notNull(),
    /** When the member last opened each shop's order list, by shop id: what its "new" badge counts from. */
    ordersSeenAt: jsonb('orders_seen_at').$type<Record<string, string>>().notNull().default({}),
    removedAt: at('removed_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('staff_org_phone_uq').on(t.orgId, t.phone)],
);

/**
 * Every change made in the console or by an operator command that names a staff member: who, when,
 * what, and the object before and after. Shown on the object (an order's timeline, the staff list).
 */
export const staffChanges = pgTable(
  'staff_changes',
  {
    id: serial('id').primaryKey(),
    orgId: orgId(),
    shopId: integer('shop_id').references(() => shops.id, { onDelete: 'cascade' }),
    /** Null for a change made by an operator command (no one signed in). */
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    /** Who it was, as shown then: kept even if the staff row changes. */
    actor: text('actor').notNull(),
    objectType: text('object_type').$type<ChangeObjectType>().notNull(),
    objectId: integer('object_id').notNull(),
    action: text('action').notNull(),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    at: at('at').notNull(),
  },
  (t) => [index('staff_changes_object_idx').on(t.orgId, t.objectType, t.objectId, t.at)],
);
