/** @jest-environment node */
import { GET as searchProducts } from '@/app/api-client/[shopId]/ecommerceProduct/search/route';
import { GET as products } from '@/app/api-client/[shopId]/ecommerceProduct/route';
import { PUT as saveCheckout } from '@/app/api-client/[shopId]/ecommerceMemberStorage/route';
import { PUT as userInfo } from '@/app/api-client/user/me/userInfo/route';
import { POST as sandboxDecide } from '@/app/api-client/sandboxGateway/payment/decide/route';
import { closeDb, type Db } from '@/lib/server/db/client';
import { call } from '@/lib/server/testing/call';
import { testDb } from '@/lib/server/testing/db';
import { bearer, post } from './authHelpers';
import { expectError, shopIds, type ShopIds } from './helpers';
import { deliveryId, newShopper, order, RECEIVER, stockIds, type Shopper } from './orderHelpers';

/**
 * PostgreSQL cannot store U+0000 in text or jsonb: such input used to reach the database and come
 * back as a 500. It is bad input, so it is a 400 that names the field, before any query.
 */
let db: Db;
let ids: ShopIds;
let shopper: Shopper;

beforeAll(async () => {
  db = await testDb();
  ids = await shopIds();
  shopper = await newShopper(db, 'localhost', ids.s1);
}, 60_000);

afterAll(() => closeDb());

describe('a NUL character in what a request sends', () => {
  test('in a search or a list filter', async () => {
    expect(expectError(await call(searchProducts, { shopId: ids.s1 }, { search: '茶\u0000' }), 400)).toMatch(
      /search/,
    );
    expect(expectError(await call(products, { shopId: ids.s1 }, { name: 'a\u0000b' }), 400)).toMatch(/name/);
  });

  test('in saved checkout details, a profile and an order', async () => {
    const token = bearer(shopper.token);
    const saved = { checkoutInfos: [{ receiver: '王\u0000小明', paymentType: 'COD' }] };
    const msg = expectError(await post(saveCheckout, { shopId: ids.s1 }, saved, token, 'PUT'), 400);
    expect(msg).toMatch(/checkoutInfos\.0\.receiver/);
    expectError(
      await post(userInfo, {}, { name: '王小明', custom: { 'size\u0000': 'M' } }, token, 'PUT'),
      400,
    );

    const [stock] = (await stockIds(ids.s1, 'p-rice-bowl')) as [number];
    const body = {
      productStocks: [{ id: stock, quantity: 1 }],
      delivery: await deliveryId(ids.s1, '宅配到府'),
      paymentType: 'COD' as const,
      ...RECEIVER,
      address: '台北市\u0000信義區',
    };
    expect(expectError(await order(shopper, body), 400)).toMatch(/address/);
  });

  test('in a form posted to the sandbox gateway', async () => {
    const reply = await call(
      sandboxDecide,
      {},
      {},
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'MerchantID=SANDBOX1%00&TradeInfo=00&TradeSha=00',
      },
    );
    expect(expectError(reply, 400)).toMatch(/MerchantID/);
  });
});
