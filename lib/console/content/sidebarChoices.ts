import type { ContentChoices, SidebarView } from './types';

export type SidebarEntry = SidebarView['groupOrder'][number];

const GONE = '（已不存在）';

export const entryValue = (e: SidebarEntry): string => `${e.type}:${e.id}`;

/** The entry an option value names. */
export function entryOf(value: string): SidebarEntry {
  const [type, id] = value.split(':');
  return { type: type as SidebarEntry['type'], id: Number(id) };
}

export const activityName = (id: number, choices: ContentChoices): string =>
  choices.activities.find((a) => a.id === id)?.name ?? GONE;

export const entryName = (e: SidebarEntry, choices: ContentChoices): string =>
  (e.type === 'ecommerceCategoryGroup'
    ? choices.groups.find((g) => g.id === e.id)?.name
    : choices.categories.find((c) => c.id === e.id)?.name) ?? GONE;

/**
 * What the sidebar's add menus offer: the activities it does not list yet, and the groups and
 * categories it does not order yet (groups first), as [value, label] options. Each is listed once.
 */
export function sidebarChoices(
  sidebar: Pick<SidebarView, 'activityIds' | 'groupOrder'>,
  choices: ContentChoices,
) {
  const ordered = new Set(sidebar.groupOrder.map(entryValue));
  const freeActivities = choices.activities.filter((a) => !sidebar.activityIds.includes(a.id));
  const entryOptions: [string, string][] = [
    ...choices.groups.map((g): [string, string] => [`ecommerceCategoryGroup:${g.id}`, `群組：${g.name}`]),
    ...choices.categories.map((c): [string, string] => [`ecommerceCategory:${c.id}`, `分類：${c.name}`]),
  ].filter(([v]) => !ordered.has(v));
  return { freeActivities, entryOptions };
}
