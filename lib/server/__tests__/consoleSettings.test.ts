/** @jest-environment node */
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { GET as settingsRoute } from '@/app/api-admin/[shopId]/settings/route';
import { PUT as cashbackSave } from '@/app/api-admin/[shopId]/settings/cashback/route';
import { PUT as deliveriesSave } from '@/app/api-admin/[shopId]/settings/deliveries/route';
import { PUT as domainsSave } from '@/app/api-admin/[shopId]/settings/domains/route';
import { PUT as gatewaySave } from '@/app/api-admin/[shopId]/settings/gateway/route';
import { PUT as invoiceSave } from '@/app/api-admin/[shopId]/settings/invoice/route';
import { PUT as limitsSave } from '@/app/api-admin/[shopId]/settings/limits/route';
import { PUT as lineSave } from '@/app/api-admin/[shopId]/settings/line/route';
import { PUT as logisticsSave } from '@/app/api-admin/[shopId]/settings/logistics/route';
import { PUT as modulesSave } from '@/app/api-admin/[shopId]/settings/modules/route';
import { PUT as paymentsSave } from '@/app/api-admin/[shopId]/settings/payments/route';
import { PUT as promoCodesSave } from '@/app/api-admin/[shopId]/settings/promoCodes/route';
import { PUT as promotionsSave } from '@/app/api-admin/[shopId]/settings/promotions/route';
import { PUT as smsSave } from '@/app/api-admin/[shopId]/settings/sms/route';
import { POST as codeRoute } from '@/app/api-admin/[shopId]/session/code/route';
import { POST as signInRoute } from '@/app/api-admin/[shopId]/session/route';
import { GET as cashbackRead } from '@/app/api-client/[shopId]/ecommerceCashback/route';
import { GET as deliveryList } from '@/app/api-client/[shopId]/ecommerceDelivery/route';
import { GET as paymentTypes } from '@/app/api-client/[shopId]/ecommercePaymentConfig/types/route';
import { GET as enabledModules } from '@/app/api-client/[shopId]/shop/enableModule/route';
import type { PaymentConfigTypes } from '@/lib/api/contract';
import type { Change } from '@/lib/revalidate/change';
import { onChange } from '@/lib/revalidate/hub';
import { operatorStaff } from '@/lib/server/staff/operatorStaff';
import type { SettingsView } from '@/lib/server/console/settings/settingsView';
import { closeDb, type Db } from '@/lib/server/db/client';
import { lineChannels, paymentConfigs, staffChanges } from '@/lib/server/db/schema';
import { SMS_NONE_REFUSED } from '@/lib/server/console/settings/sections';
import { lockShop } from '@/lib/server/logistics/deliveryOptions';
import { DOMAIN_IN_USE } from '@/lib/server/shops/domains';
import { createShop, CreateShopBodySchema } from '@/lib/server/shops/create';
import { findShopByHost } from '@/lib/server/shops/byHost';
import { testDb } from '@/lib/server/testing/db';
import { fromAddress, get, newAddress, newPhone, post, type Handler } from './authHelpers';
import { codeOnceSent } from './consoleHelpers';
import { expectError } from './helpers';

/** Names of this run, so the file passes again on a PostgreSQL database it already ran on. */
const run = randomBytes(3).toString('hex');
const HOST = `fern-${run}.localhost`;

/** Every key value this file types: none may ever come back in an answer or an audit record. */
const SECRETS = {
  newebpay: { merchantId: `MS${run}`, hashKey: `k${run}`.padEnd(32, 'K'), hashIV: `v${run}`.padEnd(16, 'V') },
  invoice: { MerchantID: '2000132', HashKey: `ik${run}`.padEnd(16, 'I'), HashIV: `iv${run}`.padEnd(16, 'J') },
  logistics: { merchantId: '2000933', hashKey: `lk${run}XYZ`, hashIV: `lv${run}XYZ` },
  sms: { username: `user${run}`, password: `pw-${run}-secret` },
  line: { channelSecret: randomBytes(16).toString('hex') },
};
const secretValues = Object.values(SECRETS).flatMap((k) => Object.values(k).filter((v) => v.length > 8));

let db: Db;
let shopId: string;
let owner: string;
let staff: string;
let otherOrgOwner: string;

async function signIn(phone: string, shop: string): Promise<string> {
  const address = newAddress();
  expect((await post(codeRoute, { shopId: shop }, { phone }, fromAddress(address))).status).toBe(200);
  const code = await codeOnceSent(phone);
  const reply = await post<{ token: string }>(
    signInRoute,
    { shopId: shop },
    { phone, code },
    fromAddress(address),
  );
  expect(reply.status).toBe(200);
  return reply.body.token;
}

async function member(host: string, role: 'owner' | 'staff', shop: string) {
  const phone = newPhone();
  await operatorStaff(db, { host, action: 'add', phone, role });
  return signIn(phone, shop);
}

beforeAll(async () => {
  // Sign-in codes go to the demo outbox; the sandbox gateway is allowed, as in the demo.
  process.env.STOREFRONT_DEMO_MODE = '1';
  db = await testDb();
  const shop = await createShop(
    db,
    CreateShopBodySchema.parse({
      org: `fern-${run}`,
      orgName: '蕨類有限公司',
      name: '蕨類小舖',
      domains: [HOST],
    }),
  );
  shopId = String(shop.shopId);
  owner = await member(HOST, 'owner', shopId);
  staff = await member(HOST, 'staff', shopId);
  const localhost = await findShopByHost(db, 'localhost');
  otherOrgOwner = await member('localhost', 'owner', String(localhost.id));
}, 60_000);

afterAll(async () => {
  delete process.env.STOREFRONT_DEMO_MODE;
  await closeDb();
});

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const put = <T = SettingsView>(handler: Handler, body: object, token = owner) =>
  post<T>(handler, { shopId }, body, auth(token), 'PUT');

/** Reads the settings, checking that no key value is ever part of the answer. */
async function view(token = owner): Promise<SettingsView> {
  const reply = await get<SettingsView>(settingsRoute, { shopId }, token);
  expect(reply.status).toBe(200);
  const text = JSON.stringify(reply.body);
  for (const secret of secretValues) expect(text).not.toContain(secret);
  return reply.body;
}

/** Saves a section from the current version; the answer is the settings after. */
async function save(handler: Handler, body: object): Promise<SettingsView> {
  const reply = await put(handler, { version: (await view()).version, ...body });
  if (reply.status !== 200) throw new Error(`${reply.status} ${JSON.stringify(reply.body)}`);
  const text = JSON.stringify(reply.body);
  for (const secret of secretValues) expect(text).not.toContain(secret);
  return reply.body;
}

describe('who may open the settings', () => {
  test('staff get 403; another organisation 404; an owner reads every section', async () => {
    expectError(await get(settingsRoute, { shopId }, staff), 403);
    expectError(await put(modulesSave, { version: 0, module: 'member', enabled: false }, staff), 403);
    expectError(await get(settingsRoute, { shopId }, otherOrgOwner), 404);
    expectError(await put(modulesSave, { version: 0, module: 'member', enabled: false }, otherOrgOwner), 404);
    const v = await view();
    expect(v.modules).toEqual({ ecommerce: true, member: true, cashback: false });
    expect(v.domains).toEqual([HOST]);
    expect(v.gaps.length).toBeGreaterThan(0);
  });
});

describe('each section saves and the storefront reads it', () => {
  test('deliveries: created, its fee changed, refused with the field named, removed', async () => {
    let v = await save(deliveriesSave, {
      action: 'save',
      name: '宅配',
      type: 'home',
      fee: 80,
      collection: true,
    });
    const home = v.deliveries.find((d) => d.name === '宅配')!;
    expect(home).toMatchObject({ fee: 80, collection: true, enabled: true });
    let list = await get<{ name: string; fee: number }[]>(deliveryList, { shopId });
    expect(list.body.find((d) => d.name === '宅配')?.fee).toBe(80);

    v = await save(deliveriesSave, {
      action: 'save',
      id: home.id,
      name: '宅配',
      type: 'home',
      fee: 120,
      collection: true,
    });
    list = await get(deliveryList, { shopId });
    expect(list.body.find((d) => d.name === '宅配')?.fee).toBe(120);

    const bad = await put(deliveriesSave, {
      version: v.version,
      action: 'save',
      name: '宅配',
      type: 'home',
      fee: -1,
    });
    expect(expectError(bad, 400)).toMatch(/fee/);
    expect(
      expectError(
        await put(deliveriesSave, {
          version: v.version,
          action: 'save',
          name: '門市',
          type: 'store',
          fee: 0,
        }),
        400,
      ),
    ).toBe('參數 branches 不正確：門市自取須至少一間取貨門市');
    // The console's messages name its fields, never the operator command's flags.
    const flagless = await put(deliveriesSave, {
      version: v.version,
      action: 'save',
      name: '超商',
      type: 'cvs',
      fee: 'x',
    });
    expect(expectError(flagless, 400)).not.toMatch(/--/);
    expect(
      expectError(
        await put(deliveriesSave, { version: v.version, action: 'save', type: 'home', fee: 0 }),
        400,
      ),
    ).toBe('參數 name 不正確：請給配送方式名稱');
    // A second delivery of one name would leave the operator command guessing which is meant.
    expectError(
      await put(deliveriesSave, { version: v.version, action: 'save', name: '宅配', type: 'home', fee: 0 }),
      409,
    );

    v = await save(deliveriesSave, {
      action: 'save',
      name: '門市自取',
      type: 'store',
      fee: 0,
      branches: [{ name: '本店', address: '台北市信義區松高路 1 號', opens: '10:00', closes: '21:00' }],
    });
    const store = v.deliveries.find((d) => d.name === '門市自取')!;
    expect(store.branches).toEqual([
      { name: '本店', address: '台北市信義區松高路 1 號', opens: '10:00', closes: '21:00' },
    ]);
    v = await save(deliveriesSave, { action: 'remove', id: store.id });
    expect(v.deliveries.map((d) => d.name)).toEqual(['宅配']);
    expectError(await put(deliveriesSave, { version: v.version, action: 'remove', id: store.id }), 404);
  });

  test('offline payments: COD on with a fee, ATM needs its account, then off', async () => {
    let v = await save(paymentsSave, { type: 'COD', enabled: true, fee: 30 });
    expect(v.payments.find((p) => p.type === 'COD')).toMatchObject({ enabled: true, fee: 30 });
    let types = await get<PaymentConfigTypes>(paymentTypes, { shopId });
    expect(types.body.types).toContain('COD');
    expect(types.body.ecommercePaymentConfigs.find((t) => t.type === 'COD')?.fee).toBe(30);

    expect(
      expectError(await put(paymentsSave, { version: v.version, type: 'atm', enabled: true }), 400),
    ).toMatch(/收款帳戶/);
    const bad = await put(paymentsSave, {
      version: v.version,
      type: 'atm',
      enabled: true,
      account: { bankCode: '8', account: '12345678901234', accountName: '蕨類有限公司' },
    });
    expect(expectError(bad, 400)).toMatch(/account\.bankCode/);
    v = await save(paymentsSave, {
      type: 'atm',
      enabled: true,
      account: { bankCode: '808', account: '12345678901234', accountName: '蕨類有限公司' },
    });
    expect(v.payments.find((p) => p.type === 'atm')?.account).toMatchObject({ bankCode: '808' });

    expect(
      expectError(await put(paymentsSave, { version: v.version, type: 'COD', enabled: true, fee: -5 }), 400),
    ).toBe('參數 fee 不正確：手續費必須是 0 或正整數（新台幣元）');

    await save(paymentsSave, { type: 'COD', enabled: false });
    types = await get(paymentTypes, { shopId });
    expect(types.body.types).not.toContain('COD');
  });

  test('the offline ATM form saved switched off leaves a gateway’s ATM and its keys as they were', async () => {
    await save(gatewaySave, { type: 'atm', provider: 'sandbox', environment: 'test' });
    const atmRow = async () =>
      (
        await db
          .select()
          .from(paymentConfigs)
          .where(and(eq(paymentConfigs.shopId, Number(shopId)), eq(paymentConfigs.type, 'atm')))
      )[0]!;
    const keys = (await atmRow()).credentials;
    expect(keys).not.toBeNull();
    const v = await save(paymentsSave, {
      type: 'atm',
      enabled: false,
      fee: 12,
      account: { bankCode: '812', account: '98765432109876', accountName: '蕨類有限公司' },
    });
    expect(v.payments.find((p) => p.type === 'atm')).toMatchObject({
      enabled: true,
      gateway: 'sandbox',
      fee: 12,
      keys: { set: true },
      account: { bankCode: '812' },
    });
    expect(await atmRow()).toMatchObject({ gateway: 'sandbox', enable: true, credentials: keys });
    // Switched on, the shop's own account takes ATM over again.
    const own = await save(paymentsSave, { type: 'atm', enabled: true });
    expect(own.payments.find((p) => p.type === 'atm')).toMatchObject({
      enabled: true,
      gateway: null,
      keys: { set: false },
    });
  });

  test('gateway keys are write-only: shown as set, kept when not typed again, never answered', async () => {
    let v = await save(gatewaySave, {
      type: 'newebpay',
      provider: 'newebpay',
      environment: 'test',
      credentials: SECRETS.newebpay,
    });
    expect(v.payments.find((p) => p.type === 'newebpay')).toMatchObject({
      gateway: 'newebpay',
      keys: { set: true },
    });
    // Switched off and on without typing the keys: the stored ones stay.
    await save(gatewaySave, { type: 'newebpay', provider: 'newebpay', environment: 'test', enable: false });
    v = await save(gatewaySave, {
      type: 'newebpay',
      provider: 'newebpay',
      environment: 'test',
      credentials: {},
    });
    expect(v.payments.find((p) => p.type === 'newebpay')).toMatchObject({
      enabled: true,
      keys: { set: true },
    });
    const [row] = await db
      .select({ credentials: paymentConfigs.credentials })
      .from(paymentConfigs)
      .where(and(eq(paymentConfigs.shopId, Number(shopId)), eq(paymentConfigs.type, 'newebpay')));
    expect(row!.credentials).toEqual(SECRETS.newebpay);
    const types = await get<PaymentConfigTypes>(paymentTypes, { shopId });
    expect(types.body.types).toContain('newebpay');

    // Production never inherits the test keys.
    const bad = await put(gatewaySave, {
      version: v.version,
      type: 'newebpay',
      provider: 'newebpay',
      environment: 'production',
    });
    expect(expectError(bad, 400)).toMatch(/金鑰/);
    expect(
      expectError(await put(gatewaySave, { version: v.version, type: 'COD', provider: 'newebpay' }), 400),
    ).toMatch(/type/);
  });

  test('store map, e-invoice, text messages and LINE: keys set, never read back', async () => {
    let v = await save(logisticsSave, {
      provider: 'ecpay',
      environment: 'test',
      credentials: SECRETS.logistics,
    });
    expect(v.logistics).toEqual({ provider: 'ecpay', environment: 'test', keys: { set: true } });
    v = await save(invoiceSave, {
      provider: 'ecpay',
      environment: 'test',
      issueAt: 'shipped',
      credentials: SECRETS.invoice,
    });
    expect(v.invoice).toEqual({
      provider: 'ecpay',
      environment: 'test',
      issueAt: 'shipped',
      keys: { set: true },
    });
    v = await save(invoiceSave, { provider: 'ecpay', environment: 'test', issueAt: 'paid' });
    expect(
      expectError(
        await put(invoiceSave, {
          version: v.version,
          provider: 'ecpay',
          environment: 'production',
          credentials: { MerchantID: '2000132' },
        }),
        400,
      ),
    ).toBe('金鑰須填 MerchantID、HashKey、HashIV（HashKey 與 HashIV 各 16 字元）');
    expect(v.invoice?.issueAt).toBe('paid');
    v = await save(lineSave, {
      environment: 'production',
      channelId: '1234567890',
      credentials: SECRETS.line,
    });
    expect(v.line).toEqual({ environment: 'production', channelId: '1234567890', keys: { set: true } });
    // The same channel keeps its secret; another channel never inherits it.
    v = await save(lineSave, { environment: 'production', channelId: '1234567890' });
    expect(v.line?.keys).toEqual({ set: true });
    expect(
      expectError(
        await put(lineSave, { version: v.version, environment: 'production', channelId: '9876543210' }),
        400,
      ),
    ).toBe('金鑰 channelSecret 須為 32 位十六進位');
    const [channel] = await db
      .select()
      .from(lineChannels)
      .where(eq(lineChannels.shopId, Number(shopId)));
    expect(channel).toMatchObject({ channelId: '1234567890', channelSecret: SECRETS.line.channelSecret });
    expect(expectError(await put(lineSave, { version: v.version, environment: 'production' }), 400)).toBe(
      '正式環境須提供 Channel ID',
    );
    v = await save(smsSave, { provider: 'mitake', sender: '蕨類', credentials: SECRETS.sms });
    expect(v.sms).toEqual({ provider: 'mitake', sender: '蕨類', keys: { set: true } });
    expect(expectError(await put(smsSave, { version: v.version, provider: 'every8d' }), 400)).toMatch(/金鑰/);
    // Outside a demo, no provider would leave every shop of the organisation unable to sign in.
    delete process.env.STOREFRONT_DEMO_MODE;
    try {
      expect(expectError(await put(smsSave, { version: v.version, provider: 'none' }), 400)).toBe(
        `參數 provider 不正確：${SMS_NONE_REFUSED}`,
      );
    } finally {
      process.env.STOREFRONT_DEMO_MODE = '1';
    }
    expect(v.options.demo).toBe(true);
    // Back to the demo outbox, for the rest of the file's sign-ins.
    v = await save(smsSave, { provider: 'none' });
    expect(v.sms).toBeNull();
  });

  test('modules, cashback and limits', async () => {
    await save(modulesSave, { module: 'cashback', enabled: true });
    expect((await get<string[]>(enabledModules, { shopId })).body).toContain('cashback');
    const v = await save(cashbackSave, { enabled: true, addRate: 0.05 });
    expect(v.cashback).toEqual({ enabled: true, addRate: 0.05 });
    expect((await get<{ addRate: number }>(cashbackRead, { shopId })).body.addRate).toBe(0.05);
    expect(
      expectError(await put(cashbackSave, { version: v.version, enabled: true, addRate: 2 }), 400),
    ).toMatch(/addRate/);
    expect((await save(limitsSave, { openOrders: 5, lowStock: 3 })).limits).toEqual({
      openOrders: 5,
      lowStock: 3,
    });
    expect(expectError(await put(limitsSave, { version: v.version + 1, openOrders: 0 }), 400)).toMatch(
      /openOrders/,
    );
    expect(expectError(await put(limitsSave, { version: v.version + 1 }), 400)).toMatch(
      /請給未付款訂單上限或庫存不足門檻/,
    );
  });

  test('promotions and promo codes: created, edited, switched off, listed with their uses', async () => {
    let v = await save(promotionsSave, {
      name: '滿千折百',
      kind: 'order_discount',
      minAmount: 1000,
      discount: 100,
    });
    const promo = v.promotions.find((p) => p.name === '滿千折百')!;
    expect(promo).toMatchObject({ enable: true, uses: 0, minAmount: 1000, discount: 100 });
    v = await save(promotionsSave, {
      id: promo.id,
      name: '滿千折百',
      kind: 'order_discount',
      minAmount: 1000,
      discount: 100,
      enable: false,
    });
    expect(v.promotions.find((p) => p.id === promo.id)?.enable).toBe(false);
    expect(
      expectError(
        await put(promotionsSave, {
          version: v.version,
          name: '買二',
          kind: 'product_discount',
          discount: 10,
        }),
        400,
      ),
    ).toMatch(/productNanoId/);

    v = await save(promoCodesSave, {
      code: 'fern10',
      name: '九折',
      discountType: 'percent',
      value: 10,
      usageLimit: 100,
    });
    const code = v.promoCodes.find((c) => c.code === 'FERN10')!;
    expect(code).toMatchObject({ uses: 0, usageLimit: 100, enable: true });
    expectError(
      await put(promoCodesSave, {
        version: v.version,
        code: 'FERN10',
        name: '重複',
        discountType: 'amount',
        value: 50,
      }),
      409,
    );
    expect(
      expectError(
        await put(promoCodesSave, {
          version: v.version,
          code: 'X',
          name: '短',
          discountType: 'amount',
          value: 50,
        }),
        400,
      ),
    ).toMatch(/code/);
    v = await save(promoCodesSave, {
      id: code.id,
      code: 'FERN10',
      name: '九折',
      discountType: 'percent',
      value: 10,
      enable: false,
    });
    expect(v.promoCodes.find((c) => c.id === code.id)?.enable).toBe(false);
  });

  test('domains: added and removed with their caches refreshed; another shop’s refused', async () => {
    const extra = `www.fern-${run}.localhost`;
    const heard: Change[] = [];
    const stop = onChange((change) => void heard.push(change));
    try {
      let v = await save(domainsSave, { action: 'add', domain: extra.toUpperCase() });
      expect(v.domains).toEqual([HOST, extra].sort());
      expect((await findShopByHost(db, extra)).id).toBe(Number(shopId));
      v = await save(domainsSave, { action: 'remove', domain: extra });
      expect(v.domains).toEqual([HOST]);
      expect(heard.at(-1)!.hosts).toContain(extra);
      expect(heard.at(-1)!.shops).toEqual([Number(shopId)]);
      // Another organisation's shop: refused without its name or id.
      expect(
        expectError(
          await put(domainsSave, { version: v.version, action: 'add', domain: 'shop2.localhost' }),
          409,
        ),
      ).toBe(DOMAIN_IN_USE);
      expectError(await put(domainsSave, { version: v.version, action: 'remove', domain: HOST }), 409);
      expect(
        expectError(await put(domainsSave, { version: v.version, action: 'add', domain: 'http://x' }), 400),
      ).toMatch(/domain/);
    } finally {
      stop();
    }
  });
});

describe('two owners at once, and the record', () => {
  test('two shops adding one domain at once: one has it, the other is refused', async () => {
    const host2 = `moss-${run}.localhost`;
    const other = await createShop(
      db,
      CreateShopBodySchema.parse({
        org: `moss-${run}`,
        orgName: '苔蘚有限公司',
        name: '苔蘚小舖',
        domains: [host2],
      }),
    );
    const otherShop = String(other.shopId);
    const otherOwner = await member(host2, 'owner', otherShop);
    const domain = `both-${run}.localhost`;
    const versionOf = async (shop: string, token: string) =>
      (await get<SettingsView>(settingsRoute, { shopId: shop }, token)).body.version;
    const [mine, theirs] = await Promise.all([
      post(
        domainsSave,
        { shopId },
        { version: await versionOf(shopId, owner), action: 'add', domain },
        auth(owner),
        'PUT',
      ),
      post(
        domainsSave,
        { shopId: otherShop },
        { version: await versionOf(otherShop, otherOwner), action: 'add', domain },
        auth(otherOwner),
        'PUT',
      ),
    ]);
    expect([mine.status, theirs.status].sort()).toEqual([200, 409]);
    const holder = (await findShopByHost(db, domain)).id;
    expect([Number(shopId), other.shopId]).toContain(holder);
    const loser = mine.status === 409 ? mine : theirs;
    expect(expectError(loser, 409)).toBe(DOMAIN_IN_USE);
    const winner =
      mine.status === 200 ? { shop: shopId, token: owner } : { shop: otherShop, token: otherOwner };
    const removed = await post(
      domainsSave,
      { shopId: winner.shop },
      { version: await versionOf(winner.shop, winner.token), action: 'remove', domain },
      auth(winner.token),
      'PUT',
    );
    expect(removed.status).toBe(200);
  });

  // One connection (PGlite) cannot hold a lock against itself: on PostgreSQL only.
  (process.env.DATABASE_URL ? test : test.skip)(
    'a settings save leaves the shop free for an order’s key-share lock (checkout is not held up)',
    async () => {
      await db.transaction(async (tx) => {
        await lockShop(tx, Number(shopId));
        await db.execute(sql`select id from shops where id = ${Number(shopId)} for key share nowait`);
      });
    },
  );

  test('a save from an older version is refused with what changed since, and changes nothing', async () => {
    const seen = (await view()).version;
    await save(limitsSave, { lowStock: 7 });
    const stale = await put<{ code: string; version: number; changes: { fields: string[] }[] }>(limitsSave, {
      version: seen,
      lowStock: 9,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('stale');
    expect(stale.body.version).toBe(seen + 1);
    expect(stale.body.changes[0]!.fields).toEqual(['limits']);
    expect((await view()).limits.lowStock).toBe(7);
  });

  test('every save is recorded on the shop, without any key value', async () => {
    const rows = await db
      .select()
      .from(staffChanges)
      .where(and(eq(staffChanges.objectType, 'shop'), eq(staffChanges.objectId, Number(shopId))));
    const actions = new Set(rows.map((r) => r.action));
    for (const section of [
      'deliveries',
      'payments',
      'gateway',
      'logistics',
      'invoice',
      'orgSms',
      'line',
      'modules',
      'cashback',
      'limits',
      'promotions',
      'promoCodes',
      'domains',
    ])
      expect(actions).toContain(`settings.${section}`);
    const text = JSON.stringify(rows);
    for (const secret of secretValues) expect(text).not.toContain(secret);
    expect(rows.find((r) => r.action === 'settings.gateway')?.after).toMatchObject({
      version: expect.any(Number),
    });
  });
});
