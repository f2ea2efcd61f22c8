import {
  activityName,
  entryName,
  entryOf,
  entryValue,
  sidebarChoices,
  type SidebarEntry,
} from './sidebarChoices';
import type { ContentChoices } from './types';

const choices: ContentChoices = {
  categories: [
    { id: 1, nanoId: 'c1', name: '上衣' },
    { id: 2, nanoId: 'c2', name: '帽子' },
  ],
  groups: [{ id: 1, nanoId: 'g1', name: '服飾' }],
  activities: [
    { id: 5, nanoId: 'a5', name: '年末感謝祭', enable: false },
    { id: 6, nanoId: 'a6', name: '春季特賣', enable: true },
  ],
  pages: [],
};

describe('sidebarChoices', () => {
  test.each<[string, number[], SidebarEntry[], number[], string[]]>([
    [
      'nothing listed yet: everything, groups first',
      [],
      [],
      [5, 6],
      ['ecommerceCategoryGroup:1', 'ecommerceCategory:1', 'ecommerceCategory:2'],
    ],
    [
      'what is listed is not offered again',
      [6],
      [{ type: 'ecommerceCategory', id: 1 }],
      [5],
      ['ecommerceCategoryGroup:1', 'ecommerceCategory:2'],
    ],
    [
      'a group and a category of one id are different entries',
      [5, 6],
      [{ type: 'ecommerceCategoryGroup', id: 1 }],
      [],
      ['ecommerceCategory:1', 'ecommerceCategory:2'],
    ],
    [
      'an entry that is gone offers nothing in its place',
      [99],
      [{ type: 'ecommerceCategory', id: 99 }],
      [5, 6],
      ['ecommerceCategoryGroup:1', 'ecommerceCategory:1', 'ecommerceCategory:2'],
    ],
  ])('%s', (_, activityIds, groupOrder, free, options) => {
    const { freeActivities, entryOptions } = sidebarChoices({ activityIds, groupOrder }, choices);
    expect(freeActivities.map((a) => a.id)).toEqual(free);
    expect(entryOptions.map(([value]) => value)).toEqual(options);
  });

  test('options say what each is', () => {
    expect(sidebarChoices({ activityIds: [], groupOrder: [] }, choices).entryOptions).toEqual([
      ['ecommerceCategoryGroup:1', '群組：服飾'],
      ['ecommerceCategory:1', '分類：上衣'],
      ['ecommerceCategory:2', '分類：帽子'],
    ]);
  });
});

test.each<[SidebarEntry, string]>([
  [{ type: 'ecommerceCategoryGroup', id: 1 }, 'ecommerceCategoryGroup:1'],
  [{ type: 'ecommerceCategory', id: 12 }, 'ecommerceCategory:12'],
])('entry %j ⇄ %s', (entry, value) => {
  expect(entryValue(entry)).toBe(value);
  expect(entryOf(value)).toEqual(entry);
});

test.each<[string, string, string]>([
  ['a group', entryName({ type: 'ecommerceCategoryGroup', id: 1 }, choices), '服飾'],
  ['a category', entryName({ type: 'ecommerceCategory', id: 2 }, choices), '帽子'],
  ['a category that is gone', entryName({ type: 'ecommerceCategory', id: 9 }, choices), '（已不存在）'],
  ['an activity, running or not', activityName(5, choices), '年末感謝祭'],
  ['an activity that is gone', activityName(9, choices), '（已不存在）'],
])('the name of %s', (_, name, expected) => {
  expect(name).toBe(expected);
});
