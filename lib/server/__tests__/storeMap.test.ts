/** @jest-environment node */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { GET as mapGet, POST as mapPost } from '@/app/api-client/[shopId]/ecommerceDeliveryEcpayMap/route';
import { POST as replyRoute } from '@/app/api-client/[shopId]/ecommerceDeliveryEcpayMap/reply/route';
import {
  GET as memberStorageGet,
  PUT as memberStoragePut,
} from '@/app/api-client/[shopId]/ecommerceMemberStorage/route';
import { POST as sandboxMapRoute } from '@/app/api-client/sandboxStoreMap/route';
import {
  EcpayMapFormSchema,
  ErrorBodySchema,
  MapStoreSchema,
  MemberStorageSchema,
  type EcpayMapForm,
  type PaymentType,
} from '@/lib/api/contract';
import { closeDb, type Db } from '@/lib/server/db/client';
import { cvsMapSessions, orders } from '@/lib/server/db/schema';
import { MAP_MESSAGES } from '@/lib/server/logistics/cvsMap';
import { mapTradeNo } from '@/lib/server/logistics/ecpay/map';
import { SANDBOX_MAP_PATH } from '@/lib/server/logistics/sandbox/storeMap';
import { SANDBOX_STORES } from '@/lib/server/logistics/sandbox/stores';
import { FULFILMENT_MESSAGES } from '@/lib/server/orders/fulfilment';
import { PRICING_MESSAGES } from '@/lib/server/pricing/messages';
import { FOREIGN_URL } from '@/lib/server/shops/ownUrl';
import { ORDER_PARCEL_MESSAGES } from '@/lib/server/shipments/request';
import { testDb } from '@/lib/server/testing/db';
import { bearer, get, post } from './authHelpers';
import { expectError, shopIds, UNKNOWN_ID, type ShopIds } from './helpers';
import {
  created,
  deliveryId,
  newShopper,
  order,
  RECEIVER,
  setStockTo,
  stockIds,
  type Shopper,
} from './orderHelpers';
import { send, type Fields } from './paymentHelpers';

const CALLBACK = 'http://localhost:3000/checkout/cvs-callback';

let db: Db;
let ids: ShopIds;
let home: number;
let seven: number;
let family: number;
let hiLife: number;
let shop2Seven: number;
let bowl: number;

beforeAll(async () => {
  db = await testDb();
  ids = await shopIds();
  home = await deliveryId(ids.s1, '宅配到府');
  seven = await deliveryId(ids.s1, '7-11 超商取貨');
  family = await deliveryId(ids.s1, '全家超商取貨');
  hiLife = await deliveryId(ids.s1, '萊爾富超商取貨');
  shop2Seven = await deliveryId(ids.s2, '7-11 超商取貨');
  [bowl] = (await stockIds(ids.s1, 'p-rice-bowl')) as [number];
  await setStockTo(db, bowl, 10_000);
}, 60_000);

afterAll(() => closeDb());

const shopper = () => newShopper(db, 'localhost', ids.s1);

const openMap = (s: Shopper, body: unknown, shopId = s.shopId) =>
  post(mapPost, { shopId }, body, bearer(s.token));

/** A map session that must open. */
async function mapForm(
  s: Shopper,
  delivery: number,
  subType: string,
  more: Record<string, unknown> = {},
): Promise<EcpayMapForm> {
  const reply = await openMap(s, {
    ecommerceDeliveryId: delivery,
    clientCompleteURL: CALLBACK,
    subType,
    ...more,
  });
  if (reply.status !== 200) throw new Error(`map: ${reply.status} ${JSON.stringify(reply.body)}`);
  return EcpayMapFormSchema.parse(reply.body);
}

const unescape = (s: string) =>
  s
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');

/**
 * The sandbox map opened with the session's form, as the storefront's form post opens it: each store
 * is a form posting back to ServerReplyURL. Answers the fields of the store with that id.
 */
async function pickOnSandbox(
  form: EcpayMapForm,
  storeId: string,
): Promise<{ action: string; fields: Fields }> {
  const page = await send(sandboxMapRoute, SANDBOX_MAP_PATH, {}, form.fields);
  expect(page.status).toBe(200);
  for (const [, action, inner] of page.text.matchAll(
    /<form method="post" action="([^"]*)">([\s\S]*?)<\/form>/g,
  )) {
    const fields = Object.fromEntries(
      [...inner!.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\s*\/?>/g)].map((m) => [
        unescape(m[1]!),
        unescape(m[2]!),
      ]),
    );
    if (fields.CVSStoreID === storeId) return { action: unescape(action!), fields };
  }
  throw new Error(`the sandbox map offers no store ${storeId}`);
}

const reply = (fields: Fields, shopId = ids.s1) =>
  send(replyRoute, `/api-client/${shopId}/ecommerceDeliveryEcpayMap/reply`, { shopId }, fields);

/** A session opened and answered by the sandbox map with that store: its token. */
async function pickStore(s: Shopper, delivery: number, subType: string, storeId: string): Promise<string> {
  const form = await mapForm(s, delivery, subType);
  const { fields } = await pickOnSandbox(form, storeId);
  const answer = await reply(fields);
  if (answer.status !== 303) throw new Error(`reply: ${answer.status} ${answer.text}`);
  return form.token;
}

const storeOf = (s: Shopper, token: string) => get(mapGet, { shopId: s.shopId }, s.token, { token });

async function session(token: string) {
  const [row] = await db.select().from(cvsMapSessions).where(eq(cvsMapSessions.token, token));
  return row;
}

const UNIMART_STORE = SANDBOX_STORES.UNIMART[0]!;
const FAMI_STORE = SANDBOX_STORES.FAMI[0]!;
const HILIFE_STORE = SANDBOX_STORES.HILIFE[0]!;

describe('POST …/ecommerceDeliveryEcpayMap', () => {
  test('a 7-11 delivery opens the store map with the chain, collection, the reply address and the token', async () => {
    const s = await shopper();
    const form = await mapForm(s, seven, 'UNIMART');
    expect(form.token).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    // ECPay's map takes at most 20 characters of ExtraData (Logistic_Node.js, ECpayLogistics.xml).
    expect(form.token).toHaveLength(20);
    expect(form.action.endsWith(SANDBOX_MAP_PATH)).toBe(true);
    const origin = form.action.slice(0, -SANDBOX_MAP_PATH.length);
    expect(form.fields).toEqual({
      MerchantID: expect.stringMatching(/\S/),
      MerchantTradeNo: mapTradeNo(form.token),
      LogisticsType: 'CVS',
      LogisticsSubType: 'UNIMART',
      IsCollection: 'Y',
      ServerReplyURL: `${origin}/api-client/${ids.s1}/ecommerceDeliveryEcpayMap/reply`,
      ExtraData: form.token,
      Device: '0',
    });
    expect(form.fields.ServerReplyURL!.endsWith('/ecommerceDeliveryEcpayMap/reply')).toBe(true);

    const phone = await mapForm(s, seven, 'UNIMART', { device: 1 });
    expect(phone.fields.Device).toBe('1');
    expect(phone.token).not.toBe(form.token);

    const noCollection = await mapForm(s, hiLife, 'HILIFE');
    expect(noCollection.fields).toMatchObject({ LogisticsSubType: 'HILIFE', IsCollection: 'N' });
    // A C2C pick at the delivery's own chain is allowed.
    expect((await mapForm(s, family, 'FAMIC2C')).fields.LogisticsSubType).toBe('FAMIC2C');

    const row = await session(form.token);
    expect(row).toMatchObject({
      memberId: s.memberId,
      deliveryId: seven,
      subType: 'UNIMART',
      clientCompleteURL: CALLBACK,
      storeId: null,
    });
  });

  test('refused: a home delivery, another chain, another shop’s delivery, a foreign address, no token, bad bodies', async () => {
    const s = await shopper();
    const good = { ecommerceDeliveryId: seven, clientCompleteURL: CALLBACK, subType: 'UNIMART' };
    expect(expectError(await openMap(s, { ...good, ecommerceDeliveryId: home }), 400)).toBe(
      MAP_MESSAGES.notCvs,
    );
    for (const subType of ['FAMI', 'HILIFEC2C', 'OKMART'])
      expect(expectError(await openMap(s, { ...good, subType }), 400)).toBe(MAP_MESSAGES.wrongChain);
    expect(expectError(await openMap(s, { ...good, ecommerceDeliveryId: shop2Seven }), 404)).toBe(
      '找不到配送方式',
    );
    expectError(await openMap(s, { ...good, ecommerceDeliveryId: Number(UNKNOWN_ID) }), 404);
    for (const clientCompleteURL of [
      'https://evil.example/checkout/cvs-callback',
      'http://shop2.localhost:3000/checkout/cvs-callback',
    ])
      expect(expectError(await openMap(s, { ...good, clientCompleteURL }), 400)).toBe(FOREIGN_URL);
    expectError(await post(mapPost, { shopId: ids.s1 }, good), 401);
    for (const body of [
      {},
      { ...good, subType: 'SEVEN' },
      { ...good, subType: undefined },
      { ...good, device: 2 },
      { ...good, ecommerceDeliveryId: 'x' },
      { ...good, ecommerceDeliveryId: -1 },
      { ...good, clientCompleteURL: 'not a url' },
      { ...good, clientCompleteURL: 'javascript:alert(1)' },
      'not json{',
    ])
      expectError(await openMap(s, body), 400);
    expect(await db.select().from(cvsMapSessions).where(eq(cvsMapSessions.memberId, s.memberId))).toEqual([]);
  });
});

describe('POST …/ecommerceDeliveryEcpayMap/reply and GET …/ecommerceDeliveryEcpayMap?token=', () => {
  // ECPay's limits on the map request (Logistic_Node.js, ECpayLogistics.xml): ExtraData String(20),
  // MerchantTradeNo String(20) of letters and digits. The sandbox refuses what ECPay would.
  test.each([
    ['an ExtraData of 21 characters', { ExtraData: 'a'.repeat(21) }],
    ['a MerchantTradeNo of 21 characters', { MerchantTradeNo: 'M'.repeat(21) }],
    ['a MerchantTradeNo with a symbol', { MerchantTradeNo: 'M-1' }],
  ])('the sandbox map refuses %s', async (_, change) => {
    const form = await mapForm(await shopper(), seven, 'UNIMART');
    const page = await send(sandboxMapRoute, SANDBOX_MAP_PATH, {}, { ...form.fields, ...change });
    expect(page.status).toBe(400);
  });

  test('the sandbox map’s reply keeps the store and sends the shopper to the callback with the token', async () => {
    const s = await shopper();
    const form = await mapForm(s, seven, 'UNIMART');
    const picked = await pickOnSandbox(form, UNIMART_STORE.id);
    expect(picked.action).toBe(form.fields.ServerReplyURL);
    expect(picked.fields).toMatchObject({
      MerchantID: form.fields.MerchantID,
      MerchantTradeNo: form.fields.MerchantTradeNo,
      LogisticsSubType: 'UNIMART',
      ExtraData: form.token,
      CVSStoreName: UNIMART_STORE.name,
    });

    const answer = await reply(picked.fields);
    expect(answer.status).toBe(303);
    const next = new URL(answer.location!);
    expect(`${next.origin}${next.pathname}`).toBe(CALLBACK);
    expect(next.searchParams.get('token')).toBe(form.token);

    const store = await storeOf(s, form.token);
    expect(store.status).toBe(200);
    expect(MapStoreSchema.parse(store.body)).toEqual({
      CVSStoreID: UNIMART_STORE.id,
      CVSStoreName: UNIMART_STORE.name,
      CVSAddress: UNIMART_STORE.address,
      LogisticsSubType: 'UNIMART',
      ecommerceDeliveryId: seven,
    });

    expect(expectError(await storeOf(await shopper(), form.token), 404)).toBe('找不到門市資料');
    const elsewhere = await newShopper(db, 'shop2.localhost', ids.s2);
    expectError(await storeOf(elsewhere, form.token), 404);
    expectError(await get(mapGet, { shopId: ids.s1 }, undefined, { token: form.token }), 401);
    for (const token of ['', 'short', 'has spaces in it, far too many', 'x'.repeat(65)])
      expectError(await storeOf(s, token), 400);
  });

  test('a session without a reply yet has no store', async () => {
    const s = await shopper();
    const form = await mapForm(s, seven, 'UNIMART');
    expectError(await storeOf(s, form.token), 404);
  });

  test('a reply that does not match its session is refused and nothing is stored', async () => {
    const s = await shopper();
    const form = await mapForm(s, seven, 'UNIMART');
    const { fields } = await pickOnSandbox(form, UNIMART_STORE.id);
    const other = await mapForm(s, seven, 'UNIMART');

    const wrong: [string, Fields, string?][] = [
      ['a wrong MerchantTradeNo', { ...fields, MerchantTradeNo: mapTradeNo(other.token) }],
      ['no MerchantTradeNo', { ...fields, MerchantTradeNo: '' }],
      ['a wrong MerchantID', { ...fields, MerchantID: 'SANDBOXMAP999999' }],
      ['a wrong subType', { ...fields, LogisticsSubType: 'FAMI' }],
      ['a C2C subType for a B2C session', { ...fields, LogisticsSubType: 'UNIMARTC2C' }],
      ['an unknown token', { ...fields, ExtraData: randomBytes(24).toString('base64url') }],
      ['no token', { ...fields, ExtraData: '' }],
      ['no store id', { ...fields, CVSStoreID: '' }],
      ['a store id that is not one', { ...fields, CVSStoreID: '99<script>' }],
      ['no store name', { ...fields, CVSStoreName: ' ' }],
      ['the other shop’s reply address', fields, ids.s2],
    ];
    for (const [what, bad, shopId] of wrong) {
      const answer = await reply(bad, shopId);
      try {
        expect(answer.status).toBe(400);
        expect(ErrorBodySchema.parse(JSON.parse(answer.text)).msg).toBe(MAP_MESSAGES.badReply);
      } catch (error) {
        throw new Error(`${what}: ${(error as Error).message}`);
      }
    }
    for (const token of [form.token, other.token]) {
      expect(await session(token)).toMatchObject({ storeId: null, storeName: null, repliedAt: null });
      expectError(await storeOf(s, token), 404);
    }

    // The genuine reply is then accepted.
    expect((await reply(fields)).status).toBe(303);
    expect(MapStoreSchema.parse((await storeOf(s, form.token)).body).CVSStoreID).toBe(UNIMART_STORE.id);
  });
});

describe('ordering with convenience-store pickup', () => {
  const body = (delivery: number, paymentType: PaymentType, ecpayMapToken?: string) => ({
    productStocks: [{ id: bowl, quantity: 1 }],
    delivery,
    paymentType,
    ...RECEIVER,
    address: null,
    ...(ecpayMapToken ? { ecpayMapToken } : {}),
  });

  // What ECPay would refuse at shipping is refused at checkout, with nothing taken (shipments/request.ts).
  test('a receiver name ECPay refuses, or cash on delivery over NT$20,000, is refused before the order', async () => {
    const s = await shopper();
    const token = await pickStore(s, seven, 'UNIMART', UNIMART_STORE.id);
    for (const receiver of ['林', '王小明2', '王-小明'])
      expect(expectError(await order(s, { ...body(seven, 'COD', token), receiver }), 400)).toBe(
        ORDER_PARCEL_MESSAGES.receiver,
      );
    const many = { ...body(seven, 'COD', token), productStocks: [{ id: bowl, quantity: 100 }] };
    expect(expectError(await order(s, many), 400)).toBe(ORDER_PARCEL_MESSAGES.collection);
    expect(await db.select().from(orders).where(eq(orders.memberId, s.memberId))).toEqual([]);
  });

  test('a 7-11 order needs a picked store and ships to it', async () => {
    const s = await shopper();
    expect(expectError(await order(s, body(seven, 'newebpay')), 400)).toBe('請先選擇取貨的超商門市');

    const token = await pickStore(s, seven, 'UNIMART', UNIMART_STORE.id);
    const o = created(await order(s, body(seven, 'newebpay', token)));
    expect(o.EcommerceDelivery).toMatchObject({
      id: seven,
      type: 'cvs',
      subType: 'UNIMART',
      storeID: UNIMART_STORE.id,
      storeName: UNIMART_STORE.name,
    });
    expect(o.receiver).toMatchObject({ name: RECEIVER.receiver, address: UNIMART_STORE.address });
  });

  test('what the browser claims about the store is ignored: the server’s record of the map decides', async () => {
    const s = await shopper();
    const token = await pickStore(s, seven, 'UNIMART', UNIMART_STORE.id);
    const o = created(
      await order(s, { ...body(seven, 'COD', token), storeID: '000000', address: '台北市某處 1 號' }),
    );
    expect(o.EcommerceDelivery.storeID).toBe(UNIMART_STORE.id);
    expect(o.receiver.address).toBe(UNIMART_STORE.address);
  });

  test('a store picked for another delivery, another member’s store or a token with no reply is refused', async () => {
    const s = await shopper();
    const familyToken = await pickStore(s, family, 'FAMI', FAMI_STORE.id);
    expect(expectError(await order(s, body(seven, 'newebpay', familyToken)), 400)).toBe(
      FULFILMENT_MESSAGES.cvsStore,
    );
    // It does work for the delivery it was picked for.
    expect(created(await order(s, body(family, 'newebpay', familyToken))).EcommerceDelivery.storeID).toBe(
      FAMI_STORE.id,
    );

    const other = await shopper();
    const theirs = await pickStore(other, seven, 'UNIMART', UNIMART_STORE.id);
    expect(expectError(await order(s, body(seven, 'newebpay', theirs)), 400)).toBe(
      FULFILMENT_MESSAGES.cvsStore,
    );

    const unanswered = (await mapForm(s, seven, 'UNIMART')).token;
    expect(expectError(await order(s, body(seven, 'newebpay', unanswered)), 400)).toBe(
      FULFILMENT_MESSAGES.cvsStore,
    );
    expect(
      expectError(await order(s, body(seven, 'newebpay', randomBytes(24).toString('base64url'))), 400),
    ).toBe(FULFILMENT_MESSAGES.cvsStore);
    expect(await db.select().from(orders).where(eq(orders.memberId, s.memberId))).toHaveLength(1);
  });

  test('cash on delivery only where the store collects: refused at 萊爾富, accepted at 7-11', async () => {
    const s = await shopper();
    const hiLifeToken = await pickStore(s, hiLife, 'HILIFE', HILIFE_STORE.id);
    expect(expectError(await order(s, body(hiLife, 'COD', hiLifeToken)), 400)).toBe(
      PRICING_MESSAGES.codNotAllowed,
    );
    // Paid beforehand it is fine there.
    expect(created(await order(s, body(hiLife, 'newebpay', hiLifeToken))).EcommerceDelivery.storeID).toBe(
      HILIFE_STORE.id,
    );

    const sevenToken = await pickStore(s, seven, 'UNIMART', UNIMART_STORE.id);
    const cod = created(await order(s, body(seven, 'COD', sevenToken)));
    expect(cod).toMatchObject({ status: 'processing', paymentType: 'COD' });
    expect(cod.EcommerceDelivery.storeID).toBe(UNIMART_STORE.id);
  });
});

describe('…/ecommerceMemberStorage with a store-map token', () => {
  const info = (ecpayMapToken: string) => ({
    delivery: seven,
    paymentType: 'COD',
    receiver: '王小明',
    phone: '0912345678',
    ecpayMapToken,
  });
  const put = (s: Shopper, checkoutInfos: unknown[]) =>
    post(memberStoragePut, { shopId: s.shopId }, { checkoutInfos }, bearer(s.token), 'PUT');

  test('a saved checkout comes back with its store; an unknown or another member’s token with none', async () => {
    const s = await shopper();
    const token = await pickStore(s, seven, 'UNIMART', UNIMART_STORE.id);
    const theirs = await pickStore(await shopper(), seven, 'UNIMART', UNIMART_STORE.id);
    const unknown = randomBytes(24).toString('base64url');

    const saved = await put(s, [info(token), info(unknown), info(theirs)]);
    expect(saved.status).toBe(200);
    const expected = [{ CVSStoreID: UNIMART_STORE.id, CVSStoreName: UNIMART_STORE.name }, null, null];
    expect(MemberStorageSchema.parse(saved.body).checkoutInfos.map((i) => i.deliveryCVS)).toEqual(expected);
    const read = await get(memberStorageGet, { shopId: s.shopId }, s.token);
    const infos = MemberStorageSchema.parse(read.body).checkoutInfos;
    expect(infos.map((i) => i.deliveryCVS)).toEqual(expected);
    expect(infos.map((i) => i.ecpayMapToken)).toEqual([token, unknown, theirs]);
  });
});
