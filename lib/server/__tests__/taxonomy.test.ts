/** @jest-environment node */
import { z } from 'zod/mini';
import { GET as countActivityProducts } from '@/app/api-client/[shopId]/ecommerceActivity/[nanoId]/ecommerceProduct/count/route';
import { GET as listActivityProducts } from '@/app/api-client/[shopId]/ecommerceActivity/[nanoId]/ecommerceProduct/route';
import { GET as getActivity } from '@/app/api-client/[shopId]/ecommerceActivity/[nanoId]/route';
import { GET as listActivities } from '@/app/api-client/[shopId]/ecommerceActivity/route';
import { GET as countCategoryProducts } from '@/app/api-client/[shopId]/ecommerceCategory/[nanoId]/ecommerceProduct/count/route';
import { GET as listCategoryProducts } from '@/app/api-client/[shopId]/ecommerceCategory/[nanoId]/ecommerceProduct/route';
import { GET as getCategory } from '@/app/api-client/[shopId]/ecommerceCategory/[nanoId]/route';
import { GET as countCategories } from '@/app/api-client/[shopId]/ecommerceCategory/count/route';
import { GET as listCategories } from '@/app/api-client/[shopId]/ecommerceCategory/route';
import { GET as countGroupProducts } from '@/app/api-client/[shopId]/ecommerceCategoryGroup/[nanoId]/ecommerceProduct/count/route';
import { GET as listGroupProducts } from '@/app/api-client/[shopId]/ecommerceCategoryGroup/[nanoId]/ecommerceProduct/route';
import { GET as getCategoryGroup } from '@/app/api-client/[shopId]/ecommerceCategoryGroup/[nanoId]/route';
import { GET as listCategoryGroups } from '@/app/api-client/[shopId]/ecommerceCategoryGroup/route';
import {
  ActivityDetailSchema,
  ActivitySchema,
  CategoryGroupSchema,
  CategorySchema,
  CountSchema,
  ProductSummarySchema,
  type ProductSummary,
} from '@/lib/api/contract';
import { closeDb } from '@/lib/server/db/client';
import type { SeedShop } from '@/lib/server/seed/types';
import { call } from '@/lib/server/testing/call';
import { testDb } from '@/lib/server/testing/db';
import {
  BAD_NANO_IDS,
  BAD_PAGING,
  BAD_SORT,
  expectBadQueries,
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

const Summaries = z.array(ProductSummarySchema);
const Categories = z.array(CategorySchema);
const Groups = z.array(CategoryGroupSchema);
const Activities = z.array(ActivitySchema);

let ids: ShopIds;

beforeAll(async () => {
  await testDb();
  ids = await shopIds();
}, 60_000);

afterAll(() => closeDb());

/** Categories in the order the seed stores them: grouped ones group by group, then the ungrouped. */
const seedCategories = (shop: SeedShop) => [
  ...shop.categoryGroups.flatMap((g) => g.categories.map((c) => ({ ...c, group: g.nanoId }))),
  ...shop.ungroupedCategories.map((c) => ({ ...c, group: null })),
];

async function ok<T>(schema: z.ZodMiniType<T>, handler: Handler, params: Record<string, string>, query = {}) {
  const reply = await call(handler, params, query);
  if (reply.status !== 200) {
    throw new Error(
      `${JSON.stringify(params)} ${JSON.stringify(query)}: ${reply.status} ${JSON.stringify(reply.body)}`,
    );
  }
  return schema.parse(reply.body);
}

/** A scoped product list, page by page. */
async function allScoped(handler: Handler, params: Record<string, string>, query = {}, limit = 100) {
  const out: ProductSummary[] = [];
  for (let start = 0; ; start += limit) {
    const page = await ok(Summaries, handler, params, {
      ...query,
      start: String(start),
      limit: String(limit),
    });
    out.push(...page);
    if (page.length < limit) return out;
  }
}

describe('GET …/ecommerceCategory', () => {
  test('every category of the shop, in stored order, each with its group', async () => {
    const list = await ok(Categories, listCategories, { shopId: ids.s1 });
    expect(nanoIds(list)).toEqual(seedCategories(shop1).map((c) => c.nanoId));
    expect(list).toHaveLength(14);
    expect(list[0]).toMatchObject({
      nanoId: 'c-tops',
      name: '上衣外套',
      Image: { filename: '/demo/categories/shop1-tops.svg' },
      EcommerceCategoryGroup: { nanoId: 'g-apparel', name: '服飾' },
    });
    expect(list[0]!.EcommerceCategoryGroupId).toBe(list[0]!.EcommerceCategoryGroup!.id);
    const gift = list.find((c) => c.nanoId === 'c-gift')!;
    expect(gift).toMatchObject({
      name: '送禮推薦',
      EcommerceCategoryGroupId: null,
      EcommerceCategoryGroup: null,
    });
    expect(list.find((c) => c.nanoId === 'c-bath')!.name).toBe('天然手工皂與沐浴保養系列');
    const orders = list.map((c) => c.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });

  test('start and limit page through the list', async () => {
    const page = await ok(Categories, listCategories, { shopId: ids.s1 }, { start: '12', limit: '5' });
    expect(nanoIds(page)).toEqual(['c-bath', 'c-gift']);
    const two = await ok(Categories, listCategories, { shopId: ids.s1 }, { start: '1', limit: '2' });
    expect(nanoIds(two)).toEqual(['c-bottoms', 'c-accessories']);
    expect(await ok(Categories, listCategories, { shopId: ids.s1 }, { start: '14' })).toEqual([]);
  });

  test('each shop lists its own categories', async () => {
    const two = await ok(Categories, listCategories, { shopId: ids.s2 });
    expect(nanoIds(two)).toEqual(seedCategories(shop2).map((c) => c.nanoId));
    expect(names(two)).toContain('禮盒組合');
    expect(names(two)).not.toContain('上衣外套');
    expect(nanoIds(await ok(Categories, listCategories, { shopId: ids.s3 }))).toEqual(['c-goods']);
  });

  test('bad paging is a 400, an unknown shop a 404', async () => {
    await expectBadQueries(listCategories, { shopId: ids.s1 }, BAD_PAGING);
    expectError(await call(listCategories, { shopId: UNKNOWN_SHOP_ID }), 404);
    expectError(await call(listCategories, { shopId: 'abc' }), 400);
  });
});

describe('GET …/ecommerceCategory/count', () => {
  test('counts all categories, or those whose name contains the text', async () => {
    expect(await ok(CountSchema, countCategories, { shopId: ids.s1 })).toEqual({ count: 14 });
    expect(await ok(CountSchema, countCategories, { shopId: ids.s2 })).toEqual({ count: 8 });
    expect(await ok(CountSchema, countCategories, { shopId: ids.s1 }, { name: '茶' })).toEqual({ count: 1 });
    expect(await ok(CountSchema, countCategories, { shopId: ids.s1 }, { name: '配件' })).toEqual({
      count: 2,
    });
    expect(await ok(CountSchema, countCategories, { shopId: ids.s1 }, { name: '  ' })).toEqual({ count: 14 });
  });

  test('% and _ in the name are literal', async () => {
    for (const name of ['%', '_', '茶%', '_飲']) {
      expect({ name, ...(await ok(CountSchema, countCategories, { shopId: ids.s1 }, { name })) }).toEqual({
        name,
        count: 0,
      });
    }
  });

  test('bad input is a 400, an unknown shop a 404', async () => {
    await expectBadQueries(countCategories, { shopId: ids.s1 }, [{ name: 'x'.repeat(101) }]);
    expectError(await call(countCategories, { shopId: UNKNOWN_SHOP_ID }), 404);
    expectError(await call(countCategories, { shopId: '1.5' }), 400);
  });
});

describe('GET …/ecommerceCategory/{nanoId}', () => {
  test('a category with its group; an ungrouped one without', async () => {
    const tea = await ok(CategorySchema, getCategory, { shopId: ids.s1, nanoId: 'c-tea' });
    expect(tea).toMatchObject({
      name: '茶飲沖泡',
      EcommerceCategoryGroup: { nanoId: 'g-food', name: '食品' },
    });
    const gift = await ok(CategorySchema, getCategory, { shopId: ids.s1, nanoId: 'c-gift' });
    expect(gift).toMatchObject({
      name: '送禮推薦',
      EcommerceCategoryGroup: null,
      EcommerceCategoryGroupId: null,
    });
    const two = await ok(CategorySchema, getCategory, { shopId: ids.s2, nanoId: 'c-gift-set' });
    expect(two.name).toBe('禮盒組合');
  });

  test('another shop’s category, or no such category, is a 404', async () => {
    expectError(await call(getCategory, { shopId: ids.s2, nanoId: 'c-tops' }), 404);
    expectError(await call(getCategory, { shopId: ids.s1, nanoId: 'c-single-origin' }), 404);
    expectError(await call(getCategory, { shopId: ids.s1, nanoId: 'c-discontinued' }), 404);
    expectError(await call(getCategory, { shopId: UNKNOWN_SHOP_ID, nanoId: 'c-tops' }), 404);
  });

  test('a malformed nanoId is a 400', async () => {
    for (const nanoId of BAD_NANO_IDS) expectError(await call(getCategory, { shopId: ids.s1, nanoId }), 400);
  });
});

describe('GET …/ecommerceCategory/{nanoId}/ecommerceProduct and /count', () => {
  test('the category’s visible products in display order', async () => {
    const products = await ok(Summaries, listCategoryProducts, { shopId: ids.s1, nanoId: 'c-tops' });
    expect(names(products)).toEqual([
      '亞麻寬版襯衫',
      '有機棉素面T恤',
      '羊毛針織外套',
      '條紋短袖上衣',
      '水洗丹寧外套',
    ]);
    expect(await ok(CountSchema, countCategoryProducts, { shopId: ids.s1, nanoId: 'c-tops' })).toEqual({
      count: 5,
    });
  });

  test('a category with many products pages and sorts without repeating', async () => {
    const params = { shopId: ids.s1, nanoId: 'c-gift' };
    const expected = visibleProducts(shop1, (p) => p.categoryNanoIds.includes('c-gift'));
    expect(expected).toHaveLength(12);
    expect(await ok(CountSchema, countCategoryProducts, params)).toEqual({ count: 12 });
    const paged = await allScoped(listCategoryProducts, params, {}, 5);
    expect(nanoIds(paged)).toEqual(nanoIds(expected));
    expectNoHidden(paged);

    const desc = await allScoped(listCategoryProducts, params, { sortBy: 'price', sort: 'DESC' }, 5);
    const prices = desc.map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect(new Set(desc.map((p) => p.id)).size).toBe(12);
    expect(desc[0]!.name).toBe('羊毛針織外套');
  });

  test('hidden and removed products of the category are neither listed nor counted', async () => {
    // c-tea holds 員工專屬隱藏福利品 (hidden); c-snacks holds 下架限定零食禮盒 (removed).
    for (const nanoId of ['c-tea', 'c-snacks']) {
      const products = await allScoped(listCategoryProducts, { shopId: ids.s1, nanoId });
      expectNoHidden(products);
      const expected = visibleProducts(shop1, (p) => p.categoryNanoIds.includes(nanoId));
      expect(nanoIds(products)).toEqual(nanoIds(expected));
      expect(await ok(CountSchema, countCategoryProducts, { shopId: ids.s1, nanoId })).toEqual({
        count: expected.length,
      });
    }
  });

  test('another shop’s category is a 404, an unknown shop too', async () => {
    for (const handler of [listCategoryProducts, countCategoryProducts]) {
      expectError(await call(handler, { shopId: ids.s2, nanoId: 'c-tops' }), 404);
      expectError(await call(handler, { shopId: ids.s1, nanoId: 'c-tea-leaves' }), 404);
      expectError(await call(handler, { shopId: UNKNOWN_SHOP_ID, nanoId: 'c-tops' }), 404);
    }
  });

  test('bad input is a 400', async () => {
    await expectBadQueries(listCategoryProducts, { shopId: ids.s1, nanoId: 'c-tops' }, [
      ...BAD_PAGING,
      ...BAD_SORT,
    ]);
    for (const nanoId of BAD_NANO_IDS) {
      expectError(await call(listCategoryProducts, { shopId: ids.s1, nanoId }), 400);
      expectError(await call(countCategoryProducts, { shopId: ids.s1, nanoId }), 400);
    }
  });
});

describe('GET …/ecommerceCategoryGroup', () => {
  test('groups in order, each with its categories in order', async () => {
    const groups = await ok(Groups, listCategoryGroups, { shopId: ids.s1 });
    expect(groups.map((g) => g.name)).toEqual(['服飾', '居家', '食品', '3C配件']);
    for (const [i, g] of groups.entries()) {
      const seed = shop1.categoryGroups[i]!;
      expect(g.nanoId).toBe(seed.nanoId);
      expect(nanoIds(g.EcommerceCategories)).toEqual(seed.categories.map((c) => c.nanoId));
      expect(g.EcommerceCategories.every((c) => c.EcommerceCategoryGroupId === g.id)).toBe(true);
    }
    // Ungrouped categories belong to no group.
    const all = groups.flatMap((g) => nanoIds(g.EcommerceCategories));
    expect(all).not.toContain('c-gift');
    expect(all).not.toContain('c-bath');
  });

  test('each shop has its own groups; a shop without any answers []', async () => {
    const two = await ok(Groups, listCategoryGroups, { shopId: ids.s2 });
    expect(two.map((g) => g.name)).toEqual(['咖啡豆', '沖煮器具', '茶葉茶具', '季節限定與節慶送禮精選']);
    expect(nanoIds(two[1]!.EcommerceCategories)).toEqual(['c-brewers', 'c-grinders', 'c-cups']);
    expect(await ok(Groups, listCategoryGroups, { shopId: ids.s3 })).toEqual([]);
  });

  test('an unknown shop is a 404, a malformed shop id a 400', async () => {
    expectError(await call(listCategoryGroups, { shopId: UNKNOWN_SHOP_ID }), 404);
    expectError(await call(listCategoryGroups, { shopId: 'x' }), 400);
  });
});

describe('GET …/ecommerceCategoryGroup/{nanoId}', () => {
  test('one group with its categories', async () => {
    const food = await ok(CategoryGroupSchema, getCategoryGroup, { shopId: ids.s1, nanoId: 'g-food' });
    expect(food.name).toBe('食品');
    expect(names(food.EcommerceCategories)).toEqual(['茶飲沖泡', '零食點心', '調味乾貨']);
    const tea = await ok(CategoryGroupSchema, getCategoryGroup, { shopId: ids.s2, nanoId: 'g-tea' });
    expect(names(tea.EcommerceCategories)).toEqual(['台灣茶葉', '茶具']);
  });

  test('another shop’s group, or none, is a 404; a malformed nanoId a 400', async () => {
    expectError(await call(getCategoryGroup, { shopId: ids.s2, nanoId: 'g-apparel' }), 404);
    expectError(await call(getCategoryGroup, { shopId: ids.s1, nanoId: 'g-coffee' }), 404);
    expectError(await call(getCategoryGroup, { shopId: ids.s1, nanoId: 'g-nothing' }), 404);
    expectError(await call(getCategoryGroup, { shopId: UNKNOWN_SHOP_ID, nanoId: 'g-food' }), 404);
    for (const nanoId of BAD_NANO_IDS)
      expectError(await call(getCategoryGroup, { shopId: ids.s1, nanoId }), 400);
  });
});

describe('GET …/ecommerceCategoryGroup/{nanoId}/ecommerceProduct and /count', () => {
  test('products of any category of the group, each once, in display order', async () => {
    const group = shop1.categoryGroups.find((g) => g.nanoId === 'g-home')!;
    const cats = new Set(group.categories.map((c) => c.nanoId));
    const expected = visibleProducts(shop1, (p) => p.categoryNanoIds.some((c) => cats.has(c)));
    // 棉麻桌旗 and 胡桃木托盤 are in two of the group's categories: listed once each.
    expect(expected.map((p) => p.nanoId)).toEqual(expect.arrayContaining(['p-table-runner', 'p-wood-tray']));

    const params = { shopId: ids.s1, nanoId: 'g-home' };
    const products = await allScoped(listGroupProducts, params, {}, 6);
    expect(nanoIds(products)).toEqual(nanoIds(expected));
    expect(new Set(products.map((p) => p.id)).size).toBe(products.length);
    expectNoHidden(products);
    expect(await ok(CountSchema, countGroupProducts, params)).toEqual({ count: expected.length });

    const first = await ok(Summaries, listGroupProducts, params);
    expect(first).toHaveLength(Math.min(20, expected.length));
  });

  test('the group of hidden and removed products shows neither', async () => {
    // g-apparel: 隱藏測試商品, 隱藏預購款羊毛大衣, 下架聯名T恤 are in c-tops.
    const params = { shopId: ids.s1, nanoId: 'g-apparel' };
    const products = await allScoped(listGroupProducts, params);
    expectNoHidden(products);
    const cats = ['c-tops', 'c-bottoms', 'c-accessories'];
    const expected = visibleProducts(shop1, (p) => p.categoryNanoIds.some((c) => cats.includes(c)));
    expect(nanoIds(products)).toEqual(nanoIds(expected));
    expect(await ok(CountSchema, countGroupProducts, params)).toEqual({ count: expected.length });
  });

  test('sortBy=price sort=DESC is descending', async () => {
    const desc = await allScoped(
      listGroupProducts,
      { shopId: ids.s2, nanoId: 'g-gear' },
      { sortBy: 'price', sort: 'DESC' },
    );
    expect(desc[0]!.name).toBe('電動磨豆機');
    const prices = desc.map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect(names(desc)).not.toContain('下架舊款手沖壺');
  });

  test('another shop’s group is a 404; bad input a 400', async () => {
    for (const handler of [listGroupProducts, countGroupProducts]) {
      expectError(await call(handler, { shopId: ids.s2, nanoId: 'g-food' }), 404);
      expectError(await call(handler, { shopId: UNKNOWN_SHOP_ID, nanoId: 'g-food' }), 404);
      for (const nanoId of BAD_NANO_IDS) expectError(await call(handler, { shopId: ids.s1, nanoId }), 400);
    }
    await expectBadQueries(listGroupProducts, { shopId: ids.s1, nanoId: 'g-food' }, [
      ...BAD_PAGING,
      ...BAD_SORT,
    ]);
  });
});

describe('GET …/ecommerceActivity', () => {
  test('activities in order; removed ones never, disabled ones flagged', async () => {
    const list = await ok(Activities, listActivities, { shopId: ids.s1 });
    expect(nanoIds(list)).toEqual([
      'a-autumn-sale',
      'a-tea-week',
      'a-3c-deals',
      'a-storewide',
      'a-spring-clearance',
    ]);
    expect(nanoIds(list)).not.toContain('a-anniversary');
    expect(list.every((a) => !a.isRemove)).toBe(true);
    expect(list.find((a) => a.nanoId === 'a-spring-clearance')).toMatchObject({
      name: '春季清倉',
      enable: false,
    });
    expect(list.filter((a) => a.enable).map((a) => a.name)).toEqual([
      '秋日選物祭',
      '台灣好茶週',
      '3C配件限時優惠',
      '全館滿千折百',
    ]);
    expect(list[0]).toMatchObject({
      description: '亞麻衣著、手作器皿與秋季零食，限時優惠中。',
      Image: { filename: '/demo/activities/shop1-autumn-sale.svg' },
      isStorewide: false,
    });
  });

  test('isStorewideActivity picks storewide or product activities', async () => {
    const storewide = await ok(
      Activities,
      listActivities,
      { shopId: ids.s1 },
      { isStorewideActivity: 'true' },
    );
    expect(names(storewide)).toEqual(['全館滿千折百']);
    const others = await ok(Activities, listActivities, { shopId: ids.s1 }, { isStorewideActivity: 'false' });
    expect(nanoIds(others)).toEqual(['a-autumn-sale', 'a-tea-week', 'a-3c-deals', 'a-spring-clearance']);
  });

  test('the name filter matches part of the name, never a removed activity', async () => {
    // 週年慶 (removed) also contains 週.
    expect(names(await ok(Activities, listActivities, { shopId: ids.s1 }, { name: '週' }))).toEqual([
      '台灣好茶週',
    ]);
    expect(names(await ok(Activities, listActivities, { shopId: ids.s1 }, { name: '3c' }))).toEqual([
      '3C配件限時優惠',
    ]);
    expect(await ok(Activities, listActivities, { shopId: ids.s1 }, { name: '%' })).toEqual([]);
  });

  test('start and limit page through the list', async () => {
    const page = await ok(Activities, listActivities, { shopId: ids.s1 }, { start: '1', limit: '2' });
    expect(nanoIds(page)).toEqual(['a-tea-week', 'a-3c-deals']);
    expect(await ok(Activities, listActivities, { shopId: ids.s1 }, { start: '5' })).toEqual([]);
  });

  test('each shop lists its own', async () => {
    const two = await ok(Activities, listActivities, { shopId: ids.s2 });
    expect(nanoIds(two)).toEqual(['a-new-harvest', 'a-brew-bundle', 'a-summer-ice']);
    expect(two[2]!.enable).toBe(false);
    expect(await ok(Activities, listActivities, { shopId: ids.s3 })).toEqual([]);
  });

  test('bad input is a 400, an unknown shop a 404', async () => {
    await expectBadQueries(listActivities, { shopId: ids.s1 }, [
      ...BAD_PAGING,
      { isStorewideActivity: 'maybe' },
      { isStorewideActivity: '1' },
      { isStorewideActivity: 'TRUE' },
      { name: 'x'.repeat(101) },
    ]);
    expectError(await call(listActivities, { shopId: UNKNOWN_SHOP_ID }), 404);
  });
});

describe('GET …/ecommerceActivity/{nanoId}', () => {
  test('the activity with its visible products, display order, activity prices', async () => {
    const detail = await ok(ActivityDetailSchema, getActivity, { shopId: ids.s1, nanoId: 'a-tea-week' });
    expect(detail).toMatchObject({ name: '台灣好茶週', enable: true, isRemove: false });
    // 員工專屬隱藏福利品 belongs to the activity but is hidden.
    expect(names(detail.EcommerceProducts)).toEqual([
      '阿里山高山烏龍茶',
      '日月潭紅玉紅茶',
      '三峽碧螺春茶包',
      '烏龍冷泡茶包',
    ]);
    expect(detail.EcommerceProducts.map((p) => [p.price, p.activityPrice])).toEqual([
      [680, 580],
      [520, 450],
      [320, 280],
      [300, 260],
    ]);

    const autumn = await ok(ActivityDetailSchema, getActivity, { shopId: ids.s1, nanoId: 'a-autumn-sale' });
    expect(nanoIds(autumn.EcommerceProducts)).toEqual(
      nanoIds(visibleProducts(shop1, (p) => p.activityNanoId === 'a-autumn-sale')),
    );
    expect(nanoIds(autumn.EcommerceProducts)).not.toContain('p-removed-mug');
    expectNoHidden(autumn.EcommerceProducts);
  });

  test('a disabled activity is found, and its products keep their normal price', async () => {
    const detail = await ok(ActivityDetailSchema, getActivity, {
      shopId: ids.s1,
      nanoId: 'a-spring-clearance',
    });
    expect(detail.enable).toBe(false);
    expect(names(detail.EcommerceProducts)).toEqual(['無線充電板', '胡桃木耳機架']);
    for (const p of detail.EcommerceProducts) expect(p.activityPrice).toBe(p.price);
  });

  test('a removed activity is a 404, and so is another shop’s', async () => {
    expectError(await call(getActivity, { shopId: ids.s1, nanoId: 'a-anniversary' }), 404);
    expectError(await call(getActivity, { shopId: ids.s1, nanoId: 'a-new-harvest' }), 404);
    expectError(await call(getActivity, { shopId: ids.s2, nanoId: 'a-autumn-sale' }), 404);
    expectError(await call(getActivity, { shopId: UNKNOWN_SHOP_ID, nanoId: 'a-autumn-sale' }), 404);
  });

  test('a malformed nanoId is a 400', async () => {
    for (const nanoId of BAD_NANO_IDS) expectError(await call(getActivity, { shopId: ids.s1, nanoId }), 400);
  });
});

describe('GET …/ecommerceActivity/{nanoId}/ecommerceProduct and /count', () => {
  test('pages through the activity’s products without repeats', async () => {
    const params = { shopId: ids.s1, nanoId: 'a-autumn-sale' };
    const expected = visibleProducts(shop1, (p) => p.activityNanoId === 'a-autumn-sale');
    expect(expected).toHaveLength(7);
    const pages = await Promise.all(
      ['0', '3', '6'].map((start) => ok(Summaries, listActivityProducts, params, { start, limit: '3' })),
    );
    expect(pages.map((p) => p.length)).toEqual([3, 3, 1]);
    expect(nanoIds(pages.flat())).toEqual(nanoIds(expected));
    expect(await ok(CountSchema, countActivityProducts, params)).toEqual({ count: 7 });
    for (const p of pages.flat()) expect(p.activityPrice).toBeLessThan(p.price);
  });

  test('sortBy=price sort=DESC is descending', async () => {
    const desc = await ok(
      Summaries,
      listActivityProducts,
      { shopId: ids.s1, nanoId: 'a-3c-deals' },
      { sortBy: 'price', sort: 'DESC' },
    );
    expect(names(desc)).toEqual([
      '真無線藍牙耳機',
      '65W 氮化鎵快充頭',
      '10000mAh 輕薄行動電源',
      '編織 USB-C 充電線',
      '編織手機掛繩',
    ]);
  });

  test('a disabled activity lists its products at their normal price', async () => {
    const params = { shopId: ids.s2, nanoId: 'a-summer-ice' };
    const products = await ok(Summaries, listActivityProducts, params);
    expect(products.map((p) => [p.name, p.price, p.activityPrice])).toEqual([['冷萃咖啡包', 320, 320]]);
    expect(await ok(CountSchema, countActivityProducts, params)).toEqual({ count: 1 });
  });

  test('hidden products are not counted', async () => {
    // a-tea-week holds four visible products and one hidden.
    expect(await ok(CountSchema, countActivityProducts, { shopId: ids.s1, nanoId: 'a-tea-week' })).toEqual({
      count: 4,
    });
  });

  test('removed, other shop’s and unknown activities are a 404', async () => {
    for (const handler of [listActivityProducts, countActivityProducts]) {
      expectError(await call(handler, { shopId: ids.s1, nanoId: 'a-anniversary' }), 404);
      expectError(await call(handler, { shopId: ids.s1, nanoId: 'a-brew-bundle' }), 404);
      expectError(await call(handler, { shopId: ids.s2, nanoId: 'a-tea-week' }), 404);
      expectError(await call(handler, { shopId: UNKNOWN_SHOP_ID, nanoId: 'a-tea-week' }), 404);
    }
  });

  test('bad input is a 400', async () => {
    await expectBadQueries(listActivityProducts, { shopId: ids.s1, nanoId: 'a-tea-week' }, [
      ...BAD_PAGING,
      ...BAD_SORT,
    ]);
    for (const nanoId of BAD_NANO_IDS) {
      expectError(await call(listActivityProducts, { shopId: ids.s1, nanoId }), 400);
      expectError(await call(countActivityProducts, { shopId: ids.s1, nanoId }), 400);
    }
  });
});
