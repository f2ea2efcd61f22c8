/** @jest-environment node */
import { randomBytes } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { GET as mediaRoute } from '@/app/api-client/media/[file]/route';
import { GET as allDomain } from '@/app/api-client/ecommerceConfig/allDomain/[domain]/route';
import { GET as enableModule } from '@/app/api-client/[shopId]/shop/enableModule/route';
import { GET as productByNanoId } from '@/app/api-client/[shopId]/ecommerceProduct/nanoId/[nanoId]/route';
import { POST as operatorCatalog } from '@/app/api-auth/operator/catalog/route';
import { POST as operatorDomain } from '@/app/api-auth/operator/domain/route';
import { POST as operatorShop } from '@/app/api-auth/operator/shop/route';
import { POST as operatorStock } from '@/app/api-auth/operator/stock/route';
import { ProductSchema, ShopConfigSchema } from '@/lib/api/contract';
import { closeDb, type Db } from '@/lib/server/db/client';
import * as t from '@/lib/server/db/schema';
import { DomainError } from '@/lib/server/kernel/errors';
import { PICTURE_TOO_BIG } from '@/lib/server/media/picture';
import { UNKNOWN_FIELD } from '@/lib/server/catalog/file/parse';
import { importCatalog } from '@/lib/server/catalog/import';
import { changeDomain, DomainBodySchema, LAST_DOMAIN } from '@/lib/server/shops/domains';
import { ModuleBodySchema, setModule } from '@/lib/server/shops/moduleSwitch';
import { createShop, CreateShopBodySchema } from '@/lib/server/shops/create';
import { setStock, StockBodySchema } from '@/lib/server/operator/stock';
import { testDb } from '@/lib/server/testing/db';
import { call } from '@/lib/server/testing/call';
import { revalidatedTags } from '@/lib/server/testing/nextCache';
import type { Change } from '@/lib/revalidate/change';
import { onChange } from '@/lib/revalidate/hub';
import { get, post } from './authHelpers';
import { expectError } from './helpers';
import {
  exampleCatalogBody,
  exampleCatalogText,
  examplePicture,
  OPERATOR_SECRET,
  operatorHeaders,
} from './operatorHelpers';

/** Names of this run, so the file passes again on a PostgreSQL database it already ran on. */
const run = randomBytes(3).toString('hex');
const ORG = `tea-house-${run}`;
const TEA = `tea-${run}.localhost`;
const SECRET = OPERATOR_SECRET;
const operator = operatorHeaders;
const exampleText = exampleCatalogText;
const catalogBody = (text: string, extra: object = {}) => exampleCatalogBody(TEA, text, extra);

let db: Db;
let teaShopId: number;

beforeAll(async () => {
  process.env.OPERATOR_SECRET = SECRET;
  db = await testDb();
  const created = await createShop(
    db,
    CreateShopBodySchema.parse({
      org: ORG,
      orgName: '山茶有限公司',
      name: '山茶小舖',
      logo: { file: 'logo.svg', data: examplePicture('logo.svg') },
      domains: [TEA, `www.${TEA}`],
    }),
  );
  teaShopId = created.shopId;
  expect(created).toMatchObject({
    changedShops: [teaShopId],
    orgCreated: true,
    domains: [TEA, `www.${TEA}`],
  });
}, 60_000);

afterAll(() => closeDb());

/** How many catalog rows the tea shop has, to show a refused import wrote nothing. */
async function rows() {
  const mine = (table: { shopId: PgColumn }) => eq(table.shopId, teaShopId);
  const n = (rows: { n: number }[]) => rows[0]!.n;
  return {
    groups: n(await db.select({ n: count() }).from(t.categoryGroups).where(mine(t.categoryGroups))),
    categories: n(await db.select({ n: count() }).from(t.categories).where(mine(t.categories))),
    activities: n(await db.select({ n: count() }).from(t.activities).where(mine(t.activities))),
    products: n(await db.select({ n: count() }).from(t.products).where(mine(t.products))),
    stocks: n(await db.select({ n: count() }).from(t.productStocks).where(mine(t.productStocks))),
    specs: n(await db.select({ n: count() }).from(t.productChildSpecs).where(mine(t.productChildSpecs))),
    pictures: n(await db.select({ n: count() }).from(t.media)),
  };
}

async function product(key: string) {
  const [row] = await db
    .select({ nanoId: t.products.nanoId })
    .from(t.products)
    .where(and(eq(t.products.shopId, teaShopId), eq(t.products.key, key)));
  const reply = await get(productByNanoId, { shopId: String(teaShopId), nanoId: row!.nanoId });
  expect(reply.status).toBe(200);
  return ProductSchema.parse(reply.body);
}

const stockOf = (p: Awaited<ReturnType<typeof product>>, ...values: string[]) =>
  p.EcommerceProductStocks.find(
    (s) => s.EcommerceProductChildSpecs.map((c) => c.name).join('/') === values.join('/'),
  );

describe('a new shop', () => {
  test('answers on its domains with its logo, served from the database', async () => {
    for (const domain of [TEA, `www.${TEA}`]) {
      const config = ShopConfigSchema.parse((await call(allDomain, { domain })).body);
      expect(config).toMatchObject({ ShopId: teaShopId, Shop: { name: '山茶小舖' } });
      expect(config.Logo?.filename).toMatch(/^\/api-client\/media\/[0-9a-f]{64}\.svg$/);
    }
    const logo = ShopConfigSchema.parse((await call(allDomain, { domain: TEA })).body).Logo!.filename;
    const response = await mediaRoute(new Request(`http://localhost${logo}`), {
      params: Promise.resolve({ file: logo.split('/').pop()! }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(Buffer.from(await response.arrayBuffer()).toString()).toContain('山茶');
    expect(JSON.parse(JSON.stringify((await get(enableModule, { shopId: String(teaShopId) })).body))).toEqual(
      ['ecommerce', 'member'],
    );
  });

  test('a domain another shop answers on is refused, naming that shop; so is a new organisation without a name', async () => {
    await expect(
      createShop(db, CreateShopBodySchema.parse({ org: ORG, name: '第二家', domains: ['shop2.localhost'] })),
    ).rejects.toMatchObject({
      kind: 'conflict',
      message: expect.stringMatching(/^網域 shop2.localhost 已由商店「山嵐咖啡」\(#\d+\) 使用$/),
    });
    await expect(
      createShop(
        db,
        CreateShopBodySchema.parse({ org: `nobody-${run}`, name: '無名', domains: [`x-${run}.localhost`] }),
      ),
    ).rejects.toMatchObject({ kind: 'invalid' });
  });
});

describe('domains and modules', () => {
  const domain = (body: object) => changeDomain(db, DomainBodySchema.parse({ host: TEA, ...body }));

  test('added and removed; the last one stays', async () => {
    expect(await domain({ action: 'add', domain: `Shop-${run}.Example.com` })).toEqual({
      changedShops: [teaShopId],
      domains: [`shop-${run}.example.com`, TEA, `www.${TEA}`].sort(),
    });
    await domain({ action: 'remove', domain: `shop-${run}.example.com` });
    await domain({ action: 'remove', domain: `www.${TEA}` });
    await expect(domain({ action: 'remove', domain: TEA })).rejects.toEqual(
      new DomainError('conflict', LAST_DOMAIN),
    );
    expect(ShopConfigSchema.parse((await call(allDomain, { domain: TEA })).body).ShopId).toBe(teaShopId);
    expectError(await call(allDomain, { domain: `www.${TEA}` }), 404);
  });

  test("another shop's domain, or a shop of another organisation, is refused", async () => {
    await expect(domain({ action: 'add', domain: 'localhost' })).rejects.toMatchObject({ kind: 'conflict' });
    await expect(
      changeDomain(
        db,
        DomainBodySchema.parse({
          host: 'shop2.localhost',
          org: ORG,
          action: 'add',
          domain: `y-${run}.localhost`,
        }),
      ),
    ).rejects.toEqual(new DomainError('forbidden', `商店「山嵐咖啡」屬於另一個組織，不屬於組織 ${ORG}`));
  });

  test('the ecommerce module is switched off and on', async () => {
    const modules = async () => (await get(enableModule, { shopId: String(teaShopId) })).body;
    await setModule(db, ModuleBodySchema.parse({ host: TEA, org: ORG, module: 'ecommerce', enabled: false }));
    expect(await modules()).toEqual(['member']);
    await setModule(db, ModuleBodySchema.parse({ host: TEA, module: 'ecommerce', enabled: true }));
    expect(await modules()).toEqual(['ecommerce', 'member']);
    expect(() => ModuleBodySchema.parse({ host: TEA, module: 'ecommerse', enabled: true })).toThrow();
  });
});

describe('catalog import', () => {
  test('a bad file is refused at its line, and nothing is written', async () => {
    const before = await rows();
    const lines = exampleText.split('\n');
    const priceLine = lines.findIndex((l) => l.includes('"price": 1280')) + 1;
    const cases: [string, string][] = [
      [
        exampleText.replace('"price": 1280', '"price": -5'),
        `tea-shop.json:${priceLine}: products[0].specs[2].price: 必須是正整數`,
      ],
      [
        exampleText.replace('"key": "p-ruby",', '"key": "p-ruby"'),
        `tea-shop.json:${lines.findIndex((l) => l.includes('p-ruby')) + 2}:7: JSON 語法錯誤：應為「}」，卻是「"」`,
      ],
      [
        exampleText.replace('"c-black-tea"]', '"c-green-tea"]'),
        `tea-shop.json:${lines.findIndex((l) => l.includes('"categories": ["c-black-tea"]')) + 1}: products[2].categories[0]: 檔案中沒有分類「c-green-tea」`,
      ],
      [
        exampleText.replace('"stock": 40', '"stok": 40'),
        `tea-shop.json:${lines.findIndex((l) => l.includes('"stock": 40')) + 1}: products[2].stok: ${UNKNOWN_FIELD}`,
      ],
    ];
    for (const [text, error] of cases)
      await expect(importCatalog(db, catalogBody(text))).rejects.toEqual(new DomainError('invalid', error));
    // A missing picture fails after the file is read, still before anything is written.
    const body = catalogBody(exampleText);
    delete body.pictures['pictures/cup.svg'];
    const cupLine = lines.findIndex((l) => l.includes('pictures/cup.svg')) + 1;
    await expect(importCatalog(db, body)).rejects.toEqual(
      new DomainError('invalid', `tea-shop.json:${cupLine}: products[4].image: 找不到圖片 pictures/cup.svg`),
    );
    const huge = catalogBody(exampleText);
    huge.pictures['pictures/cup.svg'] = Buffer.concat([
      Buffer.from('<svg>'),
      Buffer.alloc(1024 * 1024),
    ]).toString('base64');
    await expect(importCatalog(db, huge)).rejects.toEqual(
      new DomainError(
        'invalid',
        `tea-shop.json:${cupLine}: products[4].image: pictures/cup.svg: ${PICTURE_TOO_BIG}`,
      ),
    );
    expect(await rows()).toEqual(before);
  });

  test("the example file becomes the shop's catalog, with two-level specs, prices and pictures", async () => {
    const result = await importCatalog(db, catalogBody(exampleText));
    expect(result).toMatchObject({
      changedShops: [teaShopId],
      created: { categoryGroups: 1, categories: 3, activities: 1, products: 5, stocks: 10 },
      updated: { categoryGroups: 0, categories: 0, activities: 0, products: 0, stocks: 0 },
    });
    const dongding = await product('p-dongding');
    expect(dongding.EcommerceProductParentSpecs.map((p) => p.name)).toEqual(['重量', '包裝']);
    expect(stockOf(dongding, '150g', '罐裝')).toMatchObject({ price: 1280, activityPrice: 1150, stock: 12 });
    expect(stockOf(dongding, '75g', '袋裝')).toMatchObject({ price: 600, stock: 30 });
    // 限購 where the file gives one, none elsewhere.
    expect((await product('p-teapot')).purchaseLimit).toBe(2);
    expect(dongding.purchaseLimit).toBeNull();
    const picture = dongding.MainImage!.filename;
    const response = await mediaRoute(new Request(`http://localhost${picture}`), {
      params: Promise.resolve({ file: picture.split('/').pop()! }),
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('凍頂');
  });

  test('importing again updates in place: no duplicates, changes applied, a dropped combination is off sale', async () => {
    const before = await rows();
    const changed = JSON.parse(exampleText) as {
      products: { key: string; name: string; specs?: unknown[] }[];
    };
    changed.products[0]!.name = '凍頂烏龍茶（春茶）';
    changed.products[0]!.specs!.pop();
    const result = await importCatalog(db, catalogBody(JSON.stringify(changed, null, 2)));
    expect(result).toMatchObject({
      created: { categoryGroups: 0, categories: 0, activities: 0, products: 0, stocks: 0 },
      updated: { categoryGroups: 1, categories: 3, activities: 1, products: 5, stocks: 9 },
      removedStocks: 1,
    });
    expect(await rows()).toEqual(before);
    const dongding = await product('p-dongding');
    expect(dongding.name).toBe('凍頂烏龍茶（春茶）');
    expect(dongding.EcommerceProductStocks).toHaveLength(3);
    expect(stockOf(dongding, '150g', '袋裝')).toBeUndefined();
  });

  test('into a shop of another organisation: refused', async () => {
    await expect(
      importCatalog(db, catalogBody(exampleText, { host: 'localhost', org: ORG })),
    ).rejects.toMatchObject({ kind: 'forbidden' });
  });
});

describe('stock set', () => {
  const stock = (body: object) => setStock(db, StockBodySchema.parse({ host: TEA, ...body }));

  test('by key and spec values, or by nanoId for a product without specs', async () => {
    expect(await stock({ product: 'p-dongding', spec: ['75g', '罐裝'], quantity: 3 })).toEqual({
      changedShops: [teaShopId],
      product: '凍頂烏龍茶（春茶）',
      spec: ['75g', '罐裝'],
      quantity: 3,
    });
    expect(stockOf(await product('p-dongding'), '75g', '罐裝')?.stock).toBe(3);
    const ruby = await product('p-ruby');
    await stock({ product: ruby.nanoId, quantity: 0 });
    expect((await product('p-ruby')).EcommerceProductStocks[0]!.stock).toBe(0);
  });

  test('a wrong spec lists the right ones; a product of another shop of the organisation says whose it is', async () => {
    await expect(stock({ product: 'p-cup', spec: ['黑'], quantity: 1 })).rejects.toEqual(
      new DomainError('invalid', '「白瓷品茗杯」沒有規格 黑：請以 --spec 依序給出 白、青 之一'),
    );
    const sibling = `stock-${run}.localhost`;
    await createShop(db, CreateShopBodySchema.parse({ org: ORG, name: '山茶三店', domains: [sibling] }));
    await expect(stock({ product: 'p-cup', host: sibling, quantity: 1 })).rejects.toEqual(
      new DomainError('not_found', '商品 p-cup 屬於商店「山茶小舖」，不在商店「山茶三店」'),
    );
    // Another organisation's shop is not named to this one's operator.
    await expect(stock({ product: 'p-cup', host: 'shop2.localhost', quantity: 1 })).rejects.toEqual(
      new DomainError('not_found', '商店「山嵐咖啡」沒有商品 p-cup'),
    );
  });
});

describe('the operator endpoints', () => {
  test('import, create and set stock with the secret; without it, 403 and nothing done', async () => {
    const body = catalogBody(exampleText);
    expectError(await post(operatorCatalog, {}, body, { 'x-operator-secret': 'wrong' }), 403);
    const bad = await post(
      operatorCatalog,
      {},
      { ...body, text: exampleText.replace('"price": 320', '"price": 0') },
      operator,
    );
    expect(expectError(bad, 400)).toMatch(/^tea-shop\.json:\d+: products\[4\]\.price: 必須是正整數$/);
    const ok = await post(operatorCatalog, {}, body, operator);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      changedShops: [teaShopId],
      created: { products: 0 },
      updated: { products: 5 },
    });

    const shop = await post(
      operatorShop,
      {},
      { org: ORG, name: '山茶二店', domains: [`two-${run}.localhost`] },
      operator,
    );
    expect(shop.status).toBe(200);
    expect(shop.body).toMatchObject({ orgCreated: false, domains: [`two-${run}.localhost`] });
    expectError(await post(operatorShop, {}, { org: ORG, name: '重複', domains: [TEA] }, operator), 409);

    const st = await post(operatorStock, {}, { host: TEA, product: 'p-teapot', quantity: 9 }, operator);
    expect(st.body).toMatchObject({ changedShops: [teaShopId], quantity: 9 });
  });

  test('refresh the caches of the changed shop only: its tags, its hosts, a removed one too', async () => {
    const heard: Change[] = [];
    const stop = onChange((change) => void heard.push(change));
    revalidatedTags.length = 0;
    try {
      const st = await post(operatorStock, {}, { host: TEA, product: 'p-teapot', quantity: 8 }, operator);
      expect(st.status).toBe(200);
      const hosts = (
        await db
          .select({ domain: t.shopDomains.domain })
          .from(t.shopDomains)
          .where(eq(t.shopDomains.shopId, teaShopId))
      )
        .map((d) => d.domain)
        .sort();
      expect(heard).toEqual([
        { shops: [teaShopId], hosts, tags: [`shop:${teaShopId}`, ...hosts.map((h) => `domain:${h}`)] },
      ]);
      expect(revalidatedTags).toEqual(heard[0]!.tags);

      const extra = `gone-${run}.localhost`;
      await post(operatorDomain, {}, { host: TEA, action: 'add', domain: extra }, operator);
      expect(heard[1]!.hosts).toContain(extra);
      const removed = await post(
        operatorDomain,
        {},
        { host: TEA, action: 'remove', domain: extra },
        operator,
      );
      expect(removed.body).not.toMatchObject({ domains: expect.arrayContaining([extra]) });
      expect(heard[2]).toMatchObject({ shops: [teaShopId], hosts: expect.arrayContaining([extra, TEA]) });
      expect(heard[2]!.tags).toContain(`domain:${extra}`);

      // A refused change changes nothing, so nothing is refreshed.
      expectError(await post(operatorStock, {}, { host: TEA, product: 'nope', quantity: 1 }, operator), 404);
      expect(heard).toHaveLength(3);
    } finally {
      stop();
    }
  });
});
