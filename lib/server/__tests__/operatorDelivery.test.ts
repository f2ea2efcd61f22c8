/** @jest-environment node */
import { randomBytes } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { z } from 'zod/mini';
import { POST as operatorDelivery } from '@/app/api-auth/operator/delivery/route';
import { POST as operatorPayment } from '@/app/api-auth/operator/payment/route';
import { GET as deliveryList } from '@/app/api-client/[shopId]/ecommerceDelivery/route';
import { GET as paymentTypes } from '@/app/api-client/[shopId]/ecommercePaymentConfig/types/route';
import { DeliverySchema, PaymentConfigTypesSchema } from '@/lib/api/contract';
import { closeDb, type Db } from '@/lib/server/db/client';
import * as t from '@/lib/server/db/schema';
import { DomainError } from '@/lib/server/kernel/errors';
import { CHECKOUT_GAPS } from '@/lib/server/shops/checkoutGaps';
import { importCatalog } from '@/lib/server/catalog/import';
import {
  changeDelivery,
  DELIVERY_MESSAGES,
  DeliveryBodySchema,
  splitBranch,
} from '@/lib/server/logistics/deliveryOptions';
import { PAYMENT_MESSAGES, PaymentBodySchema, setPayment } from '@/lib/server/payments/offline';
import { ATM_ACCOUNT_MESSAGES } from '@/lib/console/contract/settings';
import { createShop, CreateShopBodySchema } from '@/lib/server/shops/create';
import { call } from '@/lib/server/testing/call';
import { testDb } from '@/lib/server/testing/db';
import type { Change } from '@/lib/revalidate/change';
import { onChange } from '@/lib/revalidate/hub';
import { post } from './authHelpers';
import { expectError } from './helpers';
import { exampleCatalogBody, exampleCatalogText, OPERATOR_SECRET, operatorHeaders } from './operatorHelpers';
import { created, deliveryNamed, newShopper, order, RECEIVER, stockIds, stockLeft } from './orderHelpers';

const SECRET = OPERATOR_SECRET;
const operator = operatorHeaders;
/** Names of this run, so the file passes again on a PostgreSQL database it already ran on. */
const run = randomBytes(3).toString('hex');
const ORG = `leaf-${run}`;
const LEAF = `leaf-${run}.localhost`;

let db: Db;
let shopId: number;

beforeAll(async () => {
  process.env.OPERATOR_SECRET = SECRET;
  db = await testDb();
  const shop = await createShop(
    db,
    CreateShopBodySchema.parse({ org: ORG, orgName: '葉子有限公司', name: '葉子茶舖', domains: [LEAF] }),
  );
  shopId = shop.shopId;
  // Something to sell: the example catalog. Its product keys made this file's own: on a shared
  // PostgreSQL database other files import the same example, and an operator's product lookup must
  // not find this shop's copy there.
  await importCatalog(
    db,
    exampleCatalogBody(LEAF, exampleCatalogText.replaceAll('"key": "p-', '"key": "leaf-p-')),
  );
}, 60_000);

afterAll(() => closeDb());

const delivery = (body: object) =>
  changeDelivery(db, DeliveryBodySchema.parse({ host: LEAF, action: 'set', ...body }));
const payment = (body: object) => setPayment(db, PaymentBodySchema.parse({ host: LEAF, ...body }));

/** The deliveries as the checkout reads them. */
async function listed() {
  const reply = await call(deliveryList, { shopId: String(shopId) });
  expect(reply.status).toBe(200);
  return z.array(DeliverySchema).parse(reply.body);
}

/** The payment types as the checkout reads them. */
async function offered() {
  const reply = await call(paymentTypes, { shopId: String(shopId) });
  expect(reply.status).toBe(200);
  return PaymentConfigTypesSchema.parse(reply.body);
}

/** Rows of the shop's delivery and payment tables, to show a refused command wrote nothing. */
async function rows() {
  const n = async (table: typeof t.deliveries | typeof t.deliveryBranches | typeof t.paymentConfigs) =>
    (await db.select({ n: count() }).from(table).where(eq(table.shopId, shopId)))[0]!.n;
  return {
    deliveries: await n(t.deliveries),
    branches: await n(t.deliveryBranches),
    payments: await n(t.paymentConfigs),
    // What each holds, too: a refused update must not have changed a field.
    listed: JSON.stringify(await listed()),
    offered: JSON.stringify(await offered()),
  };
}

describe('a new shop', () => {
  test('has no delivery and no payment type: the checkout reads list none', async () => {
    expect(await listed()).toEqual([]);
    expect(await offered()).toEqual({ types: [], ecommercePaymentConfigs: [] });
  });
});

describe('delivery set', () => {
  test('a home delivery is created, and the answer says payment is still missing', async () => {
    const result = await delivery({ name: '宅配到府', type: 'home', fee: 100, freeOver: 1500 });
    expect(result).toMatchObject({
      changedShops: [shopId],
      outcome: 'created',
      delivery: {
        name: '宅配到府',
        type: 'home',
        chain: null,
        fee: 100,
        freeOver: 1500,
        collection: false,
        enabled: true,
        branches: [],
      },
      gaps: [CHECKOUT_GAPS.noPayment],
    });
    expect(await listed()).toEqual([
      {
        id: expect.any(Number),
        name: '宅配到府',
        type: 'home',
        subType: null,
        fee: 100,
        freeShippingThreshold: 1500,
        enable: true,
        allowCollection: false,
        EcommerceDeliveryBranches: [],
      },
    ]);
  });

  test('run again: the same delivery, updated in place, no duplicate; a flag left out is its default', async () => {
    const before = await rows();
    const { id } = (await listed())[0]!;
    const again = await delivery({ name: '宅配到府', type: 'home', fee: 100, freeOver: 1500 });
    expect(again).toMatchObject({ outcome: 'updated', delivery: { id } });
    expect(await rows()).toEqual(before);

    await delivery({ name: ' 宅配到府 ', type: 'home', fee: 120, collection: true });
    expect(await listed()).toEqual([
      expect.objectContaining({ id, fee: 120, freeShippingThreshold: null, allowCollection: true }),
    ]);
    expect((await rows()).deliveries).toBe(1);
  });

  test('a convenience-store delivery takes its chain and goes last', async () => {
    const result = await delivery({
      name: '全家取貨',
      type: 'cvs',
      chain: 'fami',
      fee: 60,
      collection: true,
    });
    expect(result.delivery).toMatchObject({ type: 'cvs', chain: 'FAMI' });
    // A new shop has no store map yet: the operator is told, the delivery is kept.
    expect(result.gaps).toContain(CHECKOUT_GAPS.cvsWithoutMap);
    expect((await listed()).map((d) => [d.name, d.type, d.subType])).toEqual([
      ['宅配到府', 'home', null],
      ['全家取貨', 'cvs', 'FAMI'],
    ]);
  });

  test('store pickup: its branches with their hours; run again, they become exactly the new list', async () => {
    const branches = [
      '信義門市|台北市信義區松高路 11 號|10:00-21:00',
      '大安門市|台北市大安區復興南路 1 號|9:30-20:00',
    ];
    await delivery({ name: '門市自取', type: 'store', fee: 0, branches });
    const first = (await deliveryNamed(String(shopId), '門市自取')).EcommerceDeliveryBranches;
    expect(first.map((b) => [b.name, b.address, b.openTime, b.closeTime])).toEqual([
      ['信義門市', '台北市信義區松高路 11 號', '10:00', '21:00'],
      ['大安門市', '台北市大安區復興南路 1 號', '09:30', '20:00'],
    ]);

    await delivery({
      name: '門市自取',
      type: 'store',
      fee: 0,
      branches: [
        '板橋門市|新北市板橋區縣民大道 2 段 7 號|11:00-22:00',
        '信義門市|台北市信義區松高路 11 號|11:00-21:30',
      ],
    });
    const second = (await deliveryNamed(String(shopId), '門市自取')).EcommerceDeliveryBranches;
    expect(second.map((b) => [b.name, b.openTime, b.closeTime])).toEqual([
      ['板橋門市', '11:00', '22:00'],
      ['信義門市', '11:00', '21:30'],
    ]);
    // A branch kept keeps its id, so a checkout that picked it still finds it.
    expect(second[1]!.id).toBe(first[0]!.id);
    expect((await rows()).branches).toBe(2);
  });

  test('changed to another type, a delivery loses its branches', async () => {
    await delivery({ name: '門市自取', type: 'home', fee: 0 });
    expect((await deliveryNamed(String(shopId), '門市自取')).EcommerceDeliveryBranches).toEqual([]);
    expect((await rows()).branches).toBe(0);
    await delivery({
      name: '門市自取',
      type: 'store',
      fee: 0,
      branches: ['信義門市|台北市信義區|10:00-21:00'],
    });
  });

  test('--disable keeps it, switched off', async () => {
    await delivery({
      name: '全家取貨',
      type: 'cvs',
      chain: 'FAMI',
      fee: 60,
      collection: true,
      enabled: false,
    });
    expect((await deliveryNamed(String(shopId), '全家取貨')).enable).toBe(false);
  });

  test('what each type takes and needs, in the operator’s words; nothing written', async () => {
    const before = await rows();
    const refused = (body: object) => {
      const result = DeliveryBodySchema.safeParse({ host: LEAF, action: 'set', name: '宅配到府', ...body });
      expect(result.success).toBe(false);
      const issue = result.error!.issues[0]!;
      return `${issue.path.join('.')}: ${issue.message}`;
    };
    expect(refused({ type: 'cvs', fee: 60 })).toBe(`chain: ${DELIVERY_MESSAGES.chainNeeded}`);
    expect(refused({ type: 'home', chain: 'FAMI', fee: 60 })).toBe(
      `chain: ${DELIVERY_MESSAGES.chainOnlyCvs}`,
    );
    expect(refused({ type: 'cvs', chain: 'CIRCLEK', fee: 60 })).toBe(
      'chain: 連鎖超商須為 UNIMART、FAMI、HILIFE、OKMART 之一',
    );
    expect(refused({ type: 'store', fee: 0 })).toBe(`branches: ${DELIVERY_MESSAGES.branchNeeded}`);
    expect(refused({ type: 'home', fee: 0, branches: ['a|b|10:00-11:00'] })).toBe(
      `branches: ${DELIVERY_MESSAGES.branchOnlyStore}`,
    );
    expect(refused({ type: 'store', fee: 0, branches: ['信義門市|台北市'] })).toBe(
      `branches.0: ${DELIVERY_MESSAGES.branchFormat}`,
    );
    expect(refused({ type: 'store', fee: 0, branches: ['信義門市|台北市|21:00-10:00'] })).toBe(
      `branches.0.closes: ${DELIVERY_MESSAGES.hours}`,
    );
    expect(refused({ type: 'store', fee: 0, branches: ['信義門市|台北市|10:00'] })).toBe(
      `branches.0.closes: ${DELIVERY_MESSAGES.time}`,
    );
    expect(
      refused({ type: 'store', fee: 0, branches: ['甲|台北市|10:00-11:00', '甲|新北市|10:00-11:00'] }),
    ).toBe(`branches: ${DELIVERY_MESSAGES.branchTwice('甲')}`);
    expect(refused({ type: 'plane', fee: 0 })).toMatch(/^type: 配送類型須為 home/);
    expect(refused({ type: 'home' })).toBe('fee: 請給運費（--fee）');
    for (const fee of [-1, 1.5, '100元'])
      expect(refused({ type: 'home', fee })).toBe('fee: 運費（--fee）必須是 0 或正整數（新台幣元）');
    expect(refused({ type: 'home', fee: 0, freeOver: -100 })).toBe(
      'freeOver: 免運門檻（--free-over）必須是 0 或正整數（新台幣元）',
    );
    expect(refused({ type: 'home', fee: 0, name: '  ' })).toBe('name: 配送方式名稱不可空白');
    expect(await rows()).toEqual(before);
  });

  test('the --branch text is split into name, address and hours', () => {
    expect(splitBranch('信義門市|台北市|10:00-21:00')).toEqual({
      name: '信義門市',
      address: '台北市',
      opens: '10:00',
      closes: '21:00',
    });
    expect(splitBranch('信義門市 台北市')).toBe('信義門市 台北市');
  });

  test('a shop of another organisation is refused, and nothing is written to it', async () => {
    const [s2] = await db
      .select({ shopId: t.shopDomains.shopId })
      .from(t.shopDomains)
      .where(eq(t.shopDomains.domain, 'shop2.localhost'));
    const theirs = async () =>
      (await db.select({ n: count() }).from(t.deliveries).where(eq(t.deliveries.shopId, s2!.shopId)))[0]!.n;
    const before = await theirs();
    const refusal = new DomainError('forbidden', `商店「山嵐咖啡」屬於另一個組織，不屬於組織 ${ORG}`);
    await expect(
      delivery({ host: 'shop2.localhost', org: ORG, name: '偷渡', type: 'home', fee: 0 }),
    ).rejects.toEqual(refusal);
    await expect(
      changeDelivery(
        db,
        DeliveryBodySchema.parse({ host: 'shop2.localhost', org: ORG, action: 'remove', name: '宅配' }),
      ),
    ).rejects.toEqual(refusal);
    await expect(payment({ host: 'shop2.localhost', org: ORG, type: 'COD', enabled: true })).rejects.toEqual(
      refusal,
    );
    expect(await theirs()).toBe(before);
    // Its own organisation is let through.
    expect(
      (await delivery({ org: ORG, name: '宅配到府', type: 'home', fee: 120, collection: true })).outcome,
    ).toBe('updated');
  });
});

const ACCOUNT = { bankCode: '808', account: '09681000999999', accountName: '葉子茶行有限公司' };

describe('payment on|off', () => {
  test('COD and ATM are switched on, listed by the checkout read, and off again; no duplicate', async () => {
    const on = await payment({ type: 'COD', enabled: true });
    expect(on).toMatchObject({ changedShops: [shopId], type: 'COD', enabled: true });
    await payment({ type: 'atm', enabled: true, account: ACCOUNT });
    await payment({ type: 'cod', enabled: true });
    expect(await offered()).toEqual({
      types: ['COD', 'atm'],
      ecommercePaymentConfigs: [
        { id: expect.any(Number), type: 'COD', enable: true, fee: 0 },
        { id: expect.any(Number), type: 'atm', enable: true, fee: 0 },
      ],
    });
    await payment({ type: 'ATM', enabled: false });
    expect((await offered()).types).toEqual(['COD']);
    expect((await rows()).payments).toBe(2);
    const [atm] = await db
      .select()
      .from(t.paymentConfigs)
      .where(and(eq(t.paymentConfigs.shopId, shopId), eq(t.paymentConfigs.type, 'atm')));
    expect(atm).toMatchObject({ enable: false, gateway: null, credentials: null });
  });

  test("ATM needs the shop's account: refused without one, kept once given, shown on its orders", async () => {
    await payment({ type: 'atm', enabled: false });
    await db
      .update(t.paymentConfigs)
      .set({ account: null })
      .where(and(eq(t.paymentConfigs.shopId, shopId), eq(t.paymentConfigs.type, 'atm')));
    await expect(payment({ type: 'atm', enabled: true })).rejects.toMatchObject({
      kind: 'invalid',
      message: ATM_ACCOUNT_MESSAGES.required,
    });
    // A row without an account, switched on by hand, is still not offered.
    await db
      .update(t.paymentConfigs)
      .set({ enable: true })
      .where(and(eq(t.paymentConfigs.shopId, shopId), eq(t.paymentConfigs.type, 'atm')));
    expect((await offered()).types).not.toContain('atm');

    expect(await payment({ type: 'atm', enabled: true, account: ACCOUNT })).toMatchObject({
      account: ACCOUNT,
    });
    expect(await payment({ type: 'atm', enabled: true })).toMatchObject({ account: ACCOUNT });
    expect((await offered()).types).toContain('atm');
  });

  test.each<[string, object, string]>([
    [
      'a bank code of 4 digits',
      { type: 'atm', account: { ...ACCOUNT, bankCode: '8080' } },
      ATM_ACCOUNT_MESSAGES.bankCode,
    ],
    [
      'an account with dashes',
      { type: 'atm', account: { ...ACCOUNT, account: '0968-1000-1234' } },
      ATM_ACCOUNT_MESSAGES.account,
    ],
    [
      'no account name',
      { type: 'atm', account: { ...ACCOUNT, accountName: '' } },
      ATM_ACCOUNT_MESSAGES.accountName,
    ],
    ['an account for cash on delivery', { type: 'COD', account: ACCOUNT }, ATM_ACCOUNT_MESSAGES.onlyAtm],
  ])('payment on with %s is refused', (_, body, message) => {
    const parsed = PaymentBodySchema.safeParse({ host: LEAF, enabled: true, ...body });
    expect(parsed.error?.issues[0]?.message).toBe(message);
  });

  test('--fee sets the surcharge the checkout reads list; left out, the fee stays; a bad one writes nothing', async () => {
    const on = await payment({ type: 'COD', enabled: true, fee: 30 });
    expect(on).toMatchObject({ type: 'COD', fee: 30 });
    expect(await payment({ type: 'COD', enabled: true })).toMatchObject({ fee: 30 });
    const listed = (await offered()).ecommercePaymentConfigs.find((c) => c.type === 'COD');
    expect(listed).toMatchObject({ fee: 30 });
    const before = await rows();
    for (const fee of [-1, 1.5, 2_000_000])
      expect(PaymentBodySchema.safeParse({ host: LEAF, type: 'COD', enabled: true, fee }).success).toBe(
        false,
      );
    expect(await rows()).toEqual(before);
    expect(await payment({ type: 'COD', enabled: true, fee: 0 })).toMatchObject({ fee: 0 });
  });

  test('online types are left to gateway, free needs nothing; nothing written', async () => {
    const before = await rows();
    const refused = (type: unknown) =>
      PaymentBodySchema.safeParse({ host: LEAF, type, enabled: true }).error?.issues[0]?.message;
    expect(refused('linepay')).toBe(PAYMENT_MESSAGES.online('linepay'));
    expect(refused('newebpay')).toMatch(/gateway/);
    expect(refused('free')).toBe(PAYMENT_MESSAGES.free);
    expect(refused('paypal')).toBe(PAYMENT_MESSAGES.type);
    expect(await rows()).toEqual(before);
  });
});

describe('a shop set up by the operator commands alone', () => {
  test('takes a cash-on-delivery order with home delivery', async () => {
    const result = await delivery({ name: '宅配到府', type: 'home', fee: 120, collection: true });
    // The convenience-store delivery is off, so nothing is missing any more.
    expect(result.gaps).toEqual([]);
    const [ruby] = await db
      .select({ nanoId: t.products.nanoId })
      .from(t.products)
      .where(and(eq(t.products.shopId, shopId), eq(t.products.key, 'leaf-p-ruby')));
    const [stock] = (await stockIds(String(shopId), ruby!.nanoId)) as [number];
    const before = await stockLeft(db, stock);
    const home = await deliveryNamed(String(shopId), '宅配到府');
    const shopper = await newShopper(db, LEAF, String(shopId));
    const o = created(
      await order(shopper, {
        productStocks: [{ id: stock, quantity: 1 }],
        delivery: home.id,
        paymentType: 'COD',
        ...RECEIVER,
      }),
    );
    expect(o).toMatchObject({
      status: 'processing',
      paymentType: 'COD',
      EcommerceDelivery: { id: home.id, name: '宅配到府', type: 'home' },
    });
    expect(await stockLeft(db, stock)).toBe(before - 1);
  });
});

describe('delivery remove', () => {
  test('one no order used is deleted with its branches; unknown names are a 404', async () => {
    const result = await changeDelivery(
      db,
      DeliveryBodySchema.parse({ host: LEAF, action: 'remove', name: '門市自取' }),
    );
    expect(result).toEqual({
      changedShops: [shopId],
      outcome: 'removed',
      delivery: { name: '門市自取' },
      gaps: [],
    });
    expect((await listed()).map((d) => d.name)).toEqual(['宅配到府', '全家取貨']);
    expect((await rows()).branches).toBe(0);
    await expect(
      changeDelivery(db, DeliveryBodySchema.parse({ host: LEAF, action: 'remove', name: '門市自取' })),
    ).rejects.toEqual(new DomainError('not_found', DELIVERY_MESSAGES.none('葉子茶舖', '門市自取')));
  });

  test('one an order used is kept, and the operator is told to switch it off instead', async () => {
    const before = await rows();
    await expect(
      changeDelivery(db, DeliveryBodySchema.parse({ host: LEAF, action: 'remove', name: '宅配到府' })),
    ).rejects.toEqual(new DomainError('conflict', DELIVERY_MESSAGES.inUse('宅配到府', 1)));
    expect(await rows()).toEqual(before);
  });
});

describe('the operator endpoints', () => {
  test('set a delivery and switch a payment with the secret; without it, 403 and nothing done', async () => {
    const before = await rows();
    const body = { host: LEAF, action: 'set', name: '7-11 取貨', type: 'cvs', chain: 'UNIMART', fee: 60 };
    expectError(await post(operatorDelivery, {}, body, { 'x-operator-secret': 'wrong' }), 403);
    expectError(await post(operatorPayment, {}, { host: LEAF, type: 'atm', enabled: true }, {}), 403);
    expect(expectError(await post(operatorDelivery, {}, { ...body, chain: undefined }, operator), 400)).toBe(
      `參數 chain 不正確：${DELIVERY_MESSAGES.chainNeeded}`,
    );
    expect(
      expectError(
        await post(operatorPayment, {}, { host: LEAF, type: 'jkos', enabled: true }, operator),
        400,
      ),
    ).toBe(`參數 type 不正確：${PAYMENT_MESSAGES.online('jkos')}`);
    expectError(
      await post(operatorDelivery, {}, { ...body, host: 'shop2.localhost', org: ORG }, operator),
      403,
    );
    expect(await rows()).toEqual(before);

    const ok = await post(operatorDelivery, {}, body, operator);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      changedShops: [shopId],
      outcome: 'created',
      delivery: { chain: 'UNIMART' },
    });
    const again = await post(operatorDelivery, {}, body, operator);
    expect(again.body).toMatchObject({ outcome: 'updated' });
    expect((await listed()).filter((d) => d.name === '7-11 取貨')).toHaveLength(1);

    const paid = await post(operatorPayment, {}, { host: LEAF, type: 'atm', enabled: true }, operator);
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ changedShops: [shopId], type: 'atm', enabled: true });
    expect((await offered()).types).toEqual(['COD', 'atm']);
  });

  test('refresh the caches of the changed shop', async () => {
    const heard: Change[] = [];
    const stop = onChange((change) => void heard.push(change));
    try {
      await post(operatorPayment, {}, { host: LEAF, type: 'COD', enabled: true }, operator);
      await post(
        operatorDelivery,
        {},
        { host: LEAF, action: 'set', name: '宅配到府', type: 'home', fee: 150, collection: true },
        operator,
      );
      expect(heard.map((c) => c.shops)).toEqual([[shopId], [shopId]]);
      expect(heard[0]!.tags).toContain(`shop:${shopId}`);
      expect(heard[0]!.hosts).toEqual([LEAF]);
      // A refused change changes nothing, so nothing is refreshed.
      expectError(
        await post(operatorDelivery, {}, { host: LEAF, action: 'remove', name: '無此配送' }, operator),
        404,
      );
      expect(heard).toHaveLength(2);
    } finally {
      stop();
    }
  });
});
