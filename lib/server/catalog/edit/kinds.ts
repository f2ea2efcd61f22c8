import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { activities, categories, categoryGroups, type ChangeObjectType } from '../../db/schema';
import type { Actor } from '../../staff/changes';
import type { EditTarget, Versioned } from '../../staff/edit';

/** What the catalog's saves need to know of each of its three tables. */
export type CatalogKind = Versioned & {
  table: PgTable;
  id: PgColumn;
  shopId: PgColumn;
  key: PgColumn;
  order: PgColumn;
  objectType: ChangeObjectType;
  /** Its name in messages: 找不到{what}, 已有{what}使用此代碼. */
  what: string;
  /** The shop's objects the console lists (removed activities are kept but never listed). */
  listed: (shopId: number) => SQL;
};

export const CATEGORY: CatalogKind = {
  table: categories,
  version: categories.version,
  id: categories.id,
  shopId: categories.shopId,
  key: categories.key,
  order: categories.order,
  objectType: 'category',
  what: '分類',
  listed: (shopId) => eq(categories.shopId, shopId),
};

export const GROUP: CatalogKind = {
  table: categoryGroups,
  version: categoryGroups.version,
  id: categoryGroups.id,
  shopId: categoryGroups.shopId,
  key: categoryGroups.key,
  order: categoryGroups.order,
  objectType: 'categoryGroup',
  what: '分類群組',
  listed: (shopId) => eq(categoryGroups.shopId, shopId),
};

export const ACTIVITY: CatalogKind = {
  table: activities,
  version: activities.version,
  id: activities.id,
  shopId: activities.shopId,
  key: activities.key,
  order: activities.order,
  objectType: 'activity',
  what: '活動',
  listed: (shopId) => and(eq(activities.shopId, shopId), eq(activities.isRemove, false))!,
};

/** One listed object of the shop. */
export const oneOf = (kind: CatalogKind, shopId: number, id: number): SQL =>
  and(kind.listed(shopId), eq(kind.id, id))!;

export const targetOf = (actor: Actor, kind: CatalogKind, id: number): EditTarget => ({
  orgId: actor.orgId,
  objectType: kind.objectType,
  objectId: id,
  what: kind.what,
});
