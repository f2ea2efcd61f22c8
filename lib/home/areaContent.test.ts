import type { PageArea, ProductSummary } from '@/lib/api/contract';
import { hasContent } from './areaContent';

const slide = (web: string | null, phone: string | null) => ({
  universalLink: { type: 'ecommerceActivity' as const, nanoId: 'a' },
  responsiveImage: {
    webSizeImage: web ? { filename: web } : null,
    phoneSizeImage: phone ? { filename: phone } : null,
  },
});
const product = (isPublic: boolean, isRemove = false) => ({ isPublic, isRemove, order: 1 }) as ProductSummary;
const productType = (products?: ProductSummary[]) => ({
  type: 'ecommerceCategory' as const,
  nanoId: 'c',
  name: '分類',
  Image: null,
  EcommerceProducts: products,
});

test.each<[string, boolean, PageArea]>([
  [
    'banner with a phone image',
    true,
    { type: 'banner', enable: true, banner: { carousel: [slide(null, '/p')] } },
  ],
  [
    'banner without images',
    false,
    { type: 'banner', enable: true, banner: { carousel: [slide(null, null)] } },
  ],
  ['empty banner', false, { type: 'banner', enable: true, banner: { carousel: [] } }],
  [
    'marketing with a web image',
    true,
    { type: 'marketing', enable: true, marketing: { carousel: [slide('/w', null)] } },
  ],
  [
    'marketing without images',
    false,
    { type: 'marketing', enable: true, marketing: { carousel: [slide(null, null)] } },
  ],
  [
    'news',
    true,
    {
      type: 'news',
      enable: true,
      news: { carousel: [{ image: null, title: 't', description: '', link: 'x' }] },
    },
  ],
  ['empty news', false, { type: 'news', enable: true, news: { carousel: [] } }],
  ['text with a title', true, { type: 'text', enable: true, text: { title: '標題', description: '' } }],
  [
    'text with a description',
    true,
    { type: 'text', enable: true, text: { title: ' ', description: '說明' } },
  ],
  ['blank text', false, { type: 'text', enable: true, text: { title: ' ', description: '\n' } }],
  [
    'youtube video',
    true,
    { type: 'youtube', enable: true, youtube: { url: 'https://youtu.be/aqz-KE-bpKQ' } },
  ],
  [
    'youtube channel',
    false,
    { type: 'youtube', enable: true, youtube: { url: 'https://www.youtube.com/@shop' } },
  ],
  [
    'product list',
    true,
    {
      type: 'productList',
      enable: true,
      productList: { title: 't', productType: productType([product(false), product(true)]) },
    },
  ],
  [
    'product list, none public',
    false,
    {
      type: 'productList',
      enable: true,
      productList: { title: 't', productType: productType([product(false), product(true, true)]) },
    },
  ],
  [
    'product list, target gone',
    false,
    { type: 'productList', enable: true, productList: { title: 't', productType: null } },
  ],
  [
    'product list, no products',
    false,
    { type: 'productList', enable: true, productList: { title: 't', productType: productType([]) } },
  ],
  [
    'product list, products not sent',
    false,
    { type: 'productList', enable: true, productList: { title: 't', productType: productType() } },
  ],
  [
    'recommendations',
    true,
    { type: 'productTypeList', enable: true, productTypeList: { title: '', items: [productType()] } },
  ],
  [
    'no recommendations',
    false,
    { type: 'productTypeList', enable: true, productTypeList: { title: '', items: [] } },
  ],
])('%s has content: %s', (_name, expected, area) => expect(hasContent(area)).toBe(expected));
