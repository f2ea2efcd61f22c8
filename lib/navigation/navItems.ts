import type { Activity, Category, NavItem, TrendItem } from '@/lib/api/contract';
import { allCategoriesPath, customPagePath, productListPath } from '@/lib/routes';

const activityLive = (a: { enable: boolean; isRemove: boolean }) => a.enable && !a.isRemove;

/** Navigation entries a shopper sees: an activity entry only while its activity runs (spec §2, §4). */
export function visibleNavItems(items: NavItem[]): NavItem[] {
  return items.filter(
    (item) =>
      item.type !== 'ecommerceActivity' || (item.ecommerceActivity && activityLive(item.ecommerceActivity)),
  );
}

/** The name of AllCategory, which the allProduct entry and the side menu's first entry lead to. */
export const ALL_CATEGORIES_LABEL = '所有類別';

/**
 * The text of a navigation entry (spec §2): allProduct is always 所有類別, like the page it opens,
 * whatever name the merchant stored; every other entry shows its own name, whole.
 */
export const navItemLabel = (item: NavItem): string =>
  item.type === 'allProduct' ? ALL_CATEGORIES_LABEL : item.name;

/** Where a navigation entry leads; null when the entry lacks what it needs to lead anywhere. */
export function navItemTarget(item: NavItem): { href: string; external: boolean } | null {
  switch (item.type) {
    case 'allProduct':
      return { href: allCategoriesPath(), external: false };
    case 'ecommerceActivity':
      return item.ecommerceActivity
        ? { href: productListPath('activity', item.ecommerceActivity.nanoId), external: false }
        : null;
    case 'ecommercePage':
      return item.ecommercePage ? { href: customPagePath(item.ecommercePage.key), external: false } : null;
    case 'link':
      return item.url ? { href: item.url, external: true } : null;
  }
}

/** The 活動類別推薦 of the search panel that still exist (spec §2 Search). */
export function liveTrends(trend: TrendItem[], activities: Activity[], categories: Category[]): TrendItem[] {
  const liveActivities = new Set(activities.filter(activityLive).map((a) => a.nanoId));
  const liveCategories = new Set(categories.map((c) => c.nanoId));
  return trend.filter((t) =>
    t.type === 'ecommerceActivity' ? liveActivities.has(t.nanoId) : liveCategories.has(t.nanoId),
  );
}
