import { listActivities, listCategories, listCategoryGroups } from '@/lib/api/catalog';
import { getNavConfig, getSidebarConfig } from '@/lib/api/content';
import type { NavItem } from '@/lib/api/contract';
import { MAX_LIMIT } from '@/lib/api/contract/limits';
import { failuresOf } from '@/lib/api/result';
import { buildSidebar, type SidebarModel } from './sidebar';

export type SideMenuData = { navigation: NavItem[]; model: SidebarModel; failures: string[] };

/**
 * What the side menu shows, read on the server with the page. These reads carry only the shop's tag
 * (lib/api/catalog.ts): a sale or a restock leaves them, and the pages holding them, as they are.
 * A read that fails leaves its part of the menu out and is said once, as the layout's toasts.
 */
export async function loadSideMenu(shopId: number): Promise<SideMenuData> {
  const [nav, sidebar, activities, categories, groups] = await Promise.all([
    getNavConfig(shopId),
    getSidebarConfig(shopId),
    listActivities(shopId, { limit: MAX_LIMIT }),
    listCategories(shopId, { limit: MAX_LIMIT }),
    listCategoryGroups(shopId),
  ]);
  return {
    navigation: nav[0]?.navigation ?? [],
    model: buildSidebar({
      config: sidebar[0] ?? null,
      activities: activities[0] ?? [],
      categories: categories[0] ?? [],
      groups: groups[0] ?? [],
    }),
    failures: failuresOf(nav, sidebar, activities, categories, groups),
  };
}
