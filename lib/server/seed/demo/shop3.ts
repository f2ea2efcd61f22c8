import type { SeedShop } from '../types';

/**
 * 歇業小舖 — a shop whose ecommerce module is switched off. It keeps a tiny catalog so that a
 * closed shop with data behind it can be told apart from an empty one.
 */
export const shop3: SeedShop = {
  name: '歇業小舖',
  orgName: '歇業小舖工作室',
  domains: ['closed.localhost'],
  config: {
    logo: '/demo/shop3/logo.svg',
    favicon: '/demo/shop3/favicon.svg',
    socialLinks: [],
  },
  modules: { ecommerce: false },
  userInfoFields: [],
  categoryGroups: [],
  ungroupedCategories: [{ nanoId: 'c-goods', name: '雜貨', image: '/demo/categories/shop3-goods.svg' }],
  activities: [],
  products: [
    {
      nanoId: 'p-closed-tote',
      name: '帆布提袋',
      description: '暫停營業中。',
      mainImage: '/demo/products/canvas-tote.svg',
      price: 450,
      categoryNanoIds: ['c-goods'],
      order: 10,
      useCashbackRate: 0,
      stock: 5,
    },
    {
      nanoId: 'p-closed-mug',
      name: '白瓷馬克杯',
      description: '暫停營業中。',
      mainImage: '/demo/products/stone-mug.svg',
      price: 380,
      categoryNanoIds: ['c-goods'],
      order: 20,
      useCashbackRate: 0,
      stock: 3,
    },
    {
      nanoId: 'p-closed-candle',
      name: '香氛蠟燭',
      description: '暫停營業中。',
      mainImage: '/demo/products/soy-candle.svg',
      price: 520,
      categoryNanoIds: ['c-goods'],
      order: 30,
      useCashbackRate: 0,
      stock: 0,
    },
  ],
  navigation: [],
  trend: [],
  footer: { aboutUs: [], faq: [], contactUs: [] },
  pages: [],
  pageIcons: [],
  deliveries: [],
  payments: [],
};
