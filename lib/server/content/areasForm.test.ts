import { z } from 'zod';
import { AreaInputSchema, AreasInputSchema, refsOfAreas } from './areasForm';

const pic = (filename: string) => ({ filename });
const slide = (web: string | null, phone: string | null = null) => ({
  universalLink: { type: 'ecommerceActivity', nanoId: 'a-sale' },
  responsiveImage: { webSizeImage: web ? pic(web) : null, phoneSizeImage: phone ? pic(phone) : null },
});
const firstPath = (value: unknown) => {
  const r = z.safeParse(AreaInputSchema, value);
  return r.success ? null : r.error.issues[0]!.path.join('.');
};

test.each<[string, unknown, string | null]>([
  [
    'a banner with a desktop picture',
    { type: 'banner', enable: true, banner: { carousel: [slide('/demo/a.svg')] } },
    null,
  ],
  [
    'a banner with a phone picture only',
    { type: 'banner', enable: true, banner: { carousel: [slide(null, '/demo/p.svg')] } },
    null,
  ],
  [
    'a slide without pictures',
    { type: 'banner', enable: true, banner: { carousel: [slide(null)] } },
    'banner.carousel.0.responsiveImage',
  ],
  [
    'a picture from another site',
    { type: 'marketing', enable: true, marketing: { carousel: [slide('https://x.example/a.png')] } },
    'marketing.carousel.0.responsiveImage.webSizeImage.filename',
  ],
  [
    'eleven slides',
    {
      type: 'banner',
      enable: false,
      banner: { carousel: Array.from({ length: 11 }, () => slide('/demo/a.svg')) },
    },
    'banner.carousel',
  ],
  [
    'a YouTube video',
    { type: 'youtube', enable: true, youtube: { url: 'https://youtu.be/aqz-KE-bpKQ' } },
    null,
  ],
  [
    'a YouTube channel',
    { type: 'youtube', enable: true, youtube: { url: 'https://www.youtube.com/@shop' } },
    'youtube.url',
  ],
  [
    'news linking to a script',
    {
      type: 'news',
      enable: true,
      news: { carousel: [{ image: null, title: 't', description: '', link: 'javascript:1' }] },
    },
    'news.carousel.0.link',
  ],
  [
    'news without a title',
    {
      type: 'news',
      enable: true,
      news: { carousel: [{ image: null, title: ' ', description: '', link: 'https://a.example' }] },
    },
    'news.carousel.0.title',
  ],
  ['a text area', { type: 'text', enable: true, text: { title: '', description: '說明' } }, null],
  [
    'a long text title',
    { type: 'text', enable: true, text: { title: '字'.repeat(61), description: '' } },
    'text.title',
  ],
  [
    'a product list',
    {
      type: 'productList',
      enable: true,
      productList: { title: '', productType: { type: 'ecommerceCategory', nanoId: 'c-tea' } },
    },
    null,
  ],
  [
    'a product list of a product',
    {
      type: 'productList',
      enable: true,
      productList: { title: '', productType: { type: 'product', nanoId: 'p' } },
    },
    'productList.productType.type',
  ],
  [
    'a bad nanoId',
    {
      type: 'productList',
      enable: true,
      productList: { title: '', productType: { type: 'ecommerceCategory', nanoId: '../x' } },
    },
    'productList.productType.nanoId',
  ],
  [
    'empty recommendations',
    { type: 'productTypeList', enable: true, productTypeList: { title: '', items: [] } },
    'productTypeList.items',
  ],
  ['an unknown type', { type: 'chat', enable: true }, 'type'],
  ['no enable', { type: 'text', text: { title: 't', description: '' } }, 'enable'],
])('%s', (_name, area, path) => expect(firstPath(area)).toBe(path));

test('at most 30 areas', () => {
  const text = { type: 'text', enable: true, text: { title: 't', description: '' } };
  expect(z.safeParse(AreasInputSchema, Array(30).fill(text)).success).toBe(true);
  expect(z.safeParse(AreasInputSchema, Array(31).fill(text)).success).toBe(false);
});

test('every link of the areas is found with its place in the body', () => {
  const areas = AreasInputSchema.parse([
    { type: 'text', enable: true, text: { title: 't', description: '' } },
    { type: 'banner', enable: true, banner: { carousel: [slide('/demo/a.svg')] } },
    {
      type: 'productTypeList',
      enable: true,
      productTypeList: { title: '', items: [{ type: 'ecommerceCategory', nanoId: 'c-tea' }] },
    },
  ]);
  expect(refsOfAreas(areas)).toEqual([
    { path: 'areas.1.banner.carousel.0.universalLink', ref: { type: 'ecommerceActivity', nanoId: 'a-sale' } },
    { path: 'areas.2.productTypeList.items.0', ref: { type: 'ecommerceCategory', nanoId: 'c-tea' } },
  ]);
});
