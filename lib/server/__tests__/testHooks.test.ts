/** @jest-environment node */
import { GET as stocks } from '@/app/api-client/[shopId]/ecommerceProductStock/route';
import { GET as productByNanoId } from '@/app/api-client/[shopId]/ecommerceProduct/nanoId/[nanoId]/route';
import { POST as removeProduct } from '@/app/api-test/[shopId]/product/[nanoId]/route.testhook';
import { POST as setStock } from '@/app/api-test/[shopId]/stock/[stockId]/route.testhook';
import { POST as setOpenOrderLimit } from '@/app/api-test/[shopId]/openOrderLimit/route.testhook';
import { POST as ageOtp } from '@/app/api-test/[shopId]/otpAge/route.testhook';
import { POST as sendOtp } from '@/app/api-auth/[orgId]/otp/route';
import type { Product } from '@/lib/api/contract';
import { closeDb } from '@/lib/server/db/client';
import { call } from '@/lib/server/testing/call';
import { testDb } from '@/lib/server/testing/db';
import { demoShops, fromAddress, newPhone, post as postJson } from './authHelpers';
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

test("the code hook ages a phone's codes in its shop's organisation only, only when on", async () => {
  process.env.STOREFRONT_DEMO_MODE = '1';
  try {
    const { one } = await demoShops();
    const phone = newPhone();
    const send = () => postJson(sendOtp, { orgId: one.orgId }, { phone, purpose: 'login' }, fromAddress());
    const age = (shopId: string) =>
      call<{ aged: number }>(ageOtp, { shopId }, {}, post({ phone, seconds: 61 }));
    expect((await send()).status).toBe(200);
    expectError(await send(), 429);

    expectError(await age(ids.s1), 404);
    process.env.STOREFRONT_TEST_HOOKS = '1';
    // Shop 2 belongs to another organisation: the phone has no codes there.
    expect((await age(ids.s2)).body).toEqual({ aged: 0 });
    expectError(await send(), 429);
    expect((await age(ids.s1)).body).toEqual({ aged: 1 });
    expect((await send()).status).toBe(200);
    expectError(await call(ageOtp, { shopId: ids.s1 }, {}, post({ phone, seconds: 0 })), 400);
  } finally {
    delete process.env.STOREFRONT_DEMO_MODE;
  }
});
