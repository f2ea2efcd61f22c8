import type { Activity, Category, CategoryGroup, SidebarConfig } from '@/lib/api/contract';
import { buildSidebar, type SidebarEntry, type SidebarModel } from './sidebar';

const activity = (id: number, enable = true, isRemove = false): Activity => ({
  id,
  nanoId: `a${id}`,
  name: `活動${id}`,
  enable,
  isRemove,
  description: '',
  isStorewide: false,
  Image: null,
  order: id,
});
const category = (id: number, groupId: number | null, name = `類別${id}`): Category => ({
  id,
  nanoId: `c${id}`,
  name,
  Image: null,
  order: id,
  EcommerceCategoryGroupId: groupId,
  EcommerceCategoryGroup: null,
});

const LONG = '精選單品咖啡豆禮盒組合款'; // 12 characters
const c1 = category(1, 10);
const c2 = category(2, 10, LONG);
const c3 = category(3, null);
const c4 = category(4, null);
const c5 = category(5, 20);
const categories = [c1, c2, c3, c4, c5];

const group = (id: number, cats: Category[]): CategoryGroup => ({
  id,
  nanoId: `g${id}`,
  name: `群組${id}`,
  order: id,
  EcommerceCategories: cats.map(({ EcommerceCategoryGroup: _, ...c }) => c),
});
const groups = [group(10, [c1, c2]), group(20, [c5]), group(30, [])];

const ref = ({ id, nanoId, name }: { id: number; nanoId: string; name: string }) => ({ id, nanoId, name });
const groupOrder = (g: CategoryGroup): SidebarConfig['ecommerceCategoryGroupOrder'][number] => ({
  name: g.name,
  type: 'ecommerceCategoryGroup',
  ecommerceCategoryGroupId: g.id,
  ecommerceCategoryGroup: { ...ref(g), EcommerceCategories: g.EcommerceCategories.map(ref) },
  ecommerceCategoryId: null,
  ecommerceCategory: null,
});
const categoryOrder = (c: Category): SidebarConfig['ecommerceCategoryGroupOrder'][number] => ({
  name: c.name,
  type: 'ecommerceCategory',
  ecommerceCategoryGroupId: null,
  ecommerceCategoryGroup: null,
  ecommerceCategoryId: c.id,
  ecommerceCategory: ref(c),
});
const activityOrder = (a: Activity) => ({
  ecommerceActivityId: a.id,
  ecommerceActivity: { ...ref(a), enable: a.enable, isRemove: a.isRemove },
});
const config = (over: Partial<SidebarConfig>): SidebarConfig => ({
  enable: true,
  enableGroup: true,
  ecommerceActivityOrder: [],
  ecommerceCategoryGroupOrder: [],
  ...over,
});

const a1 = activity(1);
const a2 = activity(2);
const aOff = activity(3, false);
const aGone = activity(4, true, true);
const activities = [a1, a2, aOff, aGone];

const grouped = config({
  ecommerceActivityOrder: [a2, aOff, a1, aGone].map(activityOrder),
  ecommerceCategoryGroupOrder: [groupOrder(groups[2]!), categoryOrder(c4), groupOrder(groups[0]!)],
});

/** What the menu shows: g:<nanoId>[<sub-category labels>] for groups, c:<name> for categories. */
const view = (entries: SidebarEntry[]) =>
  entries.map((e) =>
    e.kind === 'group' ? `g:${e.nanoId}[${e.categories.map((c) => c.label).join(',')}]` : `c:${e.name}`,
  );

const LONG_LABEL = `${LONG.slice(0, 10)}...`;
const UNGROUPED_ENTRIES = ['c:類別1', `c:${LONG}`, 'c:類別3', 'c:類別4', 'c:類別5'];

test.each([
  ['no config', null, false, ['a1', 'a2'], UNGROUPED_ENTRIES],
  ['enableGroup off', { ...grouped, enableGroup: false }, false, ['a1', 'a2'], UNGROUPED_ENTRIES],
  ['enableGroup on but both orders empty', config({}), false, ['a1', 'a2'], UNGROUPED_ENTRIES],
  [
    'grouped: activities follow the order without disabled or removed ones; entries follow the order, a group and ungrouped categories it misses appended',
    grouped,
    true,
    ['a2', 'a1'],
    ['g:g30[]', 'c:類別4', `g:g10[類別1,${LONG_LABEL}]`, 'g:g20[類別5]', 'c:類別3'],
  ],
  [
    'grouped by an activity order alone: every group with categories and every ungrouped category appended',
    config({ ecommerceActivityOrder: [activityOrder(a1)] }),
    true,
    ['a1'],
    [`g:g10[類別1,${LONG_LABEL}]`, 'g:g20[類別5]', 'c:類別3', 'c:類別4'],
  ],
  [
    'grouped by a group order alone: no activities',
    config({ ecommerceCategoryGroupOrder: [groupOrder(groups[1]!)] }),
    true,
    [],
    ['g:g20[類別5]', `g:g10[類別1,${LONG_LABEL}]`, 'c:類別3', 'c:類別4'],
  ],
  [
    'a group made after the order was saved is appended with its categories; an empty one is not',
    config({ ecommerceCategoryGroupOrder: [groupOrder(groups[0]!), categoryOrder(c3), categoryOrder(c4)] }),
    true,
    [],
    [`g:g10[類別1,${LONG_LABEL}]`, 'c:類別3', 'c:類別4', 'g:g20[類別5]'],
  ],
])('buildSidebar: %s', (_case, cfg, isGrouped, activityIds, entries) => {
  const model = buildSidebar({ config: cfg, activities, categories, groups });
  expect(model.grouped).toBe(isGrouped);
  expect(model.activities.map((a) => a.nanoId)).toEqual(activityIds);
  expect(view(model.entries)).toEqual(entries);
});

const TEN = '一二三四五六七八九十';
const longActivity = { ...activity(7), name: LONG };
const longGroup = { ...group(40, [category(6, 40, LONG), category(8, 40, TEN)]), name: LONG };
const longUngrouped = category(9, null, LONG);
const longInput = {
  activities: [longActivity],
  categories: [
    longUngrouped,
    ...longGroup.EcommerceCategories.map((c) => ({ ...c, EcommerceCategoryGroup: null })),
  ],
  groups: [longGroup],
};
const longGrouped = config({
  ecommerceActivityOrder: [activityOrder(longActivity)],
  ecommerceCategoryGroupOrder: [groupOrder(longGroup), categoryOrder(longUngrouped)],
});

/** Spec §2: only sub-category names are cut (to 10 characters and '...'); top-level entries keep theirs. */
test.each([
  [
    'flat: a category keeps its whole name',
    null,
    (m: SidebarModel) => m.entries[0],
    { kind: 'category', nanoId: 'c9', name: LONG },
  ],
  [
    'flat: an activity keeps its whole name',
    null,
    (m: SidebarModel) => m.activities[0],
    { nanoId: 'a7', name: LONG },
  ],
  [
    'grouped: an activity keeps its whole name',
    longGrouped,
    (m: SidebarModel) => m.activities[0],
    { nanoId: 'a7', name: LONG },
  ],
  [
    'grouped: a group keeps its whole name; its sub-categories are cut past 10 characters',
    longGrouped,
    (m: SidebarModel) => m.entries[0],
    {
      kind: 'group',
      nanoId: 'g40',
      name: LONG,
      categories: [
        { nanoId: 'c6', name: LONG, label: LONG_LABEL },
        { nanoId: 'c8', name: TEN, label: TEN },
      ],
    },
  ],
  [
    'grouped: an ungrouped category in the order keeps its whole name',
    longGrouped,
    (m: SidebarModel) => m.entries[1],
    { kind: 'category', nanoId: 'c9', name: LONG },
  ],
  [
    'grouped: an ungrouped category appended keeps its whole name',
    config({ ecommerceActivityOrder: [activityOrder(longActivity)] }),
    (m: SidebarModel) => m.entries[1],
    { kind: 'category', nanoId: 'c9', name: LONG },
  ],
])('menu names: %s', (_case, cfg, pick, expected) => {
  expect(pick(buildSidebar({ config: cfg, ...longInput }))).toEqual(expected);
});

test('a group keeps its categories from the config when the group list misses it', () => {
  const model = buildSidebar({ config: grouped, activities, categories, groups: [] });
  expect(view(model.entries)).toEqual(['g:g30[]', 'c:類別4', `g:g10[類別1,${LONG_LABEL}]`, 'c:類別3']);
});

test('the group list is preferred for a group’s categories', () => {
  const renamed = [group(10, [c1]), groups[2]!];
  const model = buildSidebar({ config: grouped, activities, categories, groups: renamed });
  expect(view(model.entries)).toEqual(['g:g30[]', 'c:類別4', 'g:g10[類別1]', 'c:類別3']);
});

test('a category of a group in the order is not listed again with a group appended', () => {
  const model = buildSidebar({ config: grouped, activities, categories, groups });
  const names = model.entries.flatMap((e) =>
    e.kind === 'group' ? e.categories.map((c) => c.nanoId) : [e.nanoId],
  );
  expect(new Set(names).size).toBe(names.length);
});

test('activity names come along', () => {
  expect(buildSidebar({ config: null, activities: [a1], categories: [], groups: [] }).activities).toEqual([
    { nanoId: 'a1', name: '活動1' },
  ]);
});
