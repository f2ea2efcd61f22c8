/** @jest-environment node */
import { GET as stocks } from '@/app/api-client/[shopId]/ecommerceProductStock/route';
import { GET as productByNanoId } from '@/app/api-client/[shopId]/ecommerceProduct/nanoId/[nanoId]/route';
import { POST as removeProduct } from '@/app/api-test/[shopId]/product/[nanoId]/route.testhook';
import { POST as setStock } from '@/app/api-test/[shopId]/stock/[stockId]/route.testhook';
import { POST as setOpenOrderLimit } from '@/app/api-test/[shopId]/openOrderLimit/route.testhook';
import type { Product } from '@/lib/api/contract';
import { closeDb } from '@/lib/server/db/client';
import { call } from '@/lib/server/testing/call';
import { testDb } from '@/lib/server/testing/db';
import { expectError, shopIds, type ShopIds } from './helpers';

let ids: ShopIds;
let stockId: string;

const post = (body: unknown) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

beforeAll(async () => {
  await testDb();
  ids = await shopIds();
  const product = await call<Product>(productByNanoId, { shopId: ids.s1, nanoId: 'p-ceramic-mug' });
  stockId = String(product.body.EcommerceProductStocks[0]!.id);
}, 60_000);
afterAll(() => closeDb());
afterEach(() => {
  delete process.env.STOREFRONT_TEST_HOOKS;
});

test('the hooks do not exist unless the test server switches them on', async () => {
  expectError(await call(setStock, { shopId: ids.s1, stockId }, {}, post({ stock: 1 })), 404);
  expectError(
    await call(removeProduct, { shopId: ids.s1, nanoId: 'p-ceramic-mug' }, {}, post({ isRemove: true })),
    404,
  );
});

test('with them on, a stock can be changed and a product removed, in its own shop only', async () => {
  process.env.STOREFRONT_TEST_HOOKS = '1';
  expect((await call(setStock, { shopId: ids.s1, stockId }, {}, post({ stock: 2 }))).body).toMatchObject({
    stock: 2,
  });
  const after = await call<{ stock: number }[]>(stocks, { shopId: ids.s1 }, { ids: stockId });
  expect(after.body[0]!.stock).toBe(2);

  expectError(await call(setStock, { shopId: ids.s2, stockId }, {}, post({ stock: 1 })), 404);
  expectError(await call(setStock, { shopId: ids.s1, stockId }, {}, post({ stock: -1 })), 400);

  await call(removeProduct, { shopId: ids.s1, nanoId: 'p-ceramic-mug' }, {}, post({ isRemove: true }));
  expect((await call<unknown[]>(stocks, { shopId: ids.s1 }, { ids: stockId })).body).toEqual([]);
  await call(removeProduct, { shopId: ids.s1, nanoId: 'p-ceramic-mug' }, {}, post({ isRemove: false }));
  expect((await call<unknown[]>(stocks, { shopId: ids.s1 }, { ids: stockId })).body).toHaveLength(1);
});

test("the bench's hook lifts a shop's open-order cap beyond the operator's range, only when on", async () => {
  expectError(await call(setOpenOrderLimit, { shopId: ids.s1 }, {}, post({ limit: 1_000_000 })), 404);
  process.env.STOREFRONT_TEST_HOOKS = '1';
  expectError(await call(setOpenOrderLimit, { shopId: ids.s1 }, {}, post({ limit: 0 })), 400);
  const lifted = await call(setOpenOrderLimit, { shopId: ids.s1 }, {}, post({ limit: 1_000_000 }));
  expect(lifted.body).toEqual({ maxOpenOrders: 1_000_000 });
  await call(setOpenOrderLimit, { shopId: ids.s1 }, {}, post({ limit: 3 }));
});
