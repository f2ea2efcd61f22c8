/** @jest-environment node */
import { and, eq } from 'drizzle-orm';
import { GET as cashbackWallet } from '@/app/api-client/[shopId]/member/me/cashbackWallet/route';
import { CashbackWalletSchema } from '@/lib/api/contract';
import { closeDb, type Db } from '@/lib/server/db/client';
import { orders, paymentConfigs, walletEntries } from '@/lib/server/db/schema';
import { testDb } from '@/lib/server/testing/db';
import { get } from './authHelpers';
import { expectError, shopIds, type ShopIds } from './helpers';
import {
  checked,
  created,
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

beforeAll(async () => {
  db = await testDb();
  ids = await shopIds();
  home = await deliveryId(ids.s1, '宅配到府');
  pickup = await deliveryId(ids.s1, '門市自取');
  [bowl] = (await stockIds(ids.s1, 'p-rice-bowl')) as [number];
}, 60_000);

afterAll(() => closeDb());

const shopper = () => newShopper(db, 'localhost', ids.s1);

const bowls = (quantity: number) => [{ id: bowl, quantity }];

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

  test("ATM: unpaid, to the shop's own account, with a due date", async () => {
    const s = await shopper();
    const o = created(
      await order(s, { productStocks: bowls(1), delivery: home, paymentType: 'atm', ...RECEIVER }),
    );
    expect(o.status).toBe('unpaid');
    // Exactly the account the shop gave (the demo seed's), the same for every order.
    expect(o.atm).toEqual({
      bankCode: '808',
      bankName: '玉山商業銀行',
      account: '09681000123456',
      accountName: '小島選物有限公司',
      dueAt: expect.any(String),
    });
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
    const moved = await order(s, { ...body, expectedPaymentPrice: 999 });
    expect(expectError(moved, 409)).toBe('訂單金額已變動，請確認新的金額後再送出');
    // The checkout asks the shopper to confirm the new amount on this code, never on the text.
    expect(moved.body).toMatchObject({ code: 'amount_changed' });
    expect(await stockLeft(db, bowl)).toBe(before);
    expect(created(await order(s, { ...body, expectedPaymentPrice: 460 })).paymentPrice).toBe(460);
  });

  test('online types wait for their payment until a due time; Ibon adds its NT$15 fee', async () => {
    const body = { productStocks: bowls(1), delivery: home, ...RECEIVER };
    for (const [paymentType, price] of [
      ['newebpay', 460],
      ['linepay', 460],
      ['jkos', 460],
      ['Ibon', 475],
    ] as const) {
      // A shopper each: one member may hold only a few unpaid orders at once.
      const s = await shopper();
      const o = created(await order(s, { ...body, paymentType }));
      expect(o).toMatchObject({ status: 'unpaid', paymentType, paymentPrice: price, payable: true });
      expect(Date.parse(o.paymentDueAt!)).toBeGreaterThan(Date.parse(o.createdAt));
    }
  });

  test('an online type the shop lists without a gateway is not offered and refused', async () => {
    const s = await shopper();
    const jkos = and(eq(paymentConfigs.shopId, Number(ids.s1)), eq(paymentConfigs.type, 'jkos'));
    const [config] = await db.select().from(paymentConfigs).where(jkos);
    await db.update(paymentConfigs).set({ credentials: null }).where(jkos);
    try {
      const reply = await order(s, {
        productStocks: bowls(1),
        delivery: home,
        ...RECEIVER,
        paymentType: 'jkos',
      });
      expect(expectError(reply, 400)).toBe('此付款方式目前無法使用，請選擇其他付款方式');
    } finally {
      await db.update(paymentConfigs).set({ credentials: config!.credentials }).where(jkos);
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
