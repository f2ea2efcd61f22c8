import type { StoredPageArea } from '@/lib/api/contract';
import { AREA_TYPE_LABELS, type AreaType } from './limits';
import { newArea } from './newArea';
import type { ContentChoices } from './types';

const choices: ContentChoices = {
  categories: [{ id: 1, nanoId: 'cat-winter', name: '冬季選物' }],
  groups: [],
  activities: [{ id: 2, nanoId: 'act-year-end', name: '年末感謝祭', enable: true }],
  pages: [],
};
const category = { type: 'ecommerceCategory', nanoId: 'cat-winter' } as const;

test.each<[AreaType, StoredPageArea]>([
  ['banner', { type: 'banner', enable: true, banner: { carousel: [] } }],
  ['marketing', { type: 'marketing', enable: true, marketing: { carousel: [] } }],
  ['news', { type: 'news', enable: true, news: { carousel: [] } }],
  ['text', { type: 'text', enable: true, text: { title: '', description: '' } }],
  ['youtube', { type: 'youtube', enable: true, youtube: { url: '' } }],
  ['productList', { type: 'productList', enable: true, productList: { title: '', productType: category } }],
  [
    'productTypeList',
    { type: 'productTypeList', enable: true, productTypeList: { title: '精選推薦', items: [category] } },
  ],
])('a new %s area', (type, expected) => {
  expect(newArea(type, choices)).toEqual(expected);
});

test('every type the add menu offers makes an area of that type, shown', () => {
  for (const type of Object.keys(AREA_TYPE_LABELS) as AreaType[])
    expect(newArea(type, choices)).toMatchObject({ type, enable: true });
});

test.each<[string, ContentChoices, { type: string; nanoId: string }]>([
  [
    'a shop without categories lists its first activity',
    { ...choices, categories: [] },
    {
      type: 'ecommerceActivity',
      nanoId: 'act-year-end',
    },
  ],
  [
    'a shop with neither gets an empty link to choose',
    { ...choices, categories: [], activities: [] },
    { type: 'ecommerceCategory', nanoId: '' },
  ],
])('%s', (_, given, ref) => {
  expect(newArea('productList', given)).toMatchObject({ productList: { productType: ref } });
});
