import type { PageArea } from '@/lib/api/contract';
import { arrangeAreas, enabledAreas } from './areas';

const text = (title: string, enable = true): PageArea => ({
  type: 'text',
  enable,
  text: { title, description: 'd' },
});
const slide = {
  universalLink: { type: 'ecommerceCategory' as const, nanoId: 'c' },
  responsiveImage: { webSizeImage: { filename: '/a.svg' }, phoneSizeImage: null },
};
const banner = (enable = true): PageArea => ({ type: 'banner', enable, banner: { carousel: [slide] } });
const emptyNews: PageArea = { type: 'news', enable: true, news: { carousel: [] } };
const label = (a: PageArea) => (a.type === 'text' ? a.text.title : a.type);

test('only enabled areas are kept, in the order given', () => {
  const areas = [text('a'), text('b', false), text('c'), text('d', false)];
  expect(enabledAreas(areas).map(label)).toEqual(['a', 'c']);
});

test('banners come first; the rest alternate plain and highlighted in page order', () => {
  const areas = [
    text('a'),
    banner(),
    text('b'),
    text('x', false),
    banner(false),
    text('c'),
    banner(),
    text('d'),
  ];
  expect(arrangeAreas(areas).map(({ area, highlighted }) => [label(area), highlighted])).toEqual([
    ['banner', false],
    ['banner', false],
    ['a', false],
    ['b', true],
    ['c', false],
    ['d', true],
  ]);
});

test('areas with nothing to show are dropped before alternating', () => {
  const areas = [
    text('a'),
    emptyNews,
    text('b'),
    banner(),
    { ...banner(), banner: { carousel: [] } } as PageArea,
  ];
  expect(arrangeAreas(areas).map(({ area, highlighted }) => [label(area), highlighted])).toEqual([
    ['banner', false],
    ['a', false],
    ['b', true],
  ]);
});

test('no areas, no output', () => expect(arrangeAreas([])).toEqual([]));
