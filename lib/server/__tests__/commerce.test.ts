/** @jest-environment node */
import { z } from 'zod/mini';
import { GET as getUserInfoSetting } from '@/app/api-auth/[orgId]/userInfoSetting/route';
import { GET as getCashback } from '@/app/api-client/[shopId]/ecommerceCashback/route';
import { GET as listDeliveries } from '@/app/api-client/[shopId]/ecommerceDelivery/route';
import { GET as getPaymentTypes } from '@/app/api-client/[shopId]/ecommercePaymentConfig/types/route';
import { GET as getProductByNanoId } from '@/app/api-client/[shopId]/ecommerceProduct/nanoId/[nanoId]/route';
import { GET as listStocks } from '@/app/api-client/[shopId]/ecommerceProductStock/route';
import { GET as allDomain } from '@/app/api-client/ecommerceConfig/allDomain/[domain]/route';
import {
  CashbackSettingSchema,
  DeliverySchema,
  MAX_IDS,
  PaymentConfigTypesSchema,
  ProductSchema,
  ShopConfigSchema,
  StockWithProductSchema,
  UserInfoSettingSchema,
  type Product,
  type StockWithProduct,
} from '@/lib/api/contract';
import type { Db } from '@/lib/server/db/client';
import { closeDb } from '@/lib/server/db/client';
import { call } from '@/lib/server/testing/call';
import { testDb } from '@/lib/server/testing/db';
import {
  BAD_PAGING,
  expectBadQueries,
  expectError,
  expectNoHidden,
  hiddenProductIds,
  names,
  shop1,
  shopIds,
  stockIdsOf,
  UNKNOWN_ID,
  UNKNOWN_SHOP_ID,
  type Handler,
  type ShopIds,
} from './helpers';

const Deliveries = z.array(DeliverySchema);
const Stocks = z.array(StockWithProductSchema);

let db: Db;
let ids: ShopIds;

beforeAll(async () => {
  db = await testDb();
  ids = await shopIds();
}, 60_000);

afterAll(() => closeDb());

async function ok<T>(schema: z.ZodMiniType<T>, handler: Handler, params: Record<string, string>, query = {}) {
  const reply = await call(handler, params, query);
  if (reply.status !== 200) {
    throw new Error(
      `${JSON.stringify(params)} ${JSON.stringify(query)}: ${reply.status} ${JSON.stringify(reply.body)}`,
    );
  }
  return schema.parse(reply.body);
}

const product = (shopId: string, nanoId: string): Promise<Product> =>
  ok(ProductSchema, getProductByNanoId, { shopId, nanoId });

const stocks = (shopId: string, idList: number[]): Promise<StockWithProduct[]> =>
  ok(Stocks, listStocks, { shopId }, { ids: idList.join(',') });

async function orgId(domain: string): Promise<string> {
  return String(ShopConfigSchema.parse((await call(allDomain, { domain })).body).Shop.OrgId);
}

describe('GET …/ecommerceDelivery', () => {
  test('the shop’s delivery methods in order; enable null is kept (it counts as enabled)', async () => {
    const list = await ok(Deliveries, listDeliveries, { shopId: ids.s1 });
    expect(names(list)).toEqual(shop1.deliveries.map((d) => d.name));
    expect(names(list)).toEqual([
      '宅配到府',
      '7-11 超商取貨',
      '全家超商取貨',
      '門市自取',
      '萊爾富超商取貨',
      '低溫宅配',
    ]);
    expect(list[0]).toMatchObject({
      type: 'home',
      subType: null,
      fee: 100,
      freeShippingThreshold: 1500,
      enable: true,
    });
    expect(list[1]).toMatchObject({ type: 'cvs', subType: 'UNIMART', fee: 60, freeShippingThreshold: null });
    expect(list[4]).toMatchObject({ name: '萊爾富超商取貨', enable: null, allowCollection: false });
    expect(list[5]).toMatchObject({ name: '低溫宅配', enable: false, fee: 180 });
  });

  test('start and limit page through the list', async () => {
    const page = await ok(Deliveries, listDeliveries, { shopId: ids.s1 }, { start: '1', limit: '2' });
    expect(names(page)).toEqual(['7-11 超商取貨', '全家超商取貨']);
    expect(await ok(Deliveries, listDeliveries, { shopId: ids.s1 }, { start: '6' })).toEqual([]);
  });

  test('each shop its own; none for the closed shop', async () => {
    const two = await ok(Deliveries, listDeliveries, { shopId: ids.s2 });
    expect(two.map((d) => [d.name, d.fee])).toEqual([
      ['宅配到府', 120],
      ['7-11 超商取貨', 60],
      ['台中門市自取', 0],
    ]);
    expect(await ok(Deliveries, listDeliveries, { shopId: ids.s3 })).toEqual([]);
  });

  test('bad paging is a 400, an unknown shop a 404', async () => {
    await expectBadQueries(listDeliveries, { shopId: ids.s1 }, BAD_PAGING);
    expectError(await call(listDeliveries, { shopId: UNKNOWN_SHOP_ID }), 404);
    expectError(await call(listDeliveries, { shopId: 'abc' }), 400);
  });
});

describe('GET …/ecommercePaymentConfig/types', () => {
  test('types lists the enabled ones; the configs all of them, in order', async () => {
    const one = await ok(PaymentConfigTypesSchema, getPaymentTypes, { shopId: ids.s1 });
    expect(one.types).toEqual(['COD', 'newebpay', 'linepay', 'jkos', 'atm', 'Ibon']);
    expect(one.ecommercePaymentConfigs.map((c) => [c.type, c.enable, c.fee])).toEqual([
      ['COD', true, 0],
      ['newebpay', true, 0],
      ['linepay', true, 0],
      ['jkos', true, 0],
      ['atm', true, 0],
      ['Ibon', true, 15],
      ['pchomepay', false, 0],
    ]);
  });

  test('each shop its own; the closed shop has none', async () => {
    const two = await ok(PaymentConfigTypesSchema, getPaymentTypes, { shopId: ids.s2 });
    expect(two.types).toEqual(['newebpay', 'linepay', 'atm', 'COD']);
    expect(two.ecommercePaymentConfigs).toHaveLength(4);
    const one = await ok(PaymentConfigTypesSchema, getPaymentTypes, { shopId: ids.s1 });
    const oneIds = new Set(one.ecommercePaymentConfigs.map((c) => c.id));
    expect(two.ecommercePaymentConfigs.filter((c) => oneIds.has(c.id))).toEqual([]);
    expect(await ok(PaymentConfigTypesSchema, getPaymentTypes, { shopId: ids.s3 })).toEqual({
      types: [],
      ecommercePaymentConfigs: [],
    });
  });

  test('an unknown shop is a 404, a malformed shop id a 400', async () => {
    expectError(await call(getPaymentTypes, { shopId: UNKNOWN_SHOP_ID }), 404);
    expectError(await call(getPaymentTypes, { shopId: '1e3x' }), 400);
  });
});

describe('GET …/ecommerceCashback', () => {
  test('shop 1 gives 2% back, except on the products it names', async () => {
    const setting = await ok(CashbackSettingSchema, getCashback, { shopId: ids.s1 });
    expect(setting.enabled).toBe(true);
    expect(setting.addRate).toBe(0.02);
    const excluded = [
      (await product(ids.s1, 'p-fast-charger')).id,
      (await product(ids.s1, 'p-gift-box-tea')).id,
    ];
    expect([...setting.ignoreAddEcommerceProductIds].sort((a, b) => a - b)).toEqual(
      excluded.sort((a, b) => a - b),
    );
  });

  test('shop 2 has cashback switched off; a shop without a setting gives none', async () => {
    expect(await ok(CashbackSettingSchema, getCashback, { shopId: ids.s2 })).toEqual({
      enabled: false,
      addRate: 0,
      ignoreAddEcommerceProductIds: [],
    });
    expect(await ok(CashbackSettingSchema, getCashback, { shopId: ids.s3 })).toEqual({
      enabled: false,
      addRate: 0,
      ignoreAddEcommerceProductIds: [],
    });
  });

  test('an unknown shop is a 404, a malformed shop id a 400', async () => {
    expectError(await call(getCashback, { shopId: UNKNOWN_SHOP_ID }), 404);
    expectError(await call(getCashback, { shopId: '-7' }), 400);
  });
});

describe('GET /api-auth/{OrgId}/userInfoSetting', () => {
  test('the extra member fields of shop 1’s organisation, in order', async () => {
    const setting = await ok(UserInfoSettingSchema, getUserInfoSetting, { orgId: await orgId('localhost') });
    expect(setting.fields).toEqual([
      { key: 'line_id', name: 'LINE ID', type: 'text', required: false, options: [], maxLength: 50 },
      {
        key: 'size',
        name: '常穿尺寸',
        type: 'select',
        required: false,
        options: ['S', 'M', 'L', 'XL'],
        maxLength: null,
      },
      { key: 'referrer', name: '推薦人手機', type: 'text', required: false, options: [], maxLength: null },
    ]);
  });

  test('an organisation without extra fields answers an empty list', async () => {
    const two = await orgId('shop2.localhost');
    expect(two).not.toBe(await orgId('localhost'));
    expect(await ok(UserInfoSettingSchema, getUserInfoSetting, { orgId: two })).toEqual({ fields: [] });
  });

  test('an unknown organisation is a 404, a malformed id a 400', async () => {
    expectError(await call(getUserInfoSetting, { orgId: UNKNOWN_SHOP_ID }), 404);
    expectError(await call(getUserInfoSetting, { orgId: UNKNOWN_ID }), 404);
    for (const orgId of ['abc', '0', '-1', '1.5', '', '99999999999']) {
      expectError(await call(getUserInfoSetting, { orgId }), 400);
    }
  });
});

describe('GET …/ecommerceProductStock', () => {
  test('stocks with their specs and products, in id order', async () => {
    const shirt = await product(ids.s1, 'p-linen-shirt');
    const socks = await product(ids.s1, 'p-wool-socks');
    const wanted = [...socks.EcommerceProductStocks, ...shirt.EcommerceProductStocks].map((s) => s.id);
    expect(wanted).toHaveLength(13);

    const got = await stocks(ids.s1, wanted);
    expect(got.map((s) => s.id)).toEqual([...wanted].sort((a, b) => a - b));
    const shirtStocks = got.filter((s) => s.EcommerceProduct.nanoId === 'p-linen-shirt');
    expect(shirtStocks).toHaveLength(12);
    expect(shirtStocks[0]!.EcommerceProduct).toMatchObject({
      name: '亞麻寬版襯衫',
      price: 990,
      activityPrice: 790,
    });
    const oatXL = shirtStocks.find(
      (s) => s.EcommerceProductChildSpecs.map((c) => c.name).join('/') === '燕麥/XL',
    )!;
    expect(oatXL).toMatchObject({ stock: 1, price: 1090, activityPrice: 890 });
    const sock = got.find((s) => s.EcommerceProduct.nanoId === 'p-wool-socks')!;
    expect(sock).toMatchObject({ stock: 40, price: 390, activityPrice: 390, EcommerceProductChildSpecs: [] });
    // Same stock, same numbers as on the product page.
    for (const s of shirt.EcommerceProductStocks) {
      const line = got.find((g) => g.id === s.id)!;
      expect([line.stock, line.price, line.activityPrice]).toEqual([s.stock, s.price, s.activityPrice]);
      expect(line.EcommerceProductChildSpecs.map((c) => c.id)).toEqual(
        s.EcommerceProductChildSpecs.map((c) => c.id),
      );
    }
  });

  test('a stock of a disabled activity’s product is at its normal price', async () => {
    const pad = await product(ids.s1, 'p-wireless-pad');
    const [line] = await stocks(
      ids.s1,
      pad.EcommerceProductStocks.map((s) => s.id),
    );
    expect(line).toMatchObject({ price: 890, activityPrice: 890 });
    expect(line!.EcommerceProduct.EcommerceActivity).toMatchObject({ enable: false });
  });

  test('stocks of hidden and removed products are absent', async () => {
    const hidden = await hiddenProductIds(db, ids.s1);
    const hiddenStocks = (await Promise.all([...hidden.values()].map((id) => stockIdsOf(db, id)))).flat();
    expect(hiddenStocks.length).toBeGreaterThanOrEqual(hidden.size);
    const visible = (await product(ids.s1, 'p-rice-bowl')).EcommerceProductStocks.map((s) => s.id);

    const got = await stocks(ids.s1, [...hiddenStocks, ...visible]);
    expect(got.map((s) => s.id)).toEqual(visible);
    expectNoHidden(got.map((s) => s.EcommerceProduct));
    expect(await stocks(ids.s1, hiddenStocks)).toEqual([]);
  });

  test('stocks of another shop are absent; asked of their own shop they are there', async () => {
    const kettle = await product(ids.s2, 'p-gooseneck-kettle');
    const theirs = kettle.EcommerceProductStocks.map((s) => s.id);
    expect(theirs).toHaveLength(2);
    const mine = (await product(ids.s1, 'p-rice-bowl')).EcommerceProductStocks.map((s) => s.id);

    const asked = await stocks(ids.s1, [...theirs, ...mine]);
    expect(asked.map((s) => s.id)).toEqual(mine);
    expect(asked.every((s) => s.EcommerceProduct.name === '粗陶飯碗')).toBe(true);

    const own = await stocks(ids.s2, theirs);
    expect(own.map((s) => s.id)).toEqual(theirs);
    expect(own.map((s) => [s.price, s.activityPrice])).toEqual([
      [1280, 1080],
      [1280, 1080],
    ]);
  });

  test('unknown ids are simply absent; a repeated id is answered once; 100 ids are allowed', async () => {
    const bowl = (await product(ids.s1, 'p-rice-bowl')).EcommerceProductStocks[0]!.id;
    const got = await stocks(ids.s1, [bowl, bowl, Number(UNKNOWN_ID)]);
    expect(got.map((s) => s.id)).toEqual([bowl]);
    const hundred = Array.from({ length: MAX_IDS }, (_, i) => Number(UNKNOWN_ID) - i);
    expect(await stocks(ids.s1, hundred)).toEqual([]);
  });

  test('bad ids are a 400', async () => {
    const tooMany = Array.from({ length: MAX_IDS + 1 }, (_, i) => i + 1).join(',');
    await expectBadQueries(listStocks, { shopId: ids.s1 }, [
      { ids: 'abc' },
      { ids: '' },
      {},
      { ids: '1,,2' },
      { ids: '1,abc' },
      { ids: '0' },
      { ids: '-1' },
      { ids: '1.5' },
      { ids: '99999999999' },
      { ids: tooMany },
    ]);
  });

  test('an unknown shop is a 404', async () => {
    expectError(await call(listStocks, { shopId: UNKNOWN_SHOP_ID }, { ids: '1' }), 404);
    expectError(await call(listStocks, { shopId: 'abc' }, { ids: '1' }), 400);
  });
});
