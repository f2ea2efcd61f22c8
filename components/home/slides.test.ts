import type { CarouselItem } from '@/lib/api/contract';
import { deviceSlides } from './slides';

const item = (
  nanoId: string,
  web: string | null,
  phone: string | null,
  alt?: string,
  type: CarouselItem['universalLink']['type'] = 'ecommerceActivity',
): CarouselItem => ({
  universalLink: { type, nanoId },
  responsiveImage: {
    webSizeImage: web ? { filename: web } : null,
    phoneSizeImage: phone ? { filename: phone } : null,
  },
  alt,
});

const items = [
  item('a-both', '/w1.png', '/p1.png', '秋日選物祭'),
  item('a-web', '/w2.png', null, '只在桌機'),
  item('c-phone', null, '/p3.png', '只在手機', 'ecommerceCategory'),
  item('a-none', null, null, '沒有圖'),
];

test.each([
  [
    'desktop',
    [
      { href: '/productList/activity/a-both', label: '秋日選物祭', src: '/w1.png' },
      { href: '/productList/activity/a-web', label: '只在桌機', src: '/w2.png' },
    ],
  ],
  [
    'phone',
    [
      { href: '/productList/activity/a-both', label: '秋日選物祭', src: '/p1.png' },
      { href: '/productList/category/c-phone', label: '只在手機', src: '/p3.png' },
    ],
  ],
] as const)('%s shows only the slides with an image for it, in order', (device, expected) =>
  expect(deviceSlides(items, device)).toEqual(expected),
);

test.each([
  [undefined, 'ecommerceActivity', '查看活動商品'],
  ['', 'ecommerceCategory', '查看分類商品'],
  ['   ', 'ecommerceActivity', '查看活動商品'],
  [' 送禮推薦 ', 'ecommerceCategory', '送禮推薦'],
] as const)('alt %j on a link to %s is labelled %j', (alt, type, label) =>
  expect(deviceSlides([item('x', '/w.png', null, alt, type)], 'desktop')[0]?.label).toBe(label),
);

test('no slides, none shown', () => expect(deviceSlides([], 'phone')).toEqual([]));
