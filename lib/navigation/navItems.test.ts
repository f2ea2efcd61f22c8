import type { Activity, Category, NavItem, TrendItem } from '@/lib/api/contract';
import { liveTrends, navItemLabel, navItemTarget, visibleNavItems } from './navItems';

const activityItem = (name: string, enable: boolean, isRemove: boolean): NavItem => ({
  type: 'ecommerceActivity',
  name,
  ecommerceActivityId: 1,
  ecommerceActivity: { id: 1, nanoId: `a-${name}`, name, enable, isRemove },
});
const all: NavItem = { type: 'allProduct', name: '所有類別' };
const page: NavItem = { type: 'ecommercePage', name: '關於', ecommercePage: { key: 'about' } };
const link: NavItem = { type: 'link', name: '部落格', url: 'https://blog.example.com' };

test.each([
  ['a running activity is kept', [activityItem('run', true, false)], ['run']],
  ['a disabled activity is dropped', [activityItem('off', false, false)], []],
  ['a removed activity is dropped', [activityItem('gone', true, true)], []],
  [
    'an activity that no longer exists is dropped',
    [{ ...activityItem('x', true, false), ecommerceActivity: null }],
    [],
  ],
  [
    'other types are kept, in order',
    [link, activityItem('off', false, false), all, page],
    ['部落格', '所有類別', '關於'],
  ],
])('visibleNavItems: %s', (_case, items, expected) =>
  expect(visibleNavItems(items).map((i) => i.name)).toEqual(expected),
);

test.each([
  ['allProduct → AllCategory', all, { href: '/categories', external: false }],
  [
    'activity → its product list',
    activityItem('sale', true, false),
    { href: '/productList/activity/a-sale', external: false },
  ],
  ['page → its custom page', page, { href: '/page/about', external: false }],
  ['link → its url, leaving the site', link, { href: 'https://blog.example.com', external: true }],
  ['activity without its activity', { type: 'ecommerceActivity', name: 'x', ecommerceActivity: null }, null],
  ['page without its page', { type: 'ecommercePage', name: 'x' }, null],
  ['link without url', { type: 'link', name: 'x', url: '' }, null],
] as [string, NavItem, ReturnType<typeof navItemTarget>][])('navItemTarget: %s', (_case, item, expected) =>
  expect(navItemTarget(item)).toEqual(expected),
);

const LONG = '秋冬限定手作器皿與居家選物特輯'; // 15 characters

test.each([
  ['allProduct is 所有類別 whatever its stored name', { type: 'allProduct', name: '所有商品' }, '所有類別'],
  ['allProduct without a name', { type: 'allProduct', name: '' }, '所有類別'],
  ['a long activity name is kept whole', activityItem(LONG, true, false), LONG],
  ['a long page name is kept whole', { ...page, name: LONG }, LONG],
  ['a long link name is kept whole', { ...link, name: LONG }, LONG],
] as [string, NavItem, string][])('navItemLabel: %s', (_case, item, expected) =>
  expect(navItemLabel(item)).toBe(expected),
);

const activity = (nanoId: string, enable = true, isRemove = false): Activity => ({
  id: 1,
  nanoId,
  name: nanoId,
  enable,
  isRemove,
  description: '',
  isStorewide: false,
  Image: null,
  order: 1,
});
const category = (nanoId: string): Category => ({
  id: 1,
  nanoId,
  name: nanoId,
  Image: null,
  order: 1,
  EcommerceCategoryGroupId: null,
  EcommerceCategoryGroup: null,
});
const trend = (type: TrendItem['type'], nanoId: string): TrendItem => ({ type, nanoId, name: nanoId });

test.each([
  [
    'existing activity and category kept, in order',
    [trend('ecommerceCategory', 'c1'), trend('ecommerceActivity', 'a1')],
    ['c1', 'a1'],
  ],
  ['a deleted activity is dropped', [trend('ecommerceActivity', 'a-deleted')], []],
  ['a disabled activity is dropped', [trend('ecommerceActivity', 'a-off')], []],
  ['a removed activity is dropped', [trend('ecommerceActivity', 'a-gone')], []],
  ['a deleted category is dropped', [trend('ecommerceCategory', 'c-deleted')], []],
  ['an activity id does not match a category of that id', [trend('ecommerceCategory', 'a1')], []],
])('liveTrends: %s', (_case, items, expected) =>
  expect(
    liveTrends(
      items,
      [activity('a1'), activity('a-off', false), activity('a-gone', true, true)],
      [category('c1')],
    ).map((t) => t.nanoId),
  ).toEqual(expected),
);
