/** @jest-environment node */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod/mini';
import { POST as shipRoute } from '@/app/api-auth/operator/ship/route';
import { POST as orderRoute } from '@/app/api-auth/operator/order/route';
import { GET as labelRoute } from '@/app/api-client/[shopId]/ecommerceLogistics/label/route';
import { POST as sandboxPagesRoute } from '@/app/api-client/sandboxLogistics/[...path]/route';
import { GET as detailRoute } from '@/app/api-client/[shopId]/ecommerceOrder/[id]/route';
import { GET as listRoute } from '@/app/api-client/[shopId]/ecommerceOrder/route';
import { ErrorBodySchema, OrderSchema, type Order } from '@/lib/api/contract';
import { clock } from '@/lib/server/auth/clock';
import { closeDb, type Db } from '@/lib/server/db/client';
import {
  cvsMapSessions,
  footerConfigs,
  logisticsConfigs,
  providerIntents,
  sandboxParcels,
  shipments,
} from '@/lib/server/db/schema';
import { advanceParcel, type NoticePoster } from '@/lib/server/logistics/sandbox/express';
import { LABEL_LINK_MINUTES } from '@/lib/server/shipments/labelLink';
import type { ShipAnswer } from '@/lib/server/shipments/ship';
import type { ParcelState } from '@/lib/server/shipments/states';
import { testDb } from '@/lib/server/testing/db';
import { get, post } from './authHelpers';
import { shopIds, type ShopIds } from './helpers';
import {
  created,
  deliveryId,
  newShopper,
  order,
  postParcelNotice,
  RECEIVER,
  setStockTo,
  stockIds,
  stockLeft,
  type Shopper,
} from './orderHelpers';
import { OPERATOR_SECRET, operatorHeaders } from './operatorHelpers';

/**
 * `ship` through the operator route, and what the parcel's notices then do to the order, on the
 * logistics sandbox: the same signed create, query and notices ECPay exchanges.
 */
let db: Db;
let ids: ShopIds;
let shop1: number;
let seven: number;
let home: number;
let bowl: number;

beforeAll(async () => {
  process.env.OPERATOR_SECRET = OPERATOR_SECRET;
  // The outbox's log line of each call.
  jest.spyOn(console, 'info').mockImplementation(() => {});
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  db = await testDb();
  ids = await shopIds();
  shop1 = Number(ids.s1);
  seven = await deliveryId(ids.s1, '7-11 超商取貨');
  home = await deliveryId(ids.s1, '宅配到府');
  [bowl] = (await stockIds(ids.s1, 'p-rice-bowl')) as [number];
  await setStockTo(db, bowl, 10_000);
}, 60_000);

afterAll(() => closeDb());

const ship = (orderId: string | number, host = 'localhost', more: object = {}) =>
  post<ShipAnswer>(shipRoute, {}, { host, orderId: String(orderId), ...more }, operatorHeaders);

/** A store on the sandbox map as its reply leaves it on the server: the session's token. */
async function pickedStore(s: Shopper, subType = 'UNIMART'): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await db.insert(cvsMapSessions).values({
    token,
    shopId: Number(s.shopId),
    memberId: s.memberId,
    deliveryId: seven,
    subType,
    clientCompleteURL: 'http://localhost/checkout/cvs-callback',
    storeId: '991182',
    storeName: '測試信義門市',
    storeAddress: '台北市信義區松高路 19 號',
    repliedAt: new Date(),
  });
  return token;
}

/** A member's order of rice bowls picked up at a 7-ELEVEN. */
async function storeOrder(paymentType: 'COD' | 'atm' = 'COD', quantity = 1) {
  const s = await newShopper(db, 'localhost', ids.s1);
  const o = created(
    await order(s, {
      productStocks: [{ id: bowl, quantity }],
      delivery: seven,
      paymentType,
      ...RECEIVER,
      address: null,
      ecpayMapToken: await pickedStore(s),
    }),
  );
  return { s, o };
}

const detail = async (s: Shopper, o: { id: number }): Promise<Order> => {
  const reply = await get(detailRoute, { shopId: ids.s1, id: String(o.id) }, s.token);
  expect(reply.status).toBe(200);
  return OrderSchema.parse(reply.body);
};

/** The sandbox's notices posted to the notify route in process; each one kept. */
const sent: Record<string, string>[] = [];
const notify = (fields: Record<string, string>, shopId = shop1) => postParcelNotice(shopId, fields);
const viaRoute: NoticePoster = async (_url, fields) => {
  sent.push(fields);
  return (await notify(fields)).status;
};
const advance = (tradeNo: string, step: ParcelState) =>
  advanceParcel(db, shop1, tradeNo, step, { post: viaRoute });

const shipped = (reply: { status: number; body: unknown }): ShipAnswer => {
  if (reply.status !== 200) throw new Error(`${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body as ShipAnswer;
};
const refusal = (reply: { status: number; body: unknown }, status: number): string => {
  expect({ status: reply.status, body: reply.body }).toMatchObject({ status });
  return ErrorBodySchema.parse(reply.body).msg;
};
const parcelsOf = (orderId: number) =>
  db
    .select()
    .from(shipments)
    .where(and(eq(shipments.shopId, shop1), eq(shipments.orderId, orderId)));

describe('a cash-on-delivery parcel to a 7-ELEVEN, from ship to pickup', () => {
  let s: Shopper;
  let o: Order;
  let answer: ShipAnswer;

  beforeAll(async () => {
    ({ s, o } = await storeOrder('COD'));
  });

  it('ships: the order is 已出貨 with the parcel’s tracking number and a label address', async () => {
    answer = shipped(await ship(o.orderNo));
    expect(answer).toMatchObject({ id: o.id, status: 'shipped', paidAt: null });
    expect(answer.parcel).toMatchObject({
      carrier: '7-ELEVEN',
      status: 'created',
      statusLabel: '已建立託運單',
      pickupDeadline: null,
    });
    expect(answer.parcel!.trackingNo).toMatch(/^\d{8}$/);
    expect(answer.statusHistory.at(-1)).toMatchObject({ status: 'shipped', note: '已建立物流託運單' });
    expect(new URL(answer.labelUrl).pathname).toBe(`/api-client/${shop1}/ecommerceLogistics/label`);
    const [parcel] = await parcelsOf(o.id);
    expect(parcel).toMatchObject({ subType: 'UNIMART', provider: 'sandbox' });
    const [intent] = await db
      .select()
      .from(providerIntents)
      .where(eq(providerIntents.key, parcel!.merchantTradeNo));
    expect(intent).toMatchObject({ kind: 'shipment.create', status: 'done', attempts: 1, orderId: o.id });
  });

  it('was created with the store collecting what is left to pay', async () => {
    const [parcel] = await parcelsOf(o.id);
    const [booked] = await db
      .select()
      .from(sandboxParcels)
      .where(eq(sandboxParcels.merchantTradeNo, parcel!.merchantTradeNo));
    expect(booked!.request).toMatchObject({
      LogisticsSubType: 'UNIMART',
      IsCollection: 'Y',
      CollectionAmount: String(o.paymentPrice),
      GoodsAmount: String(o.paymentPrice),
      ReceiverStoreID: '991182',
      ReceiverName: RECEIVER.receiver,
      ReceiverCellPhone: RECEIVER.phone,
      SenderName: '小島選物',
    });
  });

  it('is shown to the shopper with the order, and not in the list', async () => {
    const seen = await detail(s, o);
    expect(seen.parcel).toEqual(answer.parcel);
    const list = await get(listRoute, { shopId: ids.s1 }, s.token);
    const listed = z.array(OrderSchema).parse(list.body);
    expect(listed.find((x) => x.id === o.id)?.parcel).toBeUndefined();
  });

  it('arrives at the store: 已到店 with its pickup deadline, the order still shipped', async () => {
    const [parcel] = await parcelsOf(o.id);
    expect(await advance(parcel!.merchantTradeNo, 'shipped')).toBe(200);
    expect(await advance(parcel!.merchantTradeNo, 'arrived')).toBe(200);
    const seen = await detail(s, o);
    expect(seen.status).toBe('shipped');
    expect(seen.parcel).toMatchObject({ status: 'arrived', statusLabel: '已到店' });
    expect(Date.parse(seen.parcel!.pickupDeadline!)).toBeGreaterThan(Date.now() + 6 * 86_400_000);
    expect(seen.parcel!.history.map((h) => h.label)).toEqual(['已建立託運單', '已出貨', '已到店']);
  });

  it('is picked up: the order is completed and, cash on delivery, paid', async () => {
    const [parcel] = await parcelsOf(o.id);
    expect(await advance(parcel!.merchantTradeNo, 'pickedUp')).toBe(200);
    const seen = await detail(s, o);
    expect(seen.status).toBe('completed');
    expect(seen.paidAt).not.toBeNull();
    expect(seen.parcel).toMatchObject({ status: 'pickedUp', statusLabel: '已取件', pickupDeadline: null });
    expect(seen.statusHistory.at(-1)).toMatchObject({
      status: 'completed',
      note: '顧客已取件，貨到付款已收款',
    });
  });

  it('a replayed notice changes nothing and is still acknowledged', async () => {
    const before = await detail(s, o);
    const [parcel] = await parcelsOf(o.id);
    for (const replay of sent.filter((n) => n.MerchantTradeNo === parcel!.merchantTradeNo))
      expect(await notify(replay)).toEqual({ status: 200, text: '1|OK' });
    expect(await detail(s, o)).toEqual(before);
  });

  it('a forged notice is refused and changes nothing', async () => {
    const before = await detail(s, o);
    const [parcel] = await parcelsOf(o.id);
    const picked = sent.find((n) => n.MerchantTradeNo === parcel!.merchantTradeNo && n.RtnCode === '2067')!;
    for (const forged of [
      { ...picked, RtnCode: '2072' },
      { ...picked, CheckMacValue: '0'.repeat(32) },
    ]) {
      const answer = await notify(forged);
      expect(answer.status).toBe(400);
    }
    expect(await detail(s, o)).toEqual(before);
  });

  it('ship again answers the same parcel', async () => {
    const again = shipped(await ship(o.id));
    expect(again.parcel).toMatchObject({ trackingNo: answer.parcel!.trackingNo, status: 'pickedUp' });
    expect(await parcelsOf(o.id)).toHaveLength(1);
  });
});

describe('a parcel not picked up', () => {
  it('comes back to the shop: the order is cancelled by the system and the stock given back', async () => {
    const before = await stockLeft(db, bowl);
    const { s, o } = await storeOrder('COD', 3);
    expect(await stockLeft(db, bowl)).toBe(before - 3);
    shipped(await ship(o.id));
    const [parcel] = await parcelsOf(o.id);
    for (const step of ['arrived', 'notPickedUp'] as const) await advance(parcel!.merchantTradeNo, step);
    expect((await detail(s, o)).status).toBe('shipped');
    await advance(parcel!.merchantTradeNo, 'returned');
    const seen = await detail(s, o);
    expect(seen).toMatchObject({ status: 'cancelled', paidAt: null });
    expect(seen.parcel).toMatchObject({ status: 'returned', statusLabel: '已退回商店' });
    expect(seen.statusHistory.at(-1)).toMatchObject({ status: 'cancelled', note: '包裹退回商店' });
    expect(await stockLeft(db, bowl)).toBe(before);

    // The return's notice again gives back nothing twice.
    const returned = sent.filter((n) => n.MerchantTradeNo === parcel!.merchantTradeNo).at(-1)!;
    expect(await notify(returned)).toEqual({ status: 200, text: '1|OK' });
    expect(await stockLeft(db, bowl)).toBe(before);
  });

  it('of a paid order notes that the refund is the shop’s', async () => {
    const { s, o } = await storeOrder('atm');
    expect(
      (
        await post(
          orderRoute,
          {},
          { host: 'localhost', orderId: String(o.id), action: 'paid' },
          operatorHeaders,
        )
      ).status,
    ).toBe(200);
    shipped(await ship(o.id));
    const [parcel] = await parcelsOf(o.id);
    for (const step of ['arrived', 'notPickedUp', 'returned'] as const)
      await advance(parcel!.merchantTradeNo, step);
    expect((await detail(s, o)).statusHistory.at(-1)).toMatchObject({
      status: 'cancelled',
      note: '包裹退回商店（已付款項將退還）',
    });
  });
});

describe('a home delivery', () => {
  const paidHomeOrder = async (address: string) => {
    const s = await newShopper(db, 'localhost', ids.s1);
    const o = created(
      await order(s, {
        productStocks: [{ id: bowl, quantity: 1 }],
        delivery: home,
        paymentType: 'atm',
        ...RECEIVER,
        address,
      }),
    );
    await post(orderRoute, {}, { host: 'localhost', orderId: String(o.id), action: 'paid' }, operatorHeaders);
    return { s, o };
  };

  it('needs the postcodes ECPay asks for, and says so', async () => {
    const { o } = await paidHomeOrder('台北市信義區松高路 11 號');
    expect(refusal(await ship(o.id), 400)).toBe('無法建立託運單：宅配須有郵遞區號');
  });

  it('goes by the post with a weight, and completes the order when delivered', async () => {
    const [footer] = await db.select().from(footerConfigs).where(eq(footerConfigs.shopId, shop1));
    await db
      .update(footerConfigs)
      .set({
        contactUs: [
          { name: '聯絡電話', text: '(02) 2345-6789' },
          { name: '聯絡地址', text: '106 台北市大安區和平東路一段 100 號' },
        ],
      })
      .where(eq(footerConfigs.shopId, shop1));
    try {
      const { s, o } = await paidHomeOrder('110 台北市信義區松高路 11 號');
      const answer = shipped(await ship(o.orderNo, 'localhost', { weight: 1200 }));
      expect(answer.parcel).toMatchObject({ carrier: '中華郵政', status: 'created' });
      expect(answer.parcel!.trackingNo).toMatch(/^\d{12}$/);
      const [parcel] = await parcelsOf(o.id);
      await advance(parcel!.merchantTradeNo, 'delivered');
      const seen = await detail(s, o);
      expect(seen.status).toBe('completed');
      expect(seen.statusHistory.at(-1)).toMatchObject({ status: 'completed', note: '包裹已送達' });
    } finally {
      await db
        .update(footerConfigs)
        .set({ contactUs: footer!.contactUs })
        .where(eq(footerConfigs.shopId, shop1));
    }
  });
});

describe('what ship refuses', () => {
  it('answers another shop’s order as unknown', async () => {
    const { o } = await storeOrder();
    expect(refusal(await ship(o.id, 'shop2.localhost'), 404)).toBeTruthy();
    expect(refusal(await ship(o.orderNo, 'shop2.localhost'), 404)).toBeTruthy();
    expect(await parcelsOf(o.id)).toHaveLength(0);
  });

  it('refuses an order waiting for payment, and a cancelled one', async () => {
    const { o } = await storeOrder('atm');
    expect(refusal(await ship(o.id), 409)).toBe('此訂單目前為「待付款」，無法出貨');
    const { s, o: other } = await storeOrder('COD');
    expect(
      (
        await post(
          orderRoute,
          {},
          { host: 'localhost', orderId: String(other.id), action: 'cancelled' },
          operatorHeaders,
        )
      ).status,
    ).toBe(200);
    expect(refusal(await ship(other.id), 409)).toBe('此訂單目前為「已取消」，無法出貨');
    expect((await detail(s, other)).parcel).toBeNull();
    expect(await db.select().from(providerIntents).where(eq(providerIntents.orderId, other.id))).toEqual([]);
  });

  it('refuses cash on delivery at home, which ECPay does not collect, before writing anything', async () => {
    const s = await newShopper(db, 'localhost', ids.s1);
    const o = created(
      await order(s, {
        productStocks: [{ id: bowl, quantity: 1 }],
        delivery: home,
        paymentType: 'COD',
        ...RECEIVER,
      }),
    );
    expect(refusal(await ship(o.id), 400)).toBe('無法建立託運單：宅配不代收貨款');
    expect(await db.select().from(providerIntents).where(eq(providerIntents.orderId, o.id))).toEqual([]);
  });

  it('checks the operator and the body', async () => {
    const { o } = await storeOrder();
    const body = { host: 'localhost', orderId: String(o.id) };
    expect((await post(shipRoute, {}, body, { 'x-operator-secret': OPERATOR_SECRET })).status).toBe(403);
    expect(
      (await post(shipRoute, {}, body, { ...operatorHeaders, 'x-operator-secret': 'wrong' })).status,
    ).toBe(403);
    for (const bad of [
      { ...body, orderId: 'abc' },
      { ...body, weight: -1 },
      { ...body, weight: 1.5 },
      { host: 'localhost' },
    ])
      refusal(await post(shipRoute, {}, bad, operatorHeaders), 400);
    expect(await parcelsOf(o.id)).toHaveLength(0);
  });
});

describe('ship twice at once', () => {
  it('makes one parcel', async () => {
    const { o } = await storeOrder();
    const answers = await Promise.all([ship(o.id), ship(o.id)]);
    const ok = answers.filter((a) => a.status === 200).map((a) => a.body as ShipAnswer);
    expect(ok.length).toBeGreaterThan(0);
    // A ship that found the other's create under way says so and names no second parcel.
    for (const a of answers) expect([200, 409]).toContain(a.status);
    expect(await parcelsOf(o.id)).toHaveLength(1);
    const again = shipped(await ship(o.id));
    expect(new Set([...ok, again].map((a) => a.parcel!.trackingNo)).size).toBe(1);
    expect(await db.select().from(providerIntents).where(eq(providerIntents.orderId, o.id))).toHaveLength(1);
  });
});

describe('the label address', () => {
  let answer: ShipAnswer;
  beforeAll(async () => {
    const { o } = await storeOrder();
    answer = shipped(await ship(o.id));
  });

  const open = async (url: string, shopId = String(shop1)) => {
    const response = await labelRoute(new Request(url), { params: Promise.resolve({ shopId }) });
    return { status: response.status, text: await response.text(), headers: response.headers };
  };

  it('answers a form that posts itself to the print page, which shows the parcel and its steps', async () => {
    const page = await open(answer.labelUrl);
    expect(page.status).toBe(200);
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(page.headers.get('cache-control')).toBe('no-store');
    const action = /<form method="post" action="([^"]+)">/.exec(page.text)![1]!;
    expect(action).toBe('http://localhost/api-client/sandboxLogistics/helper/printTradeDocument');
    expect(page.text).toContain('document.forms[0].submit()');
    const fields = Object.fromEntries(
      [...page.text.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((m) => [
        m[1]!,
        m[2]!,
      ]),
    );
    const label = await sandboxPagesRoute(
      new Request(action, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
      }),
      { params: Promise.resolve({ path: ['helper', 'printTradeDocument'] }) },
    );
    const text = await label.text();
    expect(label.status).toBe(200);
    expect(text).toContain(answer.parcel!.trackingNo!);
    expect(text).toContain('data-step="arrived"');
  });

  it('opens for its own shop and parcel only, and only for a while', async () => {
    const url = new URL(answer.labelUrl);
    const tampered = (name: string, value: string) => {
      const copy = new URL(url);
      copy.searchParams.set(name, value);
      return copy.toString();
    };
    expect((await open(answer.labelUrl, ids.s2)).status).toBe(403);
    expect((await open(tampered('parcel', '2026010100000001S1'))).status).toBe(403);
    expect(
      (await open(tampered('expires', String(Number(url.searchParams.get('expires')) + 60)))).status,
    ).toBe(403);
    expect((await open(tampered('signature', 'x'))).status).toBe(403);
    const realNow = clock.now;
    clock.now = () => new Date(Date.now() + (LABEL_LINK_MINUTES + 1) * 60_000);
    try {
      const expired = await open(answer.labelUrl);
      expect(expired.status).toBe(403);
      expect(expired.text).toContain('已過期');
    } finally {
      clock.now = realNow;
    }
  });
});

describe('when the provider fails', () => {
  const realFetch = global.fetch;
  const KEYS = { merchantId: '2000132', hashKey: '5294y06JbISpM5x9', hashIV: 'v77hoKGq4kWxNNIS' };
  let answers: string[];

  beforeAll(async () => {
    await db
      .update(logisticsConfigs)
      .set({ provider: 'ecpay', environment: 'test', credentials: KEYS })
      .where(eq(logisticsConfigs.shopId, shop1));
  });
  afterAll(async () => {
    global.fetch = realFetch;
    await db
      .update(logisticsConfigs)
      .set({ provider: 'sandbox', credentials: null })
      .where(eq(logisticsConfigs.shopId, shop1));
  });
  beforeEach(() => {
    answers = [];
    // ECPay reached through its test host: the query finds nothing, the create answers as set.
    global.fetch = (async (url: string | URL | Request) => {
      const path = new URL(String(url)).pathname;
      answers.push(path);
      if (path.includes('QueryLogisticsTradeInfo')) return new Response('');
      return createAnswer();
    }) as typeof fetch;
  });
  let createAnswer: () => Response;

  it('unreachable: a 502 naming the failure, no keys, and the create kept for the worker', async () => {
    createAnswer = () => new Response('busy', { status: 503 });
    const { o } = await storeOrder();
    const reply = await ship(o.id);
    const msg = refusal(reply, 502);
    expect(msg).toMatch(/^物流建單失敗：無法連上物流商。將於 .+ 自動重試/);
    // What the console words its own message from.
    expect(reply.body).toMatchObject({ code: 'unavailable', reason: '無法連上物流商', retrying: true });
    for (const key of Object.values(KEYS)) expect(JSON.stringify(reply.body)).not.toContain(key);
    const [intent] = await db.select().from(providerIntents).where(eq(providerIntents.orderId, o.id));
    expect(intent).toMatchObject({ status: 'pending', attempts: 1 });
    expect(answers).toEqual(['/Helper/QueryLogisticsTradeInfo/V5', '/Express/Create']);
    // Asked again while the worker waits: the same answer, nothing sent.
    expect(refusal(await ship(o.id), 502)).toBe(msg);
    expect(answers).toHaveLength(2);
  });

  it('refused: a 502 with ECPay’s message, given up, to be sent again with intents retry', async () => {
    createAnswer = () => new Response('0|ReceiverStoreID 門市已關轉');
    const { s, o } = await storeOrder();
    const reply = await ship(o.id);
    const msg = refusal(reply, 502);
    expect(reply.body).toMatchObject({ reason: 'ReceiverStoreID 門市已關轉', retrying: false });
    const [intent] = await db.select().from(providerIntents).where(eq(providerIntents.orderId, o.id));
    expect(msg).toBe(
      `物流建單失敗：ReceiverStoreID 門市已關轉。已停止重試；排除原因後以 intents retry --id ${intent!.id} 重送`,
    );
    expect(intent).toMatchObject({ status: 'failed' });
    expect((await detail(s, o)).status).toBe('processing');
  });
});
