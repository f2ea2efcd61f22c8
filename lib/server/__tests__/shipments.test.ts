/** @jest-environment node */
import { and, eq } from 'drizzle-orm';
import { POST as notifyRoute } from '@/app/api-client/[shopId]/ecommerceLogistics/notify/route';
import { POST as sandboxPagesRoute } from '@/app/api-client/sandboxLogistics/[...path]/route';
import { POST as sandboxCreateRoute } from '@/app/api-client/sandboxLogistics/Express/Create/route';
import { POST as sandboxQueryRoute } from '@/app/api-client/sandboxLogistics/Helper/QueryLogisticsTradeInfo/V5/route';
import { ErrorBodySchema } from '@/lib/api/contract';
import { closeDb, type Db } from '@/lib/server/db/client';
import { orders, sandboxParcels, shipments } from '@/lib/server/db/schema';
import { checkMacValue } from '@/lib/server/logistics/ecpay/checkMacValue';
import {
  createFields,
  labelForm,
  queryFields,
  type ShipmentRequest,
} from '@/lib/server/logistics/ecpay/express';
import { shopLogistics } from '@/lib/server/logistics/keys';
import { FORM_BODY_LIMIT } from '@/lib/server/kernel/body';
import {
  advanceParcel,
  SANDBOX_LOGISTICS_PATH,
  type NoticePoster,
} from '@/lib/server/logistics/sandbox/express';
import { notifyUrlOf, PICKUP_DAYS, shipWithProvider, type ShipmentRow } from '@/lib/server/shipments/service';
import { shipmentTradeNo } from '@/lib/server/shipments/tradeNo';
import type { ParcelState } from '@/lib/server/shipments/states';
import { testDb } from '@/lib/server/testing/db';
import { shopIds, type ShopIds } from './helpers';
import { created, deliveryId, newShopper, order, RECEIVER, setStockTo, stockIds } from './orderHelpers';

const ORIGIN = 'http://localhost:3000';

let db: Db;
let ids: ShopIds;
let shop1: number;
let shop2: number;
let orderId: number;
let orderNo: string;

beforeAll(async () => {
  db = await testDb();
  ids = await shopIds();
  shop1 = Number(ids.s1);
  shop2 = Number(ids.s2);
  const home = await deliveryId(ids.s1, '宅配到府');
  const [bowl] = (await stockIds(ids.s1, 'p-rice-bowl')) as [number];
  await setStockTo(db, bowl, 1_000);
  const s = await newShopper(db, 'localhost', ids.s1);
  const o = created(
    await order(s, {
      productStocks: [{ id: bowl, quantity: 1 }],
      delivery: home,
      paymentType: 'COD',
      ...RECEIVER,
    }),
  );
  const [row] = await db.select().from(orders).where(eq(orders.id, o.id));
  orderId = row!.id;
  orderNo = row!.orderNo;
});

afterAll(() => closeDb());

afterEach(() => {
  process.env.PAYMENT_SANDBOX = '1';
});

const form = (fields: Record<string, string>) =>
  new Request('http://localhost/api', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });

/** The shop's notify route as ECPay reaches it: the status and the text answered. */
async function notify(shopId: number, fields: Record<string, string>) {
  const response = await notifyRoute(form(fields), { params: Promise.resolve({ shopId: String(shopId) }) });
  const text = await response.text();
  return { status: response.status, text };
}

/** Posts the sandbox's notices to the notify route in process, keeping each one sent. */
const sent: Record<string, string>[] = [];
const viaRoute: NoticePoster = async (url, fields) => {
  sent.push(fields);
  const shopId = Number(new URL(url).pathname.split('/')[2]);
  const answer = await notify(shopId, fields);
  expect(answer.status === 200 ? answer.text : '1|OK').toBe('1|OK');
  return answer.status;
};

const storePickup = (merchantTradeNo: string): ShipmentRequest => ({
  merchantTradeNo,
  tradeDate: new Date(),
  subType: 'UNIMARTC2C',
  goodsAmount: 300,
  collectionAmount: 300,
  goodsName: '白飯一碗',
  sender: { name: '測試商店', cellPhone: '0911222333' },
  receiver: { name: '王小明', cellPhone: '0912345678', storeId: '991182' },
  serverReplyURL: notifyUrlOf(ORIGIN, shop1),
});

async function shipment(merchantTradeNo: string): Promise<ShipmentRow> {
  const [row] = await db
    .select()
    .from(shipments)
    .where(and(eq(shipments.shopId, shop1), eq(shipments.merchantTradeNo, merchantTradeNo)));
  return row!;
}

const advance = (tradeNo: string, step: ParcelState, now?: Date) =>
  advanceParcel(db, shop1, tradeNo, step, { post: viaRoute, now });

describe('a cash-on-delivery parcel to a 7-ELEVEN on the sandbox', () => {
  let tradeNo: string;
  beforeAll(() => {
    tradeNo = shipmentTradeNo(orderNo, 1);
  });

  it('is created, with the store’s payment and validation numbers', async () => {
    const row = await shipWithProvider(db, shop1, orderId, storePickup(tradeNo), ORIGIN);
    expect(row).toMatchObject({
      orderId,
      provider: 'sandbox',
      merchantTradeNo: tradeNo,
      logisticsType: 'CVS',
      subType: 'UNIMARTC2C',
      status: 'created',
    });
    expect(row.trackingNo).toMatch(/^\d{8}$/);
    expect(row.validationNo).toMatch(/^\d{4}$/);
    expect(row.logisticsId).toMatch(/^\d+$/);
  });

  it('is not created twice when the create is sent again', async () => {
    const first = await shipment(tradeNo);
    const again = await shipWithProvider(db, shop1, orderId, storePickup(tradeNo), ORIGIN);
    expect(again.id).toBe(first.id);
    const parcels = await db.select().from(sandboxParcels).where(eq(sandboxParcels.merchantTradeNo, tradeNo));
    expect(parcels).toHaveLength(1);
  });

  it('moves on with each signed notice: shipped, at the store with its deadline, picked up', async () => {
    const arrivedAt = new Date('2026-11-26T03:00:00Z');
    expect(await advance(tradeNo, 'shipped')).toBe(200);
    expect((await shipment(tradeNo)).status).toBe('shipped');
    expect(await advance(tradeNo, 'arrived', arrivedAt)).toBe(200);
    const arrived = await shipment(tradeNo);
    expect(arrived.status).toBe('arrived');
    expect(arrived.pickupDeadline).toEqual(new Date(arrivedAt.getTime() + PICKUP_DAYS * 86_400_000));
    expect(await advance(tradeNo, 'pickedUp')).toBe(200);
    const done = await shipment(tradeNo);
    expect(done.status).toBe('pickedUp');
    expect(done.statusHistory.map((e) => [e.status, e.rtnCode])).toEqual([
      ['created', '300'],
      ['shipped', '2030'],
      ['arrived', '2073'],
      ['pickedUp', '2067'],
    ]);
  });

  it('is not moved by a replayed or older notice, which is still acknowledged', async () => {
    const before = await shipment(tradeNo);
    const arrivedNotice = sent.find((n) => n.RtnCode === '2073')!;
    const pickedNotice = sent.find((n) => n.RtnCode === '2067')!;
    for (const replay of [arrivedNotice, pickedNotice])
      expect(await notify(shop1, replay)).toEqual({ status: 200, text: '1|OK' });
    expect(await shipment(tradeNo)).toEqual(before);
  });

  it('applies one notice delivered twice at once only once', async () => {
    const other = shipmentTradeNo(orderNo, 7);
    await shipWithProvider(db, shop1, orderId, storePickup(other), ORIGIN);
    await advance(other, 'arrived');
    const notice = sent.at(-1)!;
    await Promise.all([notify(shop1, notice), notify(shop1, notice)]);
    expect((await shipment(other)).statusHistory.map((e) => e.status)).toEqual(['created', 'arrived']);
  });

  it('refuses a notice whose CheckMacValue does not match', async () => {
    const before = await shipment(tradeNo);
    const picked = sent.find((n) => n.RtnCode === '2067')!;
    for (const forged of [
      { ...picked, RtnCode: '2074' },
      { ...picked, CheckMacValue: '0'.repeat(32) },
      { ...picked, CheckMacValue: '' },
    ]) {
      const answer = await notify(shop1, forged);
      expect(answer.status).toBe(400);
      expect(ErrorBodySchema.parse(JSON.parse(answer.text)).msg).toBe('物流通知驗證失敗');
    }
    expect(await shipment(tradeNo)).toEqual(before);
  });

  it('refuses one shop’s notice sent to another shop, and a notice signed with another shop’s keys', async () => {
    const picked = sent.find((n) => n.RtnCode === '2067')!;
    expect((await notify(shop2, picked)).status).toBe(400);
    const other = (await shopLogistics(db, shop2))!.keys;
    const { CheckMacValue: _mac, ...fields }: Record<string, string> = {
      ...picked,
      MerchantID: other.merchantId,
    };
    const signedByOther = {
      ...fields,
      CheckMacValue: checkMacValue(fields, other.hashKey, other.hashIV, 'md5'),
    };
    expect((await notify(shop1, signedByOther)).status).toBe(400);
  });

  it('answers 404 to a well-signed notice of a parcel the shop does not have', async () => {
    const keys = (await shopLogistics(db, shop1))!.keys;
    const picked = sent.find((n) => n.RtnCode === '2067')!;
    const { CheckMacValue: _mac, ...fields }: Record<string, string> = {
      ...picked,
      MerchantTradeNo: 'UNKNOWN1',
    };
    const answer = await notify(shop1, {
      ...fields,
      CheckMacValue: checkMacValue(fields, keys.hashKey, keys.hashIV, 'md5'),
    });
    expect(answer.status).toBe(404);
  });
});

describe('a parcel not picked up', () => {
  it('goes back to the shop, and a late “not picked up” does not undo that', async () => {
    const tradeNo = shipmentTradeNo(orderNo, 2);
    await shipWithProvider(db, shop1, orderId, { ...storePickup(tradeNo), subType: 'FAMIC2C' }, ORIGIN);
    for (const step of ['arrived', 'notPickedUp', 'returned'] as const) await advance(tradeNo, step);
    expect((await shipment(tradeNo)).status).toBe('returned');
    const late = sent.find((n) => n.MerchantTradeNo === tradeNo && n.RtnCode === '3020')!;
    expect(await notify(shop1, late)).toEqual({ status: 200, text: '1|OK' });
    expect((await shipment(tradeNo)).status).toBe('returned');
  });
});

describe('a home delivery', () => {
  it('is created with a booking note and delivered', async () => {
    const tradeNo = shipmentTradeNo(orderNo, 3);
    const row = await shipWithProvider(
      db,
      shop1,
      orderId,
      {
        ...storePickup(tradeNo),
        subType: 'TCAT',
        collectionAmount: undefined,
        sender: {
          name: '測試商店',
          cellPhone: '0911222333',
          zipCode: '110',
          address: '台北市信義區松高路 19 號',
        },
        receiver: {
          name: '王小明',
          cellPhone: '0912345678',
          zipCode: '110',
          address: '台北市信義區松高路 11 號',
        },
      },
      ORIGIN,
    );
    expect(row).toMatchObject({ logisticsType: 'HOME', validationNo: null });
    expect(row.trackingNo).toMatch(/^\d{12}$/);
    await advance(tradeNo, 'delivered');
    expect((await shipment(tradeNo)).status).toBe('delivered');
    await expect(advance(tradeNo, 'arrived')).rejects.toThrow();
  });
});

describe('the sandbox’s own routes', () => {
  const ctx = { params: Promise.resolve({}) };

  it('answer a create and a query in ECPay’s format', async () => {
    const keys = (await shopLogistics(db, shop1))!.keys;
    const tradeNo = shipmentTradeNo(orderNo, 4);
    const answer = await (
      await sandboxCreateRoute(form(createFields(keys, storePickup(tradeNo))), ctx)
    ).text();
    expect(answer).toMatch(/^1\|MerchantID=SANDBOXLOG\d+&MerchantTradeNo=\w+&RtnCode=300&/);
    const again = await (
      await sandboxCreateRoute(form(createFields(keys, storePickup(tradeNo))), ctx)
    ).text();
    expect(again).toBe('0|MerchantTradeNo 重複');
    const query = await (
      await sandboxQueryRoute(form(queryFields(keys, { merchantTradeNo: tradeNo }, new Date())), ctx)
    ).text();
    expect(new URLSearchParams(query).get('LogisticsStatus')).toBe('300');
    const logisticsId = new URLSearchParams(query).get('AllPayLogisticsID')!;
    const byId = await (
      await sandboxQueryRoute(form(queryFields(keys, { logisticsId }, new Date())), ctx)
    ).text();
    expect(new URLSearchParams(byId).get('MerchantTradeNo')).toBe(tradeNo);
  });

  it('refuse a home delivery without the Distance its postal codes give', async () => {
    const keys = (await shopLogistics(db, shop1))!.keys;
    const tcat: ShipmentRequest = {
      ...storePickup(shipmentTradeNo(orderNo, 6)),
      subType: 'TCAT',
      collectionAmount: undefined,
      sender: {
        name: '測試商店',
        cellPhone: '0911222333',
        zipCode: '110',
        address: '台北市信義區松高路 19 號',
      },
      receiver: {
        name: '王小明',
        cellPhone: '0912345678',
        zipCode: '880',
        address: '澎湖縣馬公市中正路 1 號',
      },
    };
    const { CheckMacValue: _, ...fields } = createFields(keys, tcat);
    expect(fields.Distance).toBe('02');
    const signed = (f: Record<string, string>) => ({
      ...f,
      CheckMacValue: checkMacValue(f, keys.hashKey, keys.hashIV, 'md5'),
    });
    const { Distance: _d, ...without } = fields;
    for (const wrong of [without, { ...fields, Distance: '00' }])
      expect(await (await sandboxCreateRoute(form(signed(wrong)), ctx)).text()).toBe('0|Distance 不正確');
    expect(await (await sandboxCreateRoute(form(signed(fields)), ctx)).text()).toMatch(/^1\|/);
  });

  it('refuse a create signed with other keys', async () => {
    const keys = (await shopLogistics(db, shop1))!.keys;
    const fields = createFields({ ...keys, hashKey: 'another' }, storePickup(shipmentTradeNo(orderNo, 5)));
    expect(await (await sandboxCreateRoute(form(fields), ctx)).text()).toBe('0|CheckMacValue Error');
  });

  it('are closed where the sandbox is not allowed, and a sandbox shop then ships nothing', async () => {
    const keys = (await shopLogistics(db, shop1))!.keys;
    delete process.env.PAYMENT_SANDBOX;
    const fields = createFields(keys, storePickup(shipmentTradeNo(orderNo, 6)));
    expect((await sandboxCreateRoute(form(fields), ctx)).status).toBe(404);
    await expect(
      shipWithProvider(db, shop1, orderId, storePickup(shipmentTradeNo(orderNo, 6)), ORIGIN),
    ).rejects.toMatchObject({ kind: 'unavailable' });
  });

  it('show a parcel’s label at ECPay’s print address, with the steps to move it on', async () => {
    const keys = (await shopLogistics(db, shop1))!.keys;
    const row = await shipment(shipmentTradeNo(orderNo, 1));
    const label = labelForm(keys, `${ORIGIN}${SANDBOX_LOGISTICS_PATH}`, row);
    const path = new URL(label.action).pathname.replace(`${SANDBOX_LOGISTICS_PATH}/`, '').split('/');
    expect(path).toEqual(['Express', 'PrintUniMartC2COrderInfo']);
    const pageOf = (fields: Record<string, string>, at: string[]) =>
      sandboxPagesRoute(form(fields), { params: Promise.resolve({ path: at }) });
    const shown = await pageOf(label.fields, path);
    expect(shown.status).toBe(200);
    const text = await shown.text();
    expect(text).toContain(row.trackingNo!);
    expect(text).toContain('data-step="arrived"');
    expect((await pageOf({ ...label.fields, CheckMacValue: 'X' }, path)).status).toBe(400);
    const forgedStep = {
      MerchantID: keys.merchantId,
      MerchantTradeNo: row.merchantTradeNo,
      Step: 'pickedUp',
    };
    expect((await pageOf({ ...forgedStep, CheckMacValue: 'X' }, ['advance'])).status).toBe(400);
    // Any other address is the API's JSON 404, not a page.
    const elsewhere = await pageOf(label.fields, ['Express']);
    expect(elsewhere.status).toBe(404);
    expect(ErrorBodySchema.parse(await elsewhere.json()).msg).toMatch(/找不到/);
  });

  it('and the notify route read at most a gateway form’s size', async () => {
    const big = new Request('http://localhost/api', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `MerchantID=x&RtnMsg=${'a'.repeat(FORM_BODY_LIMIT)}`,
    });
    const answer = await notifyRoute(big, { params: Promise.resolve({ shopId: String(shop1) }) });
    expect(answer.status).toBe(413);
  });
});
