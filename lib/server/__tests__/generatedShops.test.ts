/** @jest-environment node */
import { count, eq, inArray, sql } from 'drizzle-orm';
import { closeDb, type Db } from '@/lib/server/db/client';
import * as t from '@/lib/server/db/schema';
import { generatedDomain, generateShop } from '@/lib/server/seed/generated/generate';
import { seedGeneratedShops } from '@/lib/server/seed/generated/seed';
import { testDb } from '@/lib/server/testing/db';

const SHOPS = 3;
const PRODUCTS = 6;
const domains = Array.from({ length: SHOPS }, (_, i) => generatedDomain(i + 1));

let db: Db;
beforeAll(async () => {
  db = await testDb();
});
afterAll(() => closeDb());

async function generatedState() {
  const rows = await db
    .select({ shopId: t.shopDomains.shopId, domain: t.shopDomains.domain })
    .from(t.shopDomains)
    .where(inArray(t.shopDomains.domain, domains));
  const shopIds = rows.map((r) => r.shopId);
  const n = async (table: typeof t.products | typeof t.productStocks | typeof t.productChildSpecs) =>
    (await db.select({ n: count() }).from(table).where(inArray(table.shopId, shopIds)))[0]!.n;
  return {
    domains: rows.map((r) => r.domain).sort(),
    shops: new Set(shopIds).size,
    products: await n(t.products),
    stocks: await n(t.productStocks),
    childSpecs: await n(t.productChildSpecs),
  };
}

it('seeding twice leaves one copy of each generated shop, and the demo shops as they were', async () => {
  const demo = await db
    .select({ shopId: t.shopDomains.shopId })
    .from(t.shopDomains)
    .where(eq(t.shopDomains.domain, 'localhost'));
  const progress: number[] = [];
  await seedGeneratedShops(db, {
    shops: SHOPS,
    products: PRODUCTS,
    onProgress: (d) => progress.push(d.shops),
  });
  const first = await generatedState();
  await seedGeneratedShops(db, { shops: SHOPS, products: PRODUCTS });
  const second = await generatedState();

  const expected = [1, 2, 3].map((n) => generateShop(n, { products: PRODUCTS }));
  const stocks = expected
    .flatMap((s) => s.products)
    .reduce((sum, p) => sum + (p.specs?.stocks.length ?? 1), 0);
  expect(first).toEqual({
    domains: [...domains].sort(),
    shops: SHOPS,
    products: SHOPS * PRODUCTS,
    stocks,
    childSpecs: first.childSpecs,
  });
  expect(second).toEqual(first);
  expect(progress.at(-1)).toBe(SHOPS);
  const demoAfter = await db
    .select({ shopId: t.shopDomains.shopId })
    .from(t.shopDomains)
    .where(eq(t.shopDomains.domain, 'localhost'));
  expect(demoAfter).toEqual(demo);
});

it('stores a product with its specs and prices as generated', async () => {
  const [row] = await db
    .select({ shopId: t.shopDomains.shopId })
    .from(t.shopDomains)
    .where(eq(t.shopDomains.domain, domains[1]!));
  const wanted = generateShop(2, { products: PRODUCTS }).products.find((p) => p.specs?.parents.length === 2)!;
  const [product] = await db
    .select()
    .from(t.products)
    .where(eq(t.products.shopId, row!.shopId))
    .then((rows) => rows.filter((p) => p.nanoId === wanted.nanoId));
  expect(product).toMatchObject({ name: wanted.name, price: wanted.price, mainImage: wanted.mainImage });
  const stocks = await db.select().from(t.productStocks).where(eq(t.productStocks.productId, product!.id));
  expect(stocks.map((s) => [s.stock, s.price]).sort()).toEqual(
    wanted.specs!.stocks.map((s) => [s.stock, s.price ?? wanted.price]).sort(),
  );
});

it('leaves the planner with the row counts of the load, not of the empty tables', async () => {
  await seedGeneratedShops(db, { shops: SHOPS, products: PRODUCTS });
  // reltuples is what the planner believes a table holds: -1 before any ANALYZE.
  const believed = async (table: string) => {
    // Both drivers answer a raw statement with its rows; the union of their types does not say so.
    const { rows } = (await db.execute(sql`select reltuples from pg_class where relname = ${table}`)) as {
      rows: { reltuples: number }[];
    };
    return Number(rows[0]!.reltuples);
  };
  const [{ products }] = (await db.select({ products: count() }).from(t.products)) as [{ products: number }];
  expect(await believed('products')).toBe(products);
  const [{ links }] = (await db.select({ links: count() }).from(t.productStockChildSpecs)) as [
    { links: number },
  ];
  expect(await believed('product_stock_child_specs')).toBe(links);
});
