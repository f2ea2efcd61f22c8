import type { Activity, Category, CategoryGroup, SidebarConfig } from '@/lib/api/contract';
import { truncateName } from '@/lib/text/truncate';

/** A category inside a group: the only entry whose name the menu cuts, to its `label`. */
type SidebarSubCategory = { nanoId: string; name: string; label: string };

/** A top-level entry of the 類別 section: shown with its whole name. */
export type SidebarEntry =
  | { kind: 'group'; nanoId: string; name: string; categories: SidebarSubCategory[] }
  | { kind: 'category'; nanoId: string; name: string };

export type SidebarModel = {
  grouped: boolean;
  activities: { nanoId: string; name: string }[];
  entries: SidebarEntry[];
};

export type SidebarInput = {
  config: SidebarConfig | null;
  activities: Activity[];
  categories: Category[];
  groups: CategoryGroup[];
};

const live = (a: { enable: boolean; isRemove: boolean }) => a.enable && !a.isRemove;

const categoryEntry = ({ nanoId, name }: { nanoId: string; name: string }): SidebarEntry => ({
  kind: 'category',
  nanoId,
  name,
});

/** Spec §2: sub-category names are cut at 10 characters; top-level entries keep theirs whole. */
const subCategory = ({ nanoId, name }: { nanoId: string; name: string }): SidebarSubCategory => ({
  nanoId,
  name,
  label: truncateName(name),
});

type OrderEntry = SidebarConfig['ecommerceCategoryGroupOrder'][number];

function orderedEntry(entry: OrderEntry, groupById: Map<number, CategoryGroup>): SidebarEntry[] {
  if (entry.type === 'ecommerceCategory') {
    return entry.ecommerceCategory ? [categoryEntry(entry.ecommerceCategory)] : [];
  }
  // The group list is the fresher source of a group's categories; the config's copy covers a miss.
  const group =
    (entry.ecommerceCategoryGroupId !== null && groupById.get(entry.ecommerceCategoryGroupId)) ||
    entry.ecommerceCategoryGroup;
  if (!group) return [];
  const categories = group.EcommerceCategories.map(subCategory);
  return [{ kind: 'group', nanoId: group.nanoId, name: group.name, categories }];
}

/** The merchant's order is used only when it actually orders something (spec §4 Sidebar). */
const usesGroups = (config: SidebarConfig | null): config is SidebarConfig =>
  !!config &&
  config.enableGroup &&
  (config.ecommerceActivityOrder.length > 0 || config.ecommerceCategoryGroupOrder.length > 0);

/**
 * The 活動 and 類別 sections of the side menu (spec §2, §4). Grouped mode follows the merchant's
 * order and appends the groups (with categories) and the ungrouped categories it does not name, so no
 * category becomes unreachable; otherwise
 * every running activity and every category is listed as given.
 */
export function buildSidebar({ config, activities, categories, groups }: SidebarInput): SidebarModel {
  if (!usesGroups(config)) {
    return {
      grouped: false,
      activities: activities.filter(live).map(({ nanoId, name }) => ({ nanoId, name })),
      entries: categories.map(categoryEntry),
    };
  }

  const groupById = new Map(groups.map((g) => [g.id, g]));
  const entries = config.ecommerceCategoryGroupOrder.flatMap((entry) => orderedEntry(entry, groupById));
  const placedGroups = new Set(entries.flatMap((e) => (e.kind === 'group' ? [e.nanoId] : [])));
  // A group made after the order was saved: listed after it, or its categories could not be reached.
  // One with no category yet has nothing to reach and would only be an empty heading.
  const newGroups = groups
    .filter((g) => !placedGroups.has(g.nanoId) && g.EcommerceCategories.length > 0)
    .map((g) => ({
      kind: 'group' as const,
      nanoId: g.nanoId,
      name: g.name,
      categories: g.EcommerceCategories.map(subCategory),
    }));
  const placed = new Set(
    [...entries, ...newGroups].flatMap((e) =>
      e.kind === 'group' ? e.categories.map((c) => c.nanoId) : [e.nanoId],
    ),
  );
  const forgotten = categories.filter((c) => c.EcommerceCategoryGroupId === null && !placed.has(c.nanoId));

  return {
    grouped: true,
    activities: config.ecommerceActivityOrder
      .map((o) => o.ecommerceActivity)
      .filter(live)
      .map(({ nanoId, name }) => ({ nanoId, name })),
    entries: [...entries, ...newGroups, ...forgotten.map(categoryEntry)],
  };
}
