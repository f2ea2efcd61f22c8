/** @jest-environment node */
import { and, eq } from 'drizzle-orm';
import { z } from 'zod/mini';
import { GET as listActivities } from '@/app/api-client/[shopId]/ecommerceActivity/route';
import { GET as listBanners } from '@/app/api-client/[shopId]/ecommerceBanner/route';
import { GET as getPageIcons } from '@/app/api-client/[shopId]/ecommerceConfig/getPageIcon/route';
import { GET as getFooterConfig } from '@/app/api-client/[shopId]/ecommerceFooterConfig/route';
import { GET as getNavConfig } from '@/app/api-client/[shopId]/ecommerceNavConfig/route';
import { GET as getPage } from '@/app/api-client/[shopId]/ecommercePage/[key]/route';
import { GET as getSidebarConfig } from '@/app/api-client/[shopId]/ecommerceSidebarConfig/route';
import {
  ActivitySchema,
  BannerSchema,
  FooterConfigSchema,
  NavConfigSchema,
  PageIconSchema,
  PageSchema,
  SidebarConfigSchema,
  type PageArea,
  type StoredPageArea,
} from '@/lib/api/contract';
import type { Db } from '@/lib/server/db/client';
import { closeDb } from '@/lib/server/db/client';
import { activities, pages } from '@/lib/server/db/schema';
import { call } from '@/lib/server/testing/call';
import { testDb } from '@/lib/server/testing/db';
import {
  expectError,
  expectNoHidden,
  names,
  nanoIds,
  shop1,
  shop2,
  shopIds,
  UNKNOWN_SHOP_ID,
  visibleProducts,
  type Handler,
  type ShopIds,
} from './helpers';

let db: Db;
let ids: ShopIds;

beforeAll(async () => {
  db = await testDb();
  ids = await shopIds();
}, 60_000);

afterAll(() => closeDb());

async function ok<T>(schema: z.ZodMiniType<T>, handler: Handler, params: Record<string, string>): Promise<T> {
  const reply = await call(handler, params);
  if (reply.status !== 200)
    throw new Error(`${JSON.stringify(params)}: ${reply.status} ${JSON.stringify(reply.body)}`);
  return schema.parse(reply.body);
}

const page = (shopId: string, key: string) => ok(PageSchema, getPage, { shopId, key });

type ProductListArea = Extract<PageArea, { type: 'productList' }>;
const productLists = (areas: PageArea[]) =>
  areas.filter((a): a is ProductListArea => a.type === 'productList');

/** Handlers that answer for a shop with no further input. */
const shopOnly: [string, Handler][] = [
  ['ecommerceBanner', listBanners],
  ['ecommerceNavConfig', getNavConfig],
  ['ecommerceFooterConfig', getFooterConfig],
  ['ecommerceSidebarConfig', getSidebarConfig],
  ['ecommerceConfig/getPageIcon', getPageIcons],
];

describe('GET …/ecommercePage/{key}', () => {
  test('the home page keeps its areas in stored order', async () => {
    const home = await page(ids.s1, 'home');
    expect(home).toMatchObject({ key: 'home', title: '首頁' });
    const stored = shop1.pages.find((p) => p.key === 'home')!.areas;
    expect(home.content.areas.map((a) => a.type)).toEqual(stored.map((a) => a.type));
    expect(home.content.areas.map((a) => a.type)).toEqual([
      'text',
      'banner',
      'productList',
      'productTypeList',
      'productList',
      'marketing',
      'news',
      'youtube',
      'text',
    ]);
    expect(home.content.areas.map((a) => a.enable)).toEqual(stored.map((a) => a.enable));
    const first = home.content.areas[0]!;
    expect(first.type === 'text' && first.text.title).toBe('歡迎來到小島選物');
  });

  test('productList areas carry at most 8 visible products of their category or activity, in order', async () => {
    const home = await page(ids.s1, 'home');
    const lists = productLists(home.content.areas);
    expect(lists.map((a) => a.productList.title)).toEqual(['秋日選物祭', '上衣外套']);

    const [autumn, tops] = lists;
    expect(autumn!.productList.productType).toMatchObject({
      type: 'ecommerceActivity',
      nanoId: 'a-autumn-sale',
      name: '秋日選物祭',
      Image: { filename: '/demo/activities/shop1-autumn-sale.svg' },
    });
    const autumnProducts = autumn!.productList.productType!.EcommerceProducts!;
    expect(nanoIds(autumnProducts)).toEqual(
      nanoIds(visibleProducts(shop1, (p) => p.activityNanoId === 'a-autumn-sale')),
    );
    expect(autumnProducts.every((p) => p.activityPrice < p.price)).toBe(true);

    expect(tops!.productList.productType).toMatchObject({
      type: 'ecommerceCategory',
      nanoId: 'c-tops',
      name: '上衣外套',
    });
    const topsProducts = tops!.productList.productType!.EcommerceProducts!;
    expect(names(topsProducts)).toEqual([
      '亞麻寬版襯衫',
      '有機棉素面T恤',
      '羊毛針織外套',
      '條紋短袖上衣',
      '水洗丹寧外套',
    ]);

    for (const a of lists) {
      const products = a.productList.productType!.EcommerceProducts!;
      expect(products.length).toBeLessThanOrEqual(8);
      expectNoHidden(products);
    }
  });

  test('productTypeList, banner, marketing and news areas are resolved from the live catalog', async () => {
    const areas = (await page(ids.s1, 'home')).content.areas;
    const typeList = areas.find((a) => a.type === 'productTypeList');
    expect(typeList?.type === 'productTypeList' && typeList.productTypeList.items.map((i) => i.name)).toEqual(
      ['茶飲沖泡', '3C配件限時優惠', '天然手工皂與沐浴保養系列', '台灣好茶週', '生活雜貨'],
    );
    const banner = areas.find((a) => a.type === 'banner');
    expect(banner?.type === 'banner' && banner.banner.carousel.map((s) => s.universalLink.nanoId)).toEqual([
      'a-autumn-sale',
      'a-tea-week',
      'c-living',
      'a-3c-deals',
    ]);
    const marketing = areas.find((a) => a.type === 'marketing');
    expect(marketing?.type === 'marketing' && marketing.marketing.carousel.map((s) => s.alt)).toEqual([
      '天然手工皂',
      '送禮推薦',
    ]);
    const news = areas.find((a) => a.type === 'news');
    expect(news?.type === 'news' && news.news.carousel).toHaveLength(4);
    const last = areas.at(-1)!;
    expect(last).toMatchObject({ type: 'text', enable: false });
  });

  test('shop 2’s home page is its own', async () => {
    const home = await page(ids.s2, 'home');
    expect(home.content.areas.map((a) => a.type)).toEqual([
      'banner',
      'productList',
      'productTypeList',
      'text',
      'news',
      'marketing',
    ]);
    const [list] = productLists(home.content.areas);
    const products = list!.productList.productType!.EcommerceProducts!;
    expect(nanoIds(products)).toEqual(
      nanoIds(visibleProducts(shop2, (p) => p.categoryNanoIds.includes('c-single-origin'))),
    );
    expect(names(products)).not.toContain('隱藏試烘批次');
    const typeList = home.content.areas[2]!;
    expect(typeList.type === 'productTypeList' && typeList.productTypeList.items.map((i) => i.name)).toEqual([
      '手沖入門優惠',
      '台灣茶葉',
    ]);
  });

  test('other pages by key', async () => {
    const about = await page(ids.s1, 'about');
    expect(about.title).toBe('關於我們');
    expect(about.content.areas.map((a) => (a.type === 'text' ? a.text.title : a.type))).toEqual([
      '品牌故事',
      '我們的選物原則',
      '門市與合作',
    ]);
    expect((await page(ids.s2, 'about')).title).toBe('關於山嵐');
  });

  test('a page with a long list shows only its first 8; gone or switched-off targets are dropped', async () => {
    const ref = (type: 'ecommerceCategory' | 'ecommerceActivity', nanoId: string) => ({ type, nanoId });
    const areas: StoredPageArea[] = [
      {
        type: 'productList',
        enable: true,
        productList: { title: '送禮', productType: ref('ecommerceCategory', 'c-gift') },
      },
      {
        type: 'productList',
        enable: true,
        productList: { title: '停用活動', productType: ref('ecommerceActivity', 'a-spring-clearance') },
      },
      {
        type: 'productList',
        enable: true,
        productList: { title: '刪除活動', productType: ref('ecommerceActivity', 'a-anniversary') },
      },
      {
        type: 'productList',
        enable: true,
        productList: { title: '別家類別', productType: ref('ecommerceCategory', 'c-single-origin') },
      },
      {
        type: 'productTypeList',
        enable: true,
        productTypeList: {
          title: '混合',
          items: [
            ref('ecommerceCategory', 'c-discontinued'),
            ref('ecommerceCategory', 'c-tea'),
            ref('ecommerceActivity', 'a-anniversary'),
            ref('ecommerceActivity', 'a-new-harvest'),
          ],
        },
      },
    ];
    await db
      .insert(pages)
      .values({ shopId: Number(ids.s1), key: 'test-long', title: '測試', content: { areas } });

    const got = (await page(ids.s1, 'test-long')).content.areas;
    const [gift, disabled, removed, foreign] = productLists(got);
    const giftProducts = gift!.productList.productType!.EcommerceProducts!;
    const expected = visibleProducts(shop1, (p) => p.categoryNanoIds.includes('c-gift'));
    expect(expected.length).toBeGreaterThan(8);
    expect(giftProducts).toHaveLength(8);
    expect(nanoIds(giftProducts)).toEqual(nanoIds(expected.slice(0, 8)));
    expectNoHidden(giftProducts);
    expect(disabled!.productList.productType).toBeNull();
    expect(removed!.productList.productType).toBeNull();
    expect(foreign!.productList.productType).toBeNull();
    const mixed = got[4]!;
    expect(mixed.type === 'productTypeList' && mixed.productTypeList.items.map((i) => i.nanoId)).toEqual([
      'c-tea',
    ]);
  });

  test('an unknown key, or another shop’s page, is a 404', async () => {
    expectError(await call(getPage, { shopId: ids.s1, key: 'nope' }), 404);
    // The closed shop has no pages; shop 1's test page is not shop 2's.
    expectError(await call(getPage, { shopId: ids.s3, key: 'home' }), 404);
    expectError(await call(getPage, { shopId: ids.s2, key: 'test-long' }), 404);
    expectError(await call(getPage, { shopId: UNKNOWN_SHOP_ID, key: 'home' }), 404);
  });

  test('a malformed key is a 400', async () => {
    for (const key of ['a/b', '%', 'home%', 'ho me', '', 'x'.repeat(65), '../home']) {
      expectError(await call(getPage, { shopId: ids.s1, key }), 400);
    }
    expectError(await call(getPage, { shopId: 'abc', key: 'home' }), 400);
  });
});

describe('GET …/ecommerceBanner', () => {
  test('the slides of the home page’s banner areas, named after their target', async () => {
    const banners = await ok(z.array(BannerSchema), listBanners, { shopId: ids.s1 });
    expect(names(banners)).toEqual(['秋日選物祭', '台灣好茶週', '生活雜貨', '3C配件限時優惠']);
    expect(banners.map((b) => b.alt)).toEqual(['秋日選物祭', '台灣好茶週', '居家好日子', '3C配件限時優惠']);
    expect(banners[0]!.responsiveImage).toEqual({
      webSizeImage: { filename: '/demo/banners/shop1-autumn-web.svg' },
      phoneSizeImage: { filename: '/demo/banners/shop1-autumn-phone.svg' },
    });
    expect(banners[3]!.responsiveImage.phoneSizeImage).toBeNull();
    expect(banners[2]!.universalLink).toEqual({ type: 'ecommerceCategory', nanoId: 'c-living' });
  });

  test('each shop its own; a shop without a home page has none', async () => {
    const two = await ok(z.array(BannerSchema), listBanners, { shopId: ids.s2 });
    expect(names(two)).toEqual(['新產季咖啡豆', '手沖入門優惠', '台灣茶葉']);
    expect(await ok(z.array(BannerSchema), listBanners, { shopId: ids.s3 })).toEqual([]);
  });
});

describe('GET …/ecommerceNavConfig', () => {
  test('navigation in order, activity entries resolved to the activity as it is now', async () => {
    const nav = await ok(NavConfigSchema, getNavConfig, { shopId: ids.s1 });
    expect(names(nav.navigation)).toEqual([
      '所有類別',
      '秋日選物祭',
      '台灣好茶週',
      '春季清倉',
      '週年慶',
      '關於我們',
      '品牌故事',
    ]);
    expect(nav.navigation.map((i) => i.type)).toEqual(shop1.navigation.map((i) => i.type));

    const byName = (n: string) => nav.navigation.find((i) => i.name === n)!;
    expect(byName('秋日選物祭').ecommerceActivity).toMatchObject({
      nanoId: 'a-autumn-sale',
      enable: true,
      isRemove: false,
    });
    expect(byName('春季清倉').ecommerceActivity).toMatchObject({
      nanoId: 'a-spring-clearance',
      enable: false,
      isRemove: false,
    });
    expect(byName('週年慶').ecommerceActivity).toMatchObject({ nanoId: 'a-anniversary', isRemove: true });
    expect(byName('關於我們').ecommercePage).toEqual({ key: 'about' });
    expect(byName('品牌故事').url).toBe('https://example.com/island-select/story');
    expect(byName('所有類別').ecommerceActivity ?? null).toBeNull();

    // The ids refer to the shop's own activities.
    const listed = z
      .array(ActivitySchema)
      .parse((await call(listActivities, { shopId: ids.s1 })).body)
      .find((a) => a.nanoId === 'a-autumn-sale')!;
    expect(byName('秋日選物祭').ecommerceActivityId).toBe(listed.id);
    expect(byName('秋日選物祭').ecommerceActivity!.id).toBe(listed.id);
  });

  test('trend lists the recommended activities and categories in order', async () => {
    const nav = await ok(NavConfigSchema, getNavConfig, { shopId: ids.s1 });
    expect(nav.trend.slice(0, 4)).toEqual([
      { type: 'ecommerceActivity', nanoId: 'a-autumn-sale', name: '秋日選物祭' },
      { type: 'ecommerceCategory', nanoId: 'c-tea', name: '茶飲沖泡' },
      { type: 'ecommerceCategory', nanoId: 'c-bath', name: '天然手工皂與沐浴保養系列' },
      { type: 'ecommerceActivity', nanoId: 'a-3c-deals', name: '3C配件限時優惠' },
    ]);
  });

  test('trend entries pointing at nothing are dropped', async () => {
    // The demo stores 已停售系列 (c-discontinued) and 冬季限定 (a-winter-gone): neither exists.
    const one = await ok(NavConfigSchema, getNavConfig, { shopId: ids.s1 });
    expect(nanoIds(one.trend)).toEqual(['a-autumn-sale', 'c-tea', 'c-bath', 'a-3c-deals']);
    const two = await ok(NavConfigSchema, getNavConfig, { shopId: ids.s2 });
    expect(nanoIds(two.trend)).toEqual(['a-new-harvest', 'c-single-origin', 'c-teaware']);
  });

  test('each shop its own; a shop without navigation gets empty lists', async () => {
    const two = await ok(NavConfigSchema, getNavConfig, { shopId: ids.s2 });
    expect(names(two.navigation)).toEqual(['所有類別', '新產季咖啡豆', '夏日冰咖啡', '關於山嵐', '咖啡學堂']);
    expect(two.navigation[2]!.ecommerceActivity).toMatchObject({ nanoId: 'a-summer-ice', enable: false });
    expect(await ok(NavConfigSchema, getNavConfig, { shopId: ids.s3 })).toEqual({
      navigation: [],
      trend: [],
    });
  });
});

describe('GET …/ecommerceFooterConfig', () => {
  test('about us, FAQ and contact entries as the merchant set them', async () => {
    const footer = await ok(FooterConfigSchema, getFooterConfig, { shopId: ids.s1 });
    expect(footer).toEqual(shop1.footer);
    expect(names(footer.aboutUs)).toEqual(['品牌故事', '門市資訊', '加入我們']);
    expect(footer.contactUs[1]).toEqual({ name: '聯絡電話', text: '(02) 2345-6789' });
    const two = await ok(FooterConfigSchema, getFooterConfig, { shopId: ids.s2 });
    expect(two.contactUs.map((c) => c.text)).toContain('台中市西區精誠路 88 號');
    expect(await ok(FooterConfigSchema, getFooterConfig, { shopId: ids.s3 })).toEqual({
      aboutUs: [],
      faq: [],
      contactUs: [],
    });
  });
});

describe('GET …/ecommerceSidebarConfig', () => {
  test('shop 1: ungrouped mode, references resolved in stored order', async () => {
    const sidebar = await ok(z.nullable(SidebarConfigSchema), getSidebarConfig, { shopId: ids.s1 });
    expect(sidebar).not.toBeNull();
    expect(sidebar!.enable).toBe(true);
    expect(sidebar!.enableGroup).toBe(false);
    expect(sidebar!.ecommerceActivityOrder.map((a) => a.ecommerceActivity.name)).toEqual([
      '秋日選物祭',
      '台灣好茶週',
      '3C配件限時優惠',
      '全館滿千折百',
    ]);
    for (const a of sidebar!.ecommerceActivityOrder)
      expect(a.ecommerceActivityId).toBe(a.ecommerceActivity.id);
    expect(sidebar!.ecommerceCategoryGroupOrder.map((o) => [o.type, o.name])).toEqual([
      ['ecommerceCategoryGroup', '服飾'],
      ['ecommerceCategoryGroup', '居家'],
      ['ecommerceCategoryGroup', '食品'],
      ['ecommerceCategoryGroup', '3C配件'],
      ['ecommerceCategory', '天然手工皂與沐浴保養系列'],
    ]);
    const apparel = sidebar!.ecommerceCategoryGroupOrder[0]!;
    expect(apparel.ecommerceCategoryGroup!.nanoId).toBe('g-apparel');
    expect(nanoIds(apparel.ecommerceCategoryGroup!.EcommerceCategories)).toEqual([
      'c-tops',
      'c-bottoms',
      'c-accessories',
    ]);
    expect(apparel.ecommerceCategory).toBeNull();
    const bath = sidebar!.ecommerceCategoryGroupOrder[4]!;
    expect(bath.ecommerceCategory).toMatchObject({ nanoId: 'c-bath' });
    expect(bath.ecommerceCategoryId).toBe(bath.ecommerceCategory!.id);
    expect(bath.ecommerceCategoryGroup).toBeNull();
  });

  test('shop 2: grouped mode (enableGroup true), a disabled activity flagged', async () => {
    const sidebar = await ok(z.nullable(SidebarConfigSchema), getSidebarConfig, { shopId: ids.s2 });
    expect(sidebar).toMatchObject({ enable: true, enableGroup: true });
    expect(
      sidebar!.ecommerceActivityOrder.map((a) => [a.ecommerceActivity.nanoId, a.ecommerceActivity.enable]),
    ).toEqual([
      ['a-new-harvest', true],
      ['a-brew-bundle', true],
      ['a-summer-ice', false],
    ]);
    expect(sidebar!.ecommerceCategoryGroupOrder.map((o) => o.name)).toEqual([
      '咖啡豆',
      '沖煮器具',
      '禮盒組合',
      '茶葉茶具',
      '季節限定與節慶送禮精選',
    ]);
    expect(sidebar!.ecommerceCategoryGroupOrder[2]).toMatchObject({
      type: 'ecommerceCategory',
      ecommerceCategory: { nanoId: 'c-gift-set', name: '禮盒組合' },
    });
  });

  test('null when the shop has none', async () => {
    const reply = await call(getSidebarConfig, { shopId: ids.s3 });
    expect(reply).toEqual({ status: 200, body: null });
  });
});

describe('GET …/ecommerceConfig/getPageIcon', () => {
  test('pictures by key', async () => {
    const icons = await ok(z.array(PageIconSchema), getPageIcons, { shopId: ids.s1 });
    expect(icons).toEqual(shop1.pageIcons.map((i) => ({ key: i.key, Image: { filename: i.image } })));
    expect(icons.map((i) => i.key)).toEqual(['cart', 'order', 'product', 'search']);
    expect(await ok(z.array(PageIconSchema), getPageIcons, { shopId: ids.s3 })).toEqual([]);
  });
});

describe('shop-level content calls', () => {
  test.each(shopOnly)('%s: an unknown shop is a 404, a malformed shop id a 400', async (_path, handler) => {
    expectError(await call(handler, { shopId: UNKNOWN_SHOP_ID }), 404);
    for (const shopId of ['abc', '0', '-2', '2.5']) expectError(await call(handler, { shopId }), 400);
  });
});

// Runs last: it changes the data.
describe('after an activity is switched off', () => {
  test('its banner slide, home-page list and cards disappear; the navigation flags it', async () => {
    await db
      .update(activities)
      .set({ enable: false })
      .where(and(eq(activities.shopId, Number(ids.s1)), eq(activities.nanoId, 'a-tea-week')));

    const banners = await ok(z.array(BannerSchema), listBanners, { shopId: ids.s1 });
    expect(names(banners)).toEqual(['秋日選物祭', '生活雜貨', '3C配件限時優惠']);
    const areas = (await page(ids.s1, 'home')).content.areas;
    const typeList = areas.find((a) => a.type === 'productTypeList');
    expect(
      typeList?.type === 'productTypeList' && typeList.productTypeList.items.map((i) => i.nanoId),
    ).toEqual(['c-tea', 'a-3c-deals', 'c-bath', 'c-living']);
    const nav = await ok(NavConfigSchema, getNavConfig, { shopId: ids.s1 });
    expect(nav.navigation.find((i) => i.name === '台灣好茶週')!.ecommerceActivity).toMatchObject({
      enable: false,
    });
  });
});
