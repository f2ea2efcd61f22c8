/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { GET as cashbackWallet } from '@/app/api-client/[shopId]/member/me/cashbackWallet/route';
import {
  CashbackWalletSchema,
  OrderCheckSchema,
  OrderSchema,
  type Order,
  type OrderCheck,
} from '@/lib/api/contract';
import { closeDb, type Db } from '@/lib/server/db/client';
import { orders, walletEntries } from '@/lib/server/db/schema';
import { setProductRemoved } from '@/lib/server/testHooks/catalog';
import { testDb } from '@/lib/server/testing/db';
import type { Reply } from '@/lib/server/testing/call';
import { get } from './authHelpers';
import { expectError, shopIds, type ShopIds } from './helpers';
import {
  credit,
  deliveryId,
  deliveryNamed,
  newShopper,
  order,
  pre,
  RECEIVER,
  setStockTo,
  stockIds,
  stockLeft,
} from './orderHelpers';

let db: Db;
let ids: ShopIds;
let home: number;
let pickup: number;
let bowl: number;
let crisp: number;

beforeAll(async () => {
  db = await testDb();
  ids = await shopIds();
  home = await deliveryId(ids.s1, '宅配到府');
  pickup = await deliveryId(ids.s1, '門市自取');
  [bowl] = (await stockIds(ids.s1, 'p-rice-bowl')) as [number];
  [crisp] = (await stockIds(ids.s1, 'p-sesame-crisp')) as [number];
}, 60_000);

afterAll(() => closeDb());

const shopper = () => newShopper(db, 'localhost', ids.s1);

function checked(reply: Reply): OrderCheck {
  if (reply.status !== 200) throw new Error(`${reply.status} ${JSON.stringify(reply.body)}`);
  return OrderCheckSchema.parse(reply.body);
}
function created(reply: Reply): Order {
  if (reply.status !== 200) throw new Error(`${reply.status} ${JSON.stringify(reply.body)}`);
  return OrderSchema.parse(reply.body);
}

const bowls = (quantity: number) => [{ id: bowl, quantity }];

describe('POST …/ecommerceOrder/pre', () => {
  test('prices from the database, delivery fee, and what is missing for each promotion', async () => {
    const s = await shopper();
    const {
      order: o,
      promptMessages,
      promoCodeMessage,
    } = checked(
      // A price sent by the browser is not part of the contract and is ignored.
      await pre(s, {
        productStocks: [{ id: bowl, quantity: 2, price: 1 } as never],
        delivery: home,
        paymentType: 'COD',
      }),
    );
    expect(o.EcommerceOrderItems).toMatchObject([
      { stockId: bowl, name: '粗陶飯碗', quantity: 2, price: 360, subtotal: 720 },
    ]);
    expect([o.totalProductPrice, o.deliveryPrice, o.paymentPrice]).toEqual([720, 100, 820]);
    expect(promptMessages.map((p) => p.message)).toEqual([
      '再買 NT$480 即可免運',
      '再買 NT$1,280 即可享「全館滿 2,000 折 200」',
    ]);
    expect(promoCodeMessage).toBeNull();
  });

  test('a product promotion and the free-shipping promotion apply as seeded', async () => {
    const s = await shopper();
    const { order: o } = checked(
      await pre(s, {
        productStocks: [{ id: crisp, quantity: 2 }, ...bowls(3)],
        delivery: home,
        paymentType: 'COD',
      }),
    );
    expect(o.EcommerceOrderPromoByProducts).toMatchObject([
      { name: '芝麻脆片 2 件折 40', times: 1, discount: 40 },
    ]);
    // 360 + 1,080 − 40 = 1,400: over the 1,200 free-shipping promotion.
    expect(o.EcommerceOrderPromoByOrders).toMatchObject([{ type: 'freeShipping', discount: 100 }]);
    expect(o.paymentPrice).toBe(1400);
  });

  test('promo codes: applied in any case, or explained without failing the check', async () => {
    const s = await shopper();
    const withCode = async (promoCodeCode: string) =>
      checked(await pre(s, { productStocks: bowls(2), delivery: home, paymentType: 'COD', promoCodeCode }));
    const applied = await withCode(' welcome100 ');
    expect(applied.order.promoCode).toEqual({ code: 'WELCOME100', name: '新會員折 100', discount: 100 });
    expect(applied.order.paymentPrice).toBe(720);
    expect((await withCode('SUMMER2025')).promoCodeMessage).toBe('此優惠碼已過期');
    expect((await withCode('NEWYEAR2099')).promoCodeMessage).toBe('此優惠碼尚未開始');
    expect((await withCode('GONE')).promoCodeMessage).toBe('此優惠碼已兌換完畢');
    expect((await withCode('NOPE')).promoCodeMessage).toBe('查無此優惠碼');
    expect((await withCode('ISLAND10')).promoCodeMessage).toBe('未達優惠碼最低消費 NT$1,000');
    // Another shop's code does not exist here.
    expect((await withCode('COFFEE50')).promoCodeMessage).toBe('查無此優惠碼');
  });

  test('the spec’s pre-check messages', async () => {
    const s = await shopper();
    const base = { productStocks: bowls(1), delivery: home };
    expect(expectError(await pre(s, { ...base, paymentType: 'free' }), 400)).toBe(
      '未選擇付款方式(paymentType)',
    );
    expect(expectError(await pre(s, { ...base, paymentType: 'COD', useCashbackPrice: 1 }), 400)).toBe(
      '使用回饋金金額不可超過 0 元',
    );
    expect(expectError(await pre(s, { ...base, paymentType: 'COD', walletPrice: 1 }), 400)).toBe(
      '使用購物金金額不可超過 0 元',
    );
  });

  test('choices the shop does not offer are refused', async () => {
    const s = await shopper();
    const hilife = await deliveryId(ids.s1, '萊爾富超商取貨');
    const cold = await deliveryId(ids.s1, '低溫宅配');
    const shop2Home = await deliveryId(ids.s2, '宅配到府');
    const check = (body: object) => pre(s, { productStocks: bowls(1), ...body });
    expect(expectError(await check({ delivery: hilife, paymentType: 'COD' }), 400)).toBe(
      '此配送方式不支援貨到付款',
    );
    expect(expectError(await check({ delivery: cold, paymentType: 'atm' }), 400)).toBe(
      '此配送方式目前無法使用',
    );
    expect(expectError(await check({ delivery: shop2Home, paymentType: 'atm' }), 400)).toBe(
      '此配送方式目前無法使用',
    );
    expect(expectError(await check({ delivery: home, paymentType: 'pchomepay' }), 400)).toBe(
      '此付款方式目前無法使用',
    );
    // enable null counts as enabled: the same delivery with a payment other than COD is fine.
    expect(checked(await check({ delivery: hilife, paymentType: 'atm' })).order.deliveryPrice).toBe(60);
  });

  test('gone, hidden, another shop’s or short stock', async () => {
    const s = await shopper();
    const [shop2Stock] = await stockIds(ids.s2, 'p-filter-papers');
    const [removable] = await stockIds(ids.s1, 'p-chopsticks');
    await setProductRemoved(db, Number(ids.s1), 'p-chopsticks', true);
    try {
      for (const productStocks of [
        [{ id: shop2Stock!, quantity: 1 }],
        [{ id: removable!, quantity: 1 }],
        [{ id: 2147483647, quantity: 1 }],
      ])
        expect(expectError(await pre(s, { productStocks, paymentType: 'COD' }), 409)).toBe(
          '商品已移除或無庫存，請重新選擇商品',
        );
    } finally {
      await setProductRemoved(db, Number(ids.s1), 'p-chopsticks', false);
    }
    expect(expectError(await pre(s, { productStocks: bowls(26), paymentType: 'COD' }), 409)).toBe(
      '「粗陶飯碗」庫存不足，目前剩 25 件',
    );
  });

  test('bad input is a 400 with a message', async () => {
    const s = await shopper();
    const bodies: unknown[] = [
      'not json',
      {},
      { productStocks: [] },
      { productStocks: [{ id: 'abc', quantity: 1 }] },
      { productStocks: [{ id: bowl, quantity: 0 }] },
      { productStocks: [{ id: bowl, quantity: 1.5 }] },
      { productStocks: [{ id: bowl, quantity: 1000 }] },
      {
        productStocks: [
          { id: bowl, quantity: 1 },
          { id: bowl, quantity: 2 },
        ],
      },
      { productStocks: bowls(1), walletPrice: -1 },
      { productStocks: bowls(1), useCashbackPrice: 1e12 },
      { productStocks: bowls(1), paymentType: 'bitcoin' },
      { productStocks: bowls(1), delivery: 'home' },
      { productStocks: bowls(1), deliveryAt: 1440 },
      { productStocks: bowls(1), promoCodeCode: 'x'.repeat(41) },
    ];
    for (const body of bodies) {
      const reply = await pre(s, typeof body === 'string' ? body : (body as never));
      try {
        expectError(reply, 400);
      } catch (error) {
        throw new Error(`${JSON.stringify(body)}: ${(error as Error).message}`);
      }
    }
  });

  test('members only, and only the shop’s own', async () => {
    const s = await shopper();
    const anonymous = { ...s, token: 'not-a-token' };
    expectError(await pre(anonymous, { productStocks: bowls(1) }), 401);
    expectError(await pre({ ...s, shopId: ids.s2 }, { productStocks: bowls(1) }), 401);
  });
});

describe('POST …/ecommerceOrder/', () => {
  test('home delivery and cash on delivery: one order at the checked price, stock taken', async () => {
    const s = await shopper();
    const before = await stockLeft(db, bowl);
    const o = created(
      await order(s, {
        productStocks: bowls(2),
        delivery: home,
        paymentType: 'COD',
        ...RECEIVER,
        note: '請小心輕放',
      }),
    );
    expect(o).toMatchObject({
      status: 'processing',
      paymentType: 'COD',
      paymentPrice: 820,
      paidAt: null,
      cancellable: true,
      note: '請小心輕放',
      receiver: { name: '王小明', phone: '0912345678', address: RECEIVER.address },
      EcommerceDelivery: { id: home, name: '宅配到府', type: 'home' },
    });
    expect(o.orderNo).toMatch(/^\d{16}$/);
    expect(await stockLeft(db, bowl)).toBe(before - 2);
  });

  test('ATM: unpaid, with a virtual account and a due date', async () => {
    const s = await shopper();
    const o = created(
      await order(s, { productStocks: bowls(1), delivery: home, paymentType: 'atm', ...RECEIVER }),
    );
    expect(o.status).toBe('unpaid');
    expect(o.atm).toMatchObject({ bankCode: '822', account: expect.stringMatching(/^\d{14}$/) });
    expect(new Date(o.atm!.dueAt).getTime()).toBeGreaterThan(Date.now());
  });

  test('store pickup needs a branch of that delivery and a time within its hours', async () => {
    const s = await shopper();
    const [branch] = (await deliveryNamed(ids.s1, '門市自取')).EcommerceDeliveryBranches;
    const body = {
      productStocks: bowls(1),
      delivery: pickup,
      paymentType: 'COD' as const,
      ...RECEIVER,
      address: null,
    };
    expect(expectError(await order(s, body), 400)).toBe('請選擇取貨門市');
    expect(expectError(await order(s, { ...body, deliveryBranchId: branch!.id }), 400)).toBe(
      '請選擇取貨時間',
    );
    expect(
      expectError(await order(s, { ...body, deliveryBranchId: branch!.id, deliveryAt: 10 * 60 }), 400),
    ).toBe('取貨時間需在門市營業時間 11:00–21:30 之間');
    const o = created(await order(s, { ...body, deliveryBranchId: branch!.id, deliveryAt: 14 * 60 + 30 }));
    expect(o.EcommerceDelivery).toMatchObject({
      type: 'store',
      branch: { name: '台北信義門市' },
      deliveryAt: 870,
    });
  });

  test('what an order needs, refused before anything is written', async () => {
    const s = await shopper();
    const before = await stockLeft(db, bowl);
    const seven = await deliveryId(ids.s1, '7-11 超商取貨');
    const base = { productStocks: bowls(1), delivery: home, paymentType: 'COD' as const, ...RECEIVER };
    expect(expectError(await order(s, { ...base, address: '' }), 400)).toBe('請輸入收件地址');
    expect(expectError(await order(s, { ...base, delivery: seven }), 400)).toBe('請先選擇取貨的超商門市');
    expectError(await order(s, { ...base, phone: '12345' }), 400);
    expectError(await order(s, { ...base, receiver: ' ' }), 400);
    expectError(
      await order(s, {
        ...base,
        invoice: { type: 'B2B', customerIdentifier: '12345678', customerName: '小島' },
      }),
      400,
    );
    expect(expectError(await order(s, { ...base, promoCodeCode: 'SUMMER2025' }), 400)).toBe('此優惠碼已過期');
    expect(await stockLeft(db, bowl)).toBe(before);
    expect(await db.select().from(orders).where(eq(orders.memberId, s.memberId))).toEqual([]);
  });

  test('an invoice is kept as given; B2C drops the company fields', async () => {
    const s = await shopper();
    const base = { productStocks: bowls(1), delivery: home, paymentType: 'COD' as const, ...RECEIVER };
    const b2b = created(
      await order(s, {
        ...base,
        invoice: { type: 'B2B', customerIdentifier: '04595257', customerName: '小島選物有限公司' },
      }),
    );
    expect(b2b.invoice).toMatchObject({
      type: 'B2B',
      customerIdentifier: '04595257',
      customerName: '小島選物有限公司',
    });
    const b2c = created(
      await order(s, {
        ...base,
        invoice: {
          type: 'B2C',
          carrierType: 'mobile',
          carrierNum: '/ABC+123',
          customerIdentifier: '04595257',
          customerName: 'x',
        },
      }),
    );
    expect(b2c.invoice).toMatchObject({
      type: 'B2C',
      carrierType: 'mobile',
      carrierNum: '/ABC+123',
      customerIdentifier: null,
      customerName: null,
    });
  });

  test('wallet and cashback paying everything: a free order, paid at once, cashback earned', async () => {
    const s = await shopper();
    await credit(db, s, { wallet: 1000, cashback: 500 });
    const body = { productStocks: bowls(2), delivery: home, paymentType: 'free' as const, ...RECEIVER };
    // 720 goods: the bowl's rate is 0.1 → at most 72 cashback; 720 − 72 + 100 delivery = 748 from the wallet.
    const check = checked(await pre(s, { ...body, useCashbackPrice: 72, walletPrice: 748 }));
    expect(check.order).toMatchObject({
      maxUseCashbackPrice: 72,
      paymentPrice: 0,
      walletBalance: 1000,
      cashbackBalance: 500,
    });
    const o = created(await order(s, { ...body, useCashbackPrice: 72, walletPrice: 748 }));
    expect(o).toMatchObject({
      status: 'processing',
      paymentType: 'free',
      paymentPrice: 0,
      walletPrice: 748,
      useCashbackPrice: 72,
    });
    expect(o.paidAt).not.toBeNull();
    // 2 % of what was paid for the goods (720 − 72 = 648) → 12 points, on top of 500 − 72.
    expect(o.addCashback).toBe(12);
    const wallet = CashbackWalletSchema.parse((await get(cashbackWallet, { shopId: ids.s1 }, s.token)).body);
    expect(wallet.balance).toBe(500 - 72 + 12);
    const moves = await db.select().from(walletEntries).where(eq(walletEntries.memberId, s.memberId));
    expect(moves.reduce((sum, m) => sum + m.amount, 0)).toBe(1000 - 748);
  });

  test('a promo code limited to one use per member', async () => {
    const s = await shopper();
    const body = {
      productStocks: bowls(2),
      delivery: home,
      paymentType: 'COD' as const,
      ...RECEIVER,
      promoCodeCode: 'WELCOME100',
    };
    expect(created(await order(s, body)).promoCodeDiscount).toBe(100);
    expect(expectError(await order(s, body), 400)).toBe('您已達此優惠碼的使用次數上限');
    expect(checked(await pre(s, body)).promoCodeMessage).toBe('您已達此優惠碼的使用次數上限');
  });

  test('the same Idempotency-Key gives one order, however often it is sent', async () => {
    const s = await shopper();
    const before = await stockLeft(db, bowl);
    const body = { productStocks: bowls(1), delivery: home, paymentType: 'COD' as const, ...RECEIVER };
    const key = `dbl-${s.memberId}-click`;
    const replies = await Promise.all([1, 2, 3, 4, 5].map(() => order(s, body, key)));
    const ids = new Set(replies.map((r) => created(r).id));
    expect(ids.size).toBe(1);
    expect(created(await order(s, body, key)).id).toBe([...ids][0]);
    expect(await stockLeft(db, bowl)).toBe(before - 1);
    expect(expectError(await order(s, { ...body, productStocks: bowls(2) }, key), 409)).toMatch(
      /Idempotency-Key/,
    );
    expectError(await order(s, body, 'bad key with spaces'), 400);
  });

  test('the amount the shopper was shown must still be the amount: otherwise 409, nothing written', async () => {
    const s = await shopper();
    const before = await stockLeft(db, bowl);
    const body = { productStocks: bowls(1), delivery: home, paymentType: 'COD' as const, ...RECEIVER };
    expect(expectError(await order(s, { ...body, expectedPaymentPrice: 999 }), 409)).toBe(
      '訂單金額已變動，請確認新的金額後再送出',
    );
    expect(await stockLeft(db, bowl)).toBe(before);
    expect(created(await order(s, { ...body, expectedPaymentPrice: 460 })).paymentPrice).toBe(460);
  });

  test('gateways are listed by the shop but not payable yet', async () => {
    const s = await shopper();
    const body = { productStocks: bowls(1), delivery: home, ...RECEIVER };
    for (const paymentType of ['newebpay', 'linepay', 'jkos', 'Ibon'] as const) {
      expect(expectError(await order(s, { ...body, paymentType }), 400)).toBe(
        '此付款方式即將開放，請選擇其他付款方式',
      );
    }
  });

  test('an invoice defaults to B2C with the member carrier where the shop issues them, none elsewhere', async () => {
    const one = await shopper();
    const o = created(
      await order(one, { productStocks: bowls(1), delivery: home, paymentType: 'COD', ...RECEIVER }),
    );
    expect(o.invoice).toMatchObject({ type: 'B2C', carrierType: 'member', customerIdentifier: null });

    const two = await newShopper(db, 'shop2.localhost', ids.s2);
    const [papers] = await stockIds(ids.s2, 'p-filter-papers');
    const shop2Home = await deliveryId(ids.s2, '宅配到府');
    const invoiceGiven = { type: 'B2B' as const, customerIdentifier: '04595257', customerName: '山嵐咖啡' };
    const o2 = created(
      await order(two, {
        productStocks: [{ id: papers!, quantity: 1 }],
        delivery: shop2Home,
        paymentType: 'COD',
        ...RECEIVER,
        invoice: invoiceGiven,
      }),
    );
    expect(o2.invoice).toBeNull();
  });

  test('nothing left to pay with a fee-carrying payment chosen: priced as a free order', async () => {
    const s = await shopper();
    await credit(db, s, { wallet: 2000 });
    // ATM carries no fee; the order becomes free and keeps the wallet amount the shopper chose.
    const o = created(
      await order(s, {
        productStocks: bowls(1),
        delivery: home,
        paymentType: 'atm',
        ...RECEIVER,
        walletPrice: 460,
      }),
    );
    expect(o).toMatchObject({
      paymentType: 'free',
      paymentFee: 0,
      paymentPrice: 0,
      status: 'processing',
      atm: null,
    });
  });

  test('200 buyers for the last 5 units: exactly 5 orders, stock 0, never below', async () => {
    const [mug] = await stockIds(ids.s1, 'p-wood-tray');
    await setStockTo(db, mug!, 5);
    const buyers = await Promise.all(Array.from({ length: 10 }, () => shopper()));
    const body = {
      productStocks: [{ id: mug!, quantity: 1 }],
      delivery: home,
      paymentType: 'COD' as const,
      ...RECEIVER,
    };
    const replies = await Promise.all(
      Array.from({ length: 200 }, (_, i) => order(buyers[i % buyers.length]!, body)),
    );
    const statuses = replies.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s !== 200 && s !== 409)).toEqual([]);
    expect(await stockLeft(db, mug!)).toBe(0);
  }, 120_000);
});
