/** @jest-environment node */
/**
 * What an order, a cancel and the sweep tell the caches (lib/revalidate): nothing when no product's
 * availability flipped, only the products that did otherwise, never the whole shop.
 */
import { and, eq } from 'drizzle-orm';
import { POST as cancelRoute } from '@/app/api-client/[shopId]/ecommerceOrder/[id]/cancel/route';
import type { Change } from '@/lib/revalidate/change';
import { onChange } from '@/lib/revalidate/hub';
import { closeDb, type Db } from '@/lib/server/db/client';
import { productStocks, products } from '@/lib/server/db/schema';
import { sweepOverdueOrders } from '@/lib/server/orders/sweep';
import { testDb } from '@/lib/server/testing/db';
import { keyAffected } from '@/lib/serving/frontCache/policy.ts';
import { bearer, demoShops, post, type DemoShops } from './authHelpers';
import { created, deliveryId, newShopper, order, RECEIVER, setStockTo, type Shopper } from './orderHelpers';

let db: Db;
let shops: DemoShops;
let shopId: number;
let home: number;
/** A product without specs (one stock), and one spec of a product with several. */
let tray: number;
let teeSpec: number;
let teeOtherSpecs: number[];
let heard: Change[] = [];
let stopHearing: () => void;

async function stocksOf(nanoId: string): Promise<number[]> {
  const rows = await db
    .select({ id: productStocks.id })
    .from(productStocks)
    .innerJoin(products, eq(products.id, productStocks.productId))
    .where(and(eq(products.shopId, shopId), eq(products.nanoId, nanoId), eq(productStocks.isRemove, false)))
    .orderBy(productStocks.id);
  return rows.map((r) => r.id);
}

beforeAll(async () => {
  jest.spyOn(console, 'info').mockImplementation(() => {});
  db = await testDb();
  shops = await demoShops();
  shopId = Number(shops.one.shopId);
  home = await deliveryId(shops.one.shopId, '宅配到府');
  [tray] = (await stocksOf('p-wood-tray')) as [number];
  [teeSpec, ...teeOtherSpecs] = (await stocksOf('p-cotton-tee')) as [number, ...number[]];
  stopHearing = onChange((change) => void heard.push(change));
}, 60_000);

afterAll(async () => {
  stopHearing();
  jest.restoreAllMocks();
  await closeDb();
});

beforeEach(() => {
  heard = [];
});

/** A new shopper (each may hold only a few unpaid orders) orders one unit of the stock. */
async function buy(stockId: number, paymentType: 'COD' | 'atm' = 'COD') {
  const who = await newShopper(db, 'localhost', shops.one.shopId);
  const placed = created(
    await order(who, {
      productStocks: [{ id: stockId, quantity: 1 }],
      delivery: home,
      paymentType,
      ...RECEIVER,
    }),
  );
  return { who, placed };
}

const cancel = async (who: Shopper, id: number) => {
  const reply = await post(cancelRoute, { shopId: who.shopId, id: String(id) }, {}, bearer(who.token));
  expect(reply.status).toBe(200);
};

/** What a front cache would keep of the shop: keys as lib/serving/frontCache/policy.ts makes them. */
const page = (path: string) => `-|gzip|localhost${path}`;

test('an order that leaves every product on sale tells no cache anything', async () => {
  await setStockTo(db, tray, 5);
  const { who, placed } = await buy(tray);
  expect(heard).toEqual([]);
  await cancel(who, placed.id);
  expect(heard).toEqual([]);
});

test('the last unit sold: that product and the lists showing it, and no other page', async () => {
  await setStockTo(db, tray, 1);
  const { who, placed } = await buy(tray);
  expect(heard).toEqual([
    {
      shops: [shopId],
      hosts: expect.arrayContaining(['localhost']),
      tags: [`shop:${shopId}:product:p-wood-tray`, `shop:${shopId}:product-lists`],
      stock: { products: ['p-wood-tray'], listed: ['p-wood-tray'] },
    },
  ]);
  const [change] = heard as [Change];
  expect(keyAffected(page('/product/p-wood-tray'), change)).toBe(true);
  expect(keyAffected(page('/'), change, new Set(['p-wood-tray', 'p-soy-candle']))).toBe(true);
  expect(keyAffected(page('/product/p-soy-candle'), change, new Set(['p-soy-candle']))).toBe(false);
  expect(keyAffected(page('/productList/all'), change, new Set(['p-soy-candle']))).toBe(false);

  // Given back by the shopper's cancel: on sale again, told again.
  heard = [];
  await cancel(who, placed.id);
  expect(heard).toEqual([
    expect.objectContaining({ stock: { products: ['p-wood-tray'], listed: ['p-wood-tray'] } }),
  ]);
});

test('the last unit of one spec, the others on sale: its page only, no list', async () => {
  await setStockTo(db, teeSpec, 1);
  for (const other of teeOtherSpecs) await setStockTo(db, other, 3);
  const { who, placed } = await buy(teeSpec);
  expect(heard).toEqual([
    expect.objectContaining({
      tags: [`shop:${shopId}:product:p-cotton-tee`],
      stock: { products: ['p-cotton-tee'], listed: [] },
    }),
  ]);
  heard = [];
  await cancel(who, placed.id);
  // Back on sale: its page; its lists too, since the cancel cannot tell whether it was the first.
  expect(heard).toEqual([
    expect.objectContaining({ stock: { products: ['p-cotton-tee'], listed: ['p-cotton-tee'] } }),
  ]);
});

test('an order-and-cancel loop on the last unit flips it every time, and ends on sale', async () => {
  await setStockTo(db, tray, 1);
  for (let round = 0; round < 5; round++) {
    const { who, placed } = await buy(tray);
    await cancel(who, placed.id);
  }
  expect(heard.map((c) => c.stock)).toEqual(
    Array.from({ length: 10 }, () => ({ products: ['p-wood-tray'], listed: ['p-wood-tray'] })),
  );
  // The caches hold it back to one purge a second per shop: lib/serving/revalidate/coalesce.test.ts.
});

test('the sweep tells what the orders it cancelled brought back on sale', async () => {
  await setStockTo(db, tray, 1);
  await setStockTo(db, teeSpec, 5);
  await buy(tray, 'atm');
  await buy(teeSpec, 'atm');
  heard = [];
  const yearsLater = new Date(Date.now() + 1000 * 24 * 3600_000);
  while ((await sweepOverdueOrders(db, yearsLater)) > 0);
  expect(heard).toEqual([
    expect.objectContaining({
      shops: [shopId],
      stock: { products: ['p-wood-tray'], listed: ['p-wood-tray'] },
    }),
  ]);
});
