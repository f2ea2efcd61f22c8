/** @jest-environment node */
import { z } from 'zod/mini';
import { GET as listActivities } from '@/app/api-client/[shopId]/ecommerceActivity/route';
import { GET as listCategoryGroups } from '@/app/api-client/[shopId]/ecommerceCategoryGroup/route';
import { GET as listCategories } from '@/app/api-client/[shopId]/ecommerceCategory/route';
import { GET as getProduct } from '@/app/api-client/[shopId]/ecommerceProduct/[id]/route';
import { GET as countProducts } from '@/app/api-client/[shopId]/ecommerceProduct/count/route';
import { GET as getProductByNanoId } from '@/app/api-client/[shopId]/ecommerceProduct/nanoId/[nanoId]/route';
import { GET as listProducts } from '@/app/api-client/[shopId]/ecommerceProduct/route';
import { GET as searchProducts } from '@/app/api-client/[shopId]/ecommerceProduct/search/route';
import {
  ActivitySchema,
  CategoryGroupSchema,
  CategorySchema,
  CountSchema,
  DEFAULT_LIMIT,
  ProductSchema,
  ProductSummarySchema,
  SEARCH_RESULT_LIMIT,
  type ProductSummary,
} from '@/lib/api/contract';
import type { Db } from '@/lib/server/db/client';
import { closeDb } from '@/lib/server/db/client';
import { call } from '@/lib/server/testing/call';
import { testDb } from '@/lib/server/testing/db';
import {
  BAD_NANO_IDS,
  BAD_PAGING,
  BAD_SORT,
  expectBadQueries,
  expectError,
  expectNoHidden,
  hiddenProductIds,
  names,
  nanoIds,
  seedProduct,
  shop1,
  shop2,
  shopIds,
  UNKNOWN_ID,
  UNKNOWN_SHOP_ID,
  visibleProducts,
  type ShopIds,
} from './helpers';

const Summaries = z.array(ProductSummarySchema);

let db: Db;
let ids: ShopIds;

beforeAll(async () => {
  db = await testDb();
  ids = await shopIds();
}, 60_000);

afterAll(() => closeDb());

async function list(shopId: string, query: Record<string, string> = {}): Promise<ProductSummary[]> {
  const reply = await call(listProducts, { shopId }, query);
  if (reply.status !== 200)
    throw new Error(`list ${JSON.stringify(query)}: ${reply.status} ${JSON.stringify(reply.body)}`);
  return Summaries.parse(reply.body);
}

async function count(shopId: string, query: Record<string, string> = {}): Promise<number> {
  const reply = await call(countProducts, { shopId }, query);
  if (reply.status !== 200)
    throw new Error(`count ${JSON.stringify(query)}: ${reply.status} ${JSON.stringify(reply.body)}`);
  return CountSchema.parse(reply.body).count;
}

/** Every visible product, page by page. */
async function all(
  shopId: string,
  query: Record<string, string> = {},
  limit = 100,
): Promise<ProductSummary[]> {
  const out: ProductSummary[] = [];
  for (let start = 0; ; start += limit) {
    const page = await list(shopId, { ...query, start: String(start), limit: String(limit) });
    out.push(...page);
    if (page.length < limit) return out;
  }
}

async function idOf(shopId: string, nanoId: string): Promise<number> {
  const reply = await call(getProductByNanoId, { shopId, nanoId });
  expect(reply.status).toBe(200);
  return ProductSchema.parse(reply.body).id;
}

async function activityId(shopId: string, nanoId: string): Promise<number> {
  const reply = await call(listActivities, { shopId }, { limit: '100' });
  const found = z
    .array(ActivitySchema)
    .parse(reply.body)
    .find((a) => a.nanoId === nanoId);
  if (!found) throw new Error(`no activity ${nanoId}`);
  return found.id;
}

async function categoryId(shopId: string, nanoId: string): Promise<number> {
  const reply = await call(listCategories, { shopId }, { limit: '100' });
  const found = z
    .array(CategorySchema)
    .parse(reply.body)
    .find((c) => c.nanoId === nanoId);
  if (!found) throw new Error(`no category ${nanoId}`);
  return found.id;
}

describe('GET …/ecommerceProduct', () => {
  test('first page: 20 products by display order, starting with the demo shop’s first ones', async () => {
    const page = await list(ids.s1);
    expect(page).toHaveLength(DEFAULT_LIMIT);
    expect(DEFAULT_LIMIT).toBe(20);
    expect(nanoIds(page)).toEqual(nanoIds(visibleProducts(shop1).slice(0, 20)));
    expect(names(page).slice(0, 3)).toEqual(['亞麻寬版襯衫', '有機棉素面T恤', '好茶禮盒']);
    expect(page.every((p) => p.isPublic && !p.isRemove)).toBe(true);
  });

  test('paging through every page gives each visible product once, and as many as count says', async () => {
    const total = await count(ids.s1);
    expect(total).toBe(visibleProducts(shop1).length);
    expect(total).toBe(66);

    const seen: ProductSummary[] = [];
    for (let start = 0; start < total + DEFAULT_LIMIT; start += DEFAULT_LIMIT) {
      const page = await list(ids.s1, { start: String(start) });
      expect(page.length).toBe(Math.max(0, Math.min(DEFAULT_LIMIT, total - start)));
      seen.push(...page);
    }
    expect(seen).toHaveLength(total);
    expect(new Set(seen.map((p) => p.id)).size).toBe(total);
    expect(nanoIds(seen)).toEqual(nanoIds(visibleProducts(shop1)));
  });

  test('odd page sizes do not repeat or skip either', async () => {
    const bySeven = await all(ids.s1, {}, 7);
    expect(nanoIds(bySeven)).toEqual(nanoIds(visibleProducts(shop1)));
    const byPriceDesc = await all(ids.s1, { sortBy: 'price', sort: 'DESC' }, 9);
    expect(new Set(byPriceDesc.map((p) => p.id)).size).toBe(66);
  });

  test('hidden and removed products are never listed or counted', async () => {
    const everything = await all(ids.s1);
    expectNoHidden(everything);
    const hidden = await hiddenProductIds(db, ids.s1);
    expect(hidden.size).toBe(6);
    const listed = new Set(everything.map((p) => p.id));
    for (const id of hidden.values()) expect(listed.has(id)).toBe(false);
    expect(await count(ids.s1, { name: '隱藏' })).toBe(0);
    expect(await count(ids.s1, { name: '下架' })).toBe(0);
    expect(await list(ids.s1, { name: '下架' })).toEqual([]);
  });

  test('each shop lists only its own products', async () => {
    const two = await all(ids.s2);
    expect(nanoIds(two)).toEqual(nanoIds(visibleProducts(shop2)));
    expect(await count(ids.s2)).toBe(36);
    expectNoHidden(two);
    const one = new Set((await all(ids.s1)).map((p) => p.id));
    expect(two.filter((p) => one.has(p.id))).toEqual([]);
  });

  test('sortBy=price sort=DESC is really descending, ASC really ascending', async () => {
    const desc = await all(ids.s1, { sortBy: 'price', sort: 'DESC' });
    const prices = desc.map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect(desc[0]!.name).toBe('亞麻床包組');
    expect(desc[0]!.price).toBe(3280);
    expect(desc.at(-1)!.name).toBe('黑芝麻脆片');

    const asc = await all(ids.s1, { sortBy: 'price', sort: 'ASC' });
    expect(asc.map((p) => p.price)).toEqual([...prices].sort((a, b) => a - b));
    // Lower-case direction is the same direction.
    expect(nanoIds(await list(ids.s1, { sortBy: 'price', sort: 'desc' }))).toEqual(
      nanoIds(desc.slice(0, 20)),
    );
  });

  test('sortBy=order DESC reverses the display order; sortBy=name sorts by name', async () => {
    const desc = await all(ids.s1, { sortBy: 'order', sort: 'DESC' });
    expect(nanoIds(desc)).toEqual(nanoIds(visibleProducts(shop1)).reverse());
    const byName = await all(ids.s1, { sortBy: 'name' });
    expect(byName).toHaveLength(66);
    expect(byName.map((p) => p.nanoId).sort()).toEqual(nanoIds(visibleProducts(shop1)).sort());
  });

  test('the name filter is case-insensitive', async () => {
    const usb = await list(ids.s1, { name: 'usb-c' });
    expect(names(usb)).toEqual(['編織 USB-C 充電線', '多功能 USB-C 集線器']);
    expect(await count(ids.s1, { name: 'usb-c' })).toBe(2);
    expect(names(await list(ids.s1, { name: 'UsB-c' }))).toEqual(names(usb));
    // 下架聯名T恤 also matches but is removed.
    expect(names(await list(ids.s1, { name: 't恤' }))).toEqual(['有機棉素面T恤']);
    expect(names(await list(ids.s1, { name: '  亞麻  ' }))).toEqual(
      names(visibleProducts(shop1, (p) => p.name.includes('亞麻'))),
    );
  });

  test('the name filter treats % and _ literally', async () => {
    for (const name of ['%', '_', '%%', 'USB_C', '亞麻%', '_麻']) {
      expect({ name, list: await list(ids.s1, { name }) }).toEqual({ name, list: [] });
      expect({ name, count: await count(ids.s1, { name }) }).toEqual({ name, count: 0 });
    }
    expect(await list(ids.s1, { name: '\\' })).toEqual([]);
  });

  test('EcommerceActivityId filter lists the activity’s visible products', async () => {
    const autumn = await activityId(ids.s1, 'a-autumn-sale');
    const products = await list(ids.s1, { EcommerceActivityId: String(autumn) });
    expect(nanoIds(products)).toEqual(
      nanoIds(visibleProducts(shop1, (p) => p.activityNanoId === 'a-autumn-sale')),
    );
    expect(products).toHaveLength(7);
    expect(await count(ids.s1, { EcommerceActivityId: String(autumn) })).toBe(7);
    expect(products.every((p) => p.EcommerceActivityId === autumn)).toBe(true);
  });

  test('EcommerceCategoryId filter lists the category’s visible products', async () => {
    const tops = await categoryId(ids.s1, 'c-tops');
    const reply = await call(listProducts, { shopId: ids.s1 }, { EcommerceCategoryId: String(tops) });
    expect(reply.status).toBe(200);
    expect(names(Summaries.parse(reply.body))).toEqual([
      '亞麻寬版襯衫',
      '有機棉素面T恤',
      '羊毛針織外套',
      '條紋短袖上衣',
      '水洗丹寧外套',
    ]);
    const counted = await call(countProducts, { shopId: ids.s1 }, { EcommerceCategoryId: String(tops) });
    expect(counted).toEqual({ status: 200, body: { count: 5 } });
  });

  test('EcommerceCategoryGroupId filter lists products of the group’s categories, each once', async () => {
    const groups = z
      .array(CategoryGroupSchema)
      .parse((await call(listCategoryGroups, { shopId: ids.s1 })).body);
    const food = groups.find((g) => g.nanoId === 'g-food')!;
    const cats = new Set(food.EcommerceCategories.map((c) => c.nanoId));
    expect([...cats]).toEqual(['c-tea', 'c-snacks', 'c-pantry']);

    const reply = await call(
      listProducts,
      { shopId: ids.s1 },
      { EcommerceCategoryGroupId: String(food.id), limit: '100' },
    );
    expect(reply.status).toBe(200);
    const products = Summaries.parse(reply.body);
    const expected = visibleProducts(shop1, (p) => p.categoryNanoIds.some((c) => cats.has(c)));
    expect(nanoIds(products)).toEqual(nanoIds(expected));
    expect(products.length).toBeGreaterThan(15);
    expectNoHidden(products);

    const counted = await call(
      countProducts,
      { shopId: ids.s1 },
      { EcommerceCategoryGroupId: String(food.id) },
    );
    expect(counted).toEqual({ status: 200, body: { count: expected.length } });
  });

  test('filters naming another shop’s activity or category find none of that shop’s products', async () => {
    const harvest = await activityId(ids.s2, 'a-new-harvest');
    const reply = await call(listProducts, { shopId: ids.s1 }, { EcommerceActivityId: String(harvest) });
    // Either an empty list or a 404 is acceptable; shop 2's products are not.
    if (reply.status === 200) expect(reply.body).toEqual([]);
    else expectError(reply, 404);

    const singleOrigin = await categoryId(ids.s2, 'c-single-origin');
    const byCat = await call(listProducts, { shopId: ids.s1 }, { EcommerceCategoryId: String(singleOrigin) });
    if (byCat.status === 200) expect(byCat.body).toEqual([]);
    else expectError(byCat, 404);
  });

  test('activityPrice: the activity price while the activity runs, the price otherwise', async () => {
    const everything = [...(await all(ids.s1)), ...(await all(ids.s2))];
    const byNano = (n: string) => everything.find((p) => p.nanoId === n)!;

    // Disabled activities (春季清倉, 夏日冰咖啡): named, but no price effect.
    for (const nano of ['p-wireless-pad', 'p-headphone-stand', 'p-cold-brew-bags']) {
      const p = byNano(nano);
      expect(p.EcommerceActivity?.enable).toBe(false);
      expect(p.activityPrice).toBe(p.price);
    }
    expect(byNano('p-wireless-pad')).toMatchObject({ price: 890, activityPrice: 890 });
    expect(byNano('p-cold-brew-bags')).toMatchObject({ price: 320, activityPrice: 320 });

    // Enabled activities: the lower activity price.
    expect(byNano('p-linen-shirt')).toMatchObject({ price: 990, activityPrice: 790 });
    expect(byNano('p-oolong-tea')).toMatchObject({ price: 680, activityPrice: 580 });
    expect(byNano('p-gooseneck-kettle')).toMatchObject({ price: 1280, activityPrice: 1080 });
    const running = everything.filter((p) => p.EcommerceActivity?.enable === true);
    expect(running.length).toBeGreaterThan(15);
    for (const p of running)
      expect({ n: p.nanoId, lower: p.activityPrice < p.price }).toEqual({ n: p.nanoId, lower: true });

    // No activity: the price.
    const plain = everything.filter((p) => p.EcommerceActivity === null);
    expect(plain.length).toBeGreaterThan(40);
    for (const p of plain) expect(p.activityPrice).toBe(p.price);
  });

  test('totalStock sums the combinations; sold-out products show 0', async () => {
    const everything = await all(ids.s1);
    const byNano = (n: string) => everything.find((p) => p.nanoId === n)!;
    expect(byNano('p-linen-shirt').totalStock).toBe(36);
    expect(byNano('p-wool-socks').totalStock).toBe(40);
    expect(byNano('p-jogger-pants').totalStock).toBe(0);
    expect(byNano('p-oriental-beauty').totalStock).toBe(0);
  });

  test('bad input is a 400 with a message', async () => {
    await expectBadQueries(listProducts, { shopId: ids.s1 }, [
      ...BAD_PAGING,
      ...BAD_SORT,
      { EcommerceActivityId: 'abc' },
      { EcommerceActivityId: '0' },
      { EcommerceCategoryId: '-3' },
      { EcommerceCategoryId: '99999999999' },
      { EcommerceCategoryGroupId: '1.5' },
      { name: 'x'.repeat(101) },
    ]);
  });

  test('an unknown shop is a 404, a malformed shop id a 400', async () => {
    expectError(await call(listProducts, { shopId: UNKNOWN_SHOP_ID }), 404);
    expectError(await call(listProducts, { shopId: 'abc' }), 400);
  });
});

describe('GET …/ecommerceProduct/count', () => {
  test('counts the visible products of each shop', async () => {
    const reply = await call(countProducts, { shopId: ids.s1 });
    expect(reply.status).toBe(200);
    expect(CountSchema.parse(reply.body)).toEqual({ count: 66 });
    expect(await count(ids.s3)).toBe(3);
    expect(await count(ids.s1, { name: '茶' })).toBe(
      visibleProducts(shop1, (p) => p.name.includes('茶')).length,
    );
  });

  test('bad input is a 400, an unknown shop a 404', async () => {
    await expectBadQueries(countProducts, { shopId: ids.s1 }, [
      { EcommerceActivityId: 'abc' },
      { EcommerceCategoryId: '0' },
      { EcommerceCategoryGroupId: 'x' },
      { name: 'x'.repeat(101) },
    ]);
    expectError(await call(countProducts, { shopId: UNKNOWN_SHOP_ID }), 404);
    expectError(await call(countProducts, { shopId: '-1' }), 400);
  });
});

describe('GET …/ecommerceProduct/search', () => {
  test('names starting with the text come first, then the rest by display order', async () => {
    const reply = await call(searchProducts, { shopId: ids.s1 }, { search: '手' });
    expect(reply.status).toBe(200);
    const found = Summaries.parse(reply.body);
    const matching = visibleProducts(shop1, (p) => p.name.includes('手'));
    const expected = [
      ...matching.filter((p) => p.name.startsWith('手')),
      ...matching.filter((p) => !p.name.startsWith('手')),
    ].slice(0, SEARCH_RESULT_LIMIT);
    expect(names(found)).toEqual(names(expected));
    expect(found[0]!.name).toBe('手作陶瓷馬克杯');
    expect(found.slice(0, 6).every((p) => p.name.startsWith('手'))).toBe(true);
    expect(found.slice(6).some((p) => !p.name.startsWith('手'))).toBe(true);
  });

  test('at most 10 results', async () => {
    // Twelve visible names contain 手.
    expect(visibleProducts(shop1, (p) => p.name.includes('手'))).toHaveLength(12);
    const found = Summaries.parse((await call(searchProducts, { shopId: ids.s1 }, { search: '手' })).body);
    expect(SEARCH_RESULT_LIMIT).toBe(10);
    expect(found).toHaveLength(10);
    expect(found.every((p) => p.name.includes('手'))).toBe(true);
    expect(new Set(found.map((p) => p.id)).size).toBe(10);
  });

  test('case-insensitive, literal, and never hidden or removed products', async () => {
    const usb = Summaries.parse((await call(searchProducts, { shopId: ids.s1 }, { search: 'usb' })).body);
    expect(names(usb).sort()).toEqual(['多功能 USB-C 集線器', '編織 USB-C 充電線'].sort());
    for (const search of ['%', '_', '隱藏', '下架', 'USB_C']) {
      const reply = await call(searchProducts, { shopId: ids.s1 }, { search });
      expect({ search, body: reply.body }).toEqual({ search, body: [] });
    }
    const tee = Summaries.parse((await call(searchProducts, { shopId: ids.s1 }, { search: 'T恤' })).body);
    expect(names(tee)).toEqual(['有機棉素面T恤']);
  });

  test('each shop searches its own catalog', async () => {
    const two = Summaries.parse((await call(searchProducts, { shopId: ids.s2 }, { search: '咖啡' })).body);
    expect(names(two)).toContain('山嵐咖啡禮盒');
    const one = Summaries.parse((await call(searchProducts, { shopId: ids.s1 }, { search: '咖啡' })).body);
    expect(names(one)).toEqual(['濾掛咖啡綜合組']);
  });

  test('empty or missing search is a 400, an unknown shop a 404', async () => {
    await expectBadQueries(searchProducts, { shopId: ids.s1 }, [
      { search: '' },
      { search: '   ' },
      {},
      { search: 'x'.repeat(101) },
    ]);
    expectError(await call(searchProducts, { shopId: UNKNOWN_SHOP_ID }, { search: '茶' }), 404);
  });
});

describe('GET …/ecommerceProduct/{id} and …/nanoId/{nanoId}', () => {
  test('a product with its specs, stocks and categories', async () => {
    const id = await idOf(ids.s1, 'p-linen-shirt');
    const reply = await call(getProduct, { shopId: ids.s1, id: String(id) });
    expect(reply.status).toBe(200);
    const p = ProductSchema.parse(reply.body);
    expect(p).toMatchObject({
      nanoId: 'p-linen-shirt',
      name: '亞麻寬版襯衫',
      price: 990,
      activityPrice: 790,
    });
    expect(p.description).toBe(seedProduct(shop1, 'p-linen-shirt').description);
    expect(p.EcommerceCategories.map((c) => c.nanoId)).toEqual(['c-tops']);
    expect(p.EcommerceActivity).toMatchObject({ nanoId: 'a-autumn-sale', name: '秋日選物祭', enable: true });
    expect(p.EcommerceProductParentSpecs.map((s) => s.name)).toEqual(['顏色', '尺寸']);
    expect(p.EcommerceProductChildSpecs).toHaveLength(7);
    expect(p.EcommerceProductStocks).toHaveLength(12);
    expect(p.EcommerceProductStocks.reduce((sum, s) => sum + s.stock, 0)).toBe(36);
    const xl = p.EcommerceProductStocks.filter((s) =>
      s.EcommerceProductChildSpecs.some((c) => c.name === 'XL'),
    );
    expect(xl).toHaveLength(3);
    for (const s of xl) expect(s).toMatchObject({ price: 1090, activityPrice: 890 });
    // Each stock names one child per parent, in parent order.
    const [color, size] = p.EcommerceProductParentSpecs;
    for (const s of p.EcommerceProductStocks) {
      expect(s.EcommerceProductChildSpecs.map((c) => c.EcommerceProductParentSpecId)).toEqual([
        color!.id,
        size!.id,
      ]);
    }
    const first = p.EcommerceProductStocks[0]!;
    expect(first.EcommerceProductChildSpecs.map((c) => c.name)).toEqual(['米白', 'S']);
    expect(first.stock).toBe(5);
  });

  test('by nanoId gives the same product as by id', async () => {
    const byNano = await call(getProductByNanoId, { shopId: ids.s1, nanoId: 'p-soy-candle' });
    expect(byNano.status).toBe(200);
    const p = ProductSchema.parse(byNano.body);
    const byId = await call(getProduct, { shopId: ids.s1, id: String(p.id) });
    expect(byId.body).toEqual(byNano.body);
    expect(p.name).toBe('大豆香氛蠟燭');
    expect(p.EcommerceCategories.map((c) => c.nanoId)).toEqual(['c-living', 'c-gift']);
  });

  test('a product of a disabled activity: activity prices equal prices, down to each stock', async () => {
    const p = ProductSchema.parse(
      (await call(getProductByNanoId, { shopId: ids.s1, nanoId: 'p-wireless-pad' })).body,
    );
    expect(p.EcommerceActivity).toMatchObject({ nanoId: 'a-spring-clearance', enable: false });
    expect(p.activityPrice).toBe(890);
    expect(p.EcommerceProductStocks).toEqual([
      expect.objectContaining({ stock: 10, price: 890, activityPrice: 890 }),
    ]);
    const two = ProductSchema.parse(
      (await call(getProductByNanoId, { shopId: ids.s2, nanoId: 'p-cold-brew-bags' })).body,
    );
    expect(two.EcommerceProductStocks.every((s) => s.activityPrice === s.price)).toBe(true);
    expect(two.activityPrice).toBe(two.price);
  });

  test('a product of an enabled activity: stocks carry the lower activity price', async () => {
    const p = ProductSchema.parse(
      (await call(getProductByNanoId, { shopId: ids.s1, nanoId: 'p-ceramic-mug' })).body,
    );
    expect(p.EcommerceProductStocks.map((s) => [s.price, s.activityPrice])).toEqual([
      [480, 420],
      [480, 420],
      [480, 420],
    ]);
  });

  test('hidden and removed products are 404 by id and by nanoId', async () => {
    const hidden = await hiddenProductIds(db, ids.s1);
    expect([...hidden.keys()].sort()).toEqual(
      [
        'p-hidden-preorder',
        'p-hidden-sample',
        'p-hidden-staff',
        'p-removed-mug',
        'p-removed-snack',
        'p-removed-tee',
      ].sort(),
    );
    for (const [nanoId, id] of hidden) {
      expectError(await call(getProduct, { shopId: ids.s1, id: String(id) }), 404);
      expectError(await call(getProductByNanoId, { shopId: ids.s1, nanoId }), 404);
    }
    const hidden2 = await hiddenProductIds(db, ids.s2);
    expect([...hidden2.keys()].sort()).toEqual(['p-hidden-roast-test', 'p-removed-old-kettle']);
    for (const [nanoId, id] of hidden2) {
      expectError(await call(getProduct, { shopId: ids.s2, id: String(id) }), 404);
      expectError(await call(getProductByNanoId, { shopId: ids.s2, nanoId }), 404);
    }
  });

  test('another shop’s product is a 404 by id and by nanoId', async () => {
    const gift = await idOf(ids.s2, 'p-gift-coffee');
    expectError(await call(getProduct, { shopId: ids.s1, id: String(gift) }), 404);
    expectError(await call(getProductByNanoId, { shopId: ids.s1, nanoId: 'p-gift-coffee' }), 404);
    const shirt = await idOf(ids.s1, 'p-linen-shirt');
    expectError(await call(getProduct, { shopId: ids.s2, id: String(shirt) }), 404);
    expectError(await call(getProductByNanoId, { shopId: ids.s2, nanoId: 'p-linen-shirt' }), 404);
    expectError(await call(getProduct, { shopId: ids.s1, id: UNKNOWN_ID }), 404);
    expectError(await call(getProductByNanoId, { shopId: ids.s1, nanoId: 'p-no-such-thing' }), 404);
  });

  test('a nanoId both shops use answers each shop with its own product', async () => {
    const one = ProductSchema.parse(
      (await call(getProductByNanoId, { shopId: ids.s1, nanoId: 'p-oriental-beauty' })).body,
    );
    const two = ProductSchema.parse(
      (await call(getProductByNanoId, { shopId: ids.s2, nanoId: 'p-oriental-beauty' })).body,
    );
    expect(one.id).not.toBe(two.id);
    expect([one.price, one.totalStock]).toEqual([880, 0]);
    expect([two.price, two.totalStock]).toEqual([980, 8]);
    expect(one.EcommerceCategories.map((c) => c.nanoId)).toEqual(['c-tea']);
    expect(two.EcommerceCategories.map((c) => c.nanoId)).toEqual(['c-tea-leaves']);
  });

  test('bad ids and nanoIds are a 400', async () => {
    for (const id of ['abc', '0', '-1', '1.5', '99999999999', '', '1,2']) {
      expectError(await call(getProduct, { shopId: ids.s1, id }), 400);
    }
    for (const nanoId of [...BAD_NANO_IDS, '', 'x'.repeat(65)]) {
      expectError(await call(getProductByNanoId, { shopId: ids.s1, nanoId }), 400);
    }
  });

  test('an unknown shop is a 404', async () => {
    const id = await idOf(ids.s1, 'p-linen-shirt');
    expectError(await call(getProduct, { shopId: UNKNOWN_SHOP_ID, id: String(id) }), 404);
    expectError(await call(getProductByNanoId, { shopId: UNKNOWN_SHOP_ID, nanoId: 'p-linen-shirt' }), 404);
    expectError(await call(getProduct, { shopId: 'abc', id: String(id) }), 400);
  });
});
