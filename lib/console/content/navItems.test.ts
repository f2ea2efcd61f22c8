import { navItemBody, newNavItem } from './navItems';
import type { ContentChoices, StoredNavItem } from './types';

const choices: ContentChoices = {
  categories: [],
  groups: [],
  activities: [
    { id: 2, nanoId: 'act-year-end', name: '年末感謝祭', enable: false },
    { id: 3, nanoId: 'act-spring', name: '春季特賣', enable: true },
  ],
  pages: [{ key: 'about', title: '關於我們' }],
};
const none: ContentChoices = { categories: [], groups: [], activities: [], pages: [] };
const base = { url: null, ecommerceActivityId: null, ecommercePage: null };

describe('navItemBody', () => {
  test.each<[string, StoredNavItem, Record<string, unknown>]>([
    [
      'all products: its type only',
      { ...base, type: 'allProduct', name: '所有類別' },
      { type: 'allProduct' },
    ],
    [
      'an activity by its id, even one switched off',
      { ...base, type: 'ecommerceActivity', name: '年末', ecommerceActivityId: 2 },
      { type: 'ecommerceActivity', name: '年末', ecommerceActivityId: 2 },
    ],
    [
      'a page by its key',
      { ...base, type: 'ecommercePage', name: '關於', ecommercePage: { key: 'about' } },
      { type: 'ecommercePage', name: '關於', pageKey: 'about' },
    ],
    [
      'a page entry without its page sends an empty key, for the API to refuse',
      { ...base, type: 'ecommercePage', name: '關於' },
      { type: 'ecommercePage', name: '關於', pageKey: '' },
    ],
    [
      'a link by its address',
      { ...base, type: 'link', name: 'Blog', url: 'https://blog.example' },
      { type: 'link', name: 'Blog', url: 'https://blog.example' },
    ],
    [
      'a link without one sends an empty address',
      { ...base, type: 'link', name: 'Blog' },
      {
        type: 'link',
        name: 'Blog',
        url: '',
      },
    ],
  ])('%s', (_, item, body) => {
    expect(navItemBody(item)).toEqual(body);
  });
});

describe('newNavItem', () => {
  test.each<[StoredNavItem['type'], ContentChoices, StoredNavItem | null]>([
    ['allProduct', none, { ...base, type: 'allProduct', name: '所有類別' }],
    [
      'ecommerceActivity',
      choices,
      { ...base, type: 'ecommerceActivity', name: '年末感謝祭', ecommerceActivityId: 2 },
    ],
    ['ecommerceActivity', none, null],
    [
      'ecommercePage',
      choices,
      { ...base, type: 'ecommercePage', name: '關於我們', ecommercePage: { key: 'about' } },
    ],
    ['ecommercePage', none, null],
    ['link', none, { ...base, type: 'link', name: '', url: 'https://' }],
  ])('%s', (type, given, expected) => {
    expect(newNavItem(type, given)).toEqual(expected);
  });
});
