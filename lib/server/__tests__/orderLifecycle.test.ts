/** @jest-environment node */
import { and, eq } from 'drizzle-orm';
import { z } from 'zod/mini';
import { POST as creditRoute } from '@/app/api-auth/operator/credit/route';
import { POST as orderRoute } from '@/app/api-auth/operator/order/route';
import { GET as listDeliveries } from '@/app/api-client/[shopId]/ecommerceDelivery/route';
import {
  GET as memberStorageGet,
  PUT as memberStoragePut,
} from '@/app/api-client/[shopId]/ecommerceMemberStorage/route';
import { POST as cancelRoute } from '@/app/api-client/[shopId]/ecommerceOrder/[id]/cancel/route';
import { POST as paymentResponseRoute } from '@/app/api-client/[shopId]/ecommerceOrder/[id]/paymentUserResponse/route';
import { GET as detailRoute } from '@/app/api-client/[shopId]/ecommerceOrder/[id]/route';
import { GET as allStatusCountRoute } from '@/app/api-client/[shopId]/ecommerceOrder/allStatusCount/route';
import { GET as countRoute } from '@/app/api-client/[shopId]/ecommerceOrder/count/route';
import { GET as listRoute, POST as createRoute } from '@/app/api-client/[shopId]/ecommerceOrder/route';
import {
  AllStatusCountSchema,
  CountSchema,
  DeliverySchema,
  MemberStorageSchema,
  OrderSchema,
  type CreateOrderInput,
  type Order,
} from '@/lib/api/contract';
import { cashbackBalance } from '@/lib/server/members/cashbackWallet';
import { closeDb, type Db } from '@/lib/server/db/client';
import {
  cashbackWalletEntries,
  members,
  productStocks,
  products,
  promoCodes,
  promoCodeUses,
  users,
} from '@/lib/server/db/schema';
import { CANNOT_CANCEL } from '@/lib/server/orders/lifecycle';
import { PAYMENT_RESPONSE_MESSAGES } from '@/lib/server/orders/paymentResponse';
import { testDb } from '@/lib/server/testing/db';
import { walletBalances } from '@/lib/server/wallets/ledger';
import { bearer, demoShops, get, newMember, newPhone, post, type DemoShops } from './authHelpers';
import { BAD_PAGING, expectError, UNKNOWN_ID } from './helpers';

const SECRET = 'test-operator-secret';
// From this machine, as `npm start` records the socket's address.
const operator = { 'x-operator-secret': SECRET, [process.env.CLIENT_ADDRESS_HEADER!]: '127.0.0.1' };

let db: Db;
let shops: DemoShops;
let homeDelivery: number;
/** A stock of shop 1 with room for every order of this file (its product lets 10 % be paid by cashback). */
let stockId: number;
const PRICE = 490;

beforeAll(async () => {
  process.env.STOREFRONT_DEMO_MODE = '1';
  process.env.OPERATOR_SECRET = SECRET;
  jest.spyOn(console, 'info').mockImplementation(() => {});
  db = await testDb();
  shops = await demoShops();
  const deliveries = z.array(DeliverySchema).parse((await get(listDeliveries, one())).body);
  homeDelivery = deliveries.find((d) => d.name === '宅配到府')!.id;
  const [stock] = await db
    .select({ id: productStocks.id })
    .from(productStocks)
    .innerJoin(products, eq(products.id, productStocks.productId))
    .where(and(eq(products.shopId, Number(shops.one.shopId)), eq(products.nanoId, 'p-cotton-tee')))
    .orderBy(productStocks.id)
    .limit(1);
  stockId = stock!.id;
  await db
    .update(productStocks)
    .set({ stock: 10_000, price: PRICE, activityPrice: PRICE })
    .where(eq(productStocks.id, stockId));
}, 60_000);

afterAll(async () => {
  jest.restoreAllMocks();
  delete process.env.STOREFRONT_DEMO_MODE;
  delete process.env.OPERATOR_SECRET;
  await closeDb();
});

const one = () => ({ shopId: shops.one.shopId });
const ofOrder = (order: { id: number }) => ({ ...one(), id: String(order.id) });

type Shopper = { token: string; phone: string; memberId: number };

/** A new member of shop 1, with stored value and cashback given by the operator when asked. */
async function shopper(credit: { wallet?: number; cashback?: number } = {}): Promise<Shopper> {
  const phone = newPhone();
  const token = await newMember(shops.one, phone);
  if (credit.wallet || credit.cashback) {
    const reply = await post(creditRoute, {}, { host: 'localhost', phone, ...credit }, operator);
    expect(reply.status).toBe(200);
  }
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(and(eq(users.phone, phone), eq(members.shopId, Number(shops.one.shopId))));
  return { token, phone, memberId: row!.id };
}

async function placeOrder(who: Shopper, choices: Partial<CreateOrderInput> = {}): Promise<Order> {
  const body: CreateOrderInput = {
    productStocks: [{ id: stockId, quantity: 2 }],
    delivery: homeDelivery,
    paymentType: 'atm',
    receiver: '王小明',
    phone: '0912345678',
    address: '台北市信義區松高路 1 號',
    ...choices,
  };
  const reply = await post(createRoute, one(), body, bearer(who.token));
  if (reply.status !== 200) throw new Error(`create order: ${reply.status} ${JSON.stringify(reply.body)}`);
  return OrderSchema.parse(reply.body);
}

const detail = async (who: Shopper, order: Order) =>
  OrderSchema.parse((await get(detailRoute, ofOrder(order), who.token)).body);
const cancel = (who: Shopper, order: Order) => post(cancelRoute, ofOrder(order), {}, bearer(who.token));
const shopAction = (order: { id: number }, action: string, host = 'localhost') =>
  post(orderRoute, {}, { host, orderId: order.id, action }, operator);

async function stockLeft(): Promise<number> {
  const [row] = await db
    .select({ stock: productStocks.stock })
    .from(productStocks)
    .where(eq(productStocks.id, stockId));
  return row!.stock;
}

async function balances(who: Shopper) {
  const shopId = Number(shops.one.shopId);
  const wallets = await walletBalances(db, shopId, who.memberId);
  return { ...wallets, cashback: (await cashbackBalance(db, shopId, who.memberId)).balance };
}

async function codeUse(orderId: number) {
  const [code] = await db
    .select({ usedCount: promoCodes.usedCount })
    .from(promoCodes)
    .where(and(eq(promoCodes.shopId, Number(shops.one.shopId)), eq(promoCodes.code, 'WELCOME100')));
  const uses = await db.select().from(promoCodeUses).where(eq(promoCodeUses.orderId, orderId));
  return { usedCount: code!.usedCount, uses: uses.length };
}

const earnings = (orderId: number) =>
  db
    .select({ amount: cashbackWalletEntries.amount })
    .from(cashbackWalletEntries)
    .where(and(eq(cashbackWalletEntries.orderId, orderId), eq(cashbackWalletEntries.kind, 'earn')));

describe('GET …/ecommerceOrder, …/count, …/allStatusCount', () => {
  let who: Shopper;
  let atm: Order;
  let cod: Order;
  let cancelled: Order;

  beforeAll(async () => {
    who = await shopper();
    atm = await placeOrder(who);
    cod = await placeOrder(who, { paymentType: 'COD' });
    cancelled = await placeOrder(who);
    expect((await cancel(who, cancelled)).status).toBe(200);
  });

  const list = async (query: Record<string, string> = {}) => {
    const reply = await get(listRoute, one(), who.token, query);
    expect(reply.status).toBe(200);
    return z
      .array(OrderSchema)
      .parse(reply.body)
      .map((o) => o.id);
  };
  const count = async (query: Record<string, string> = {}) =>
    CountSchema.parse((await get(countRoute, one(), who.token, query)).body).count;

  test('newest first, paged, filtered by status', async () => {
    expect(await list()).toEqual([cancelled.id, cod.id, atm.id]);
    expect(await list({ start: '1', limit: '1' })).toEqual([cod.id]);
    expect(await list({ start: '3' })).toEqual([]);
    expect(await list({ status: 'unpaid' })).toEqual([atm.id]);
    expect(await list({ status: 'processing' })).toEqual([cod.id]);
    expect(await list({ status: 'shipped' })).toEqual([]);
  });

  test('counts, all and per status', async () => {
    expect(await count()).toBe(3);
    expect(await count({ status: 'cancelled' })).toBe(1);
    expect(await count({ status: 'completed' })).toBe(0);
    const all = AllStatusCountSchema.parse((await get(allStatusCountRoute, one(), who.token)).body);
    expect(all).toEqual({ all: 3, unpaid: 1, processing: 1, shipped: 0, completed: 0, cancelled: 1 });
  });

  test('another member sees none of them', async () => {
    const other = await shopper();
    expect((await get(listRoute, one(), other.token)).body).toEqual([]);
    expect((await get(countRoute, one(), other.token)).body).toEqual({ count: 0 });
    expect((await get(allStatusCountRoute, one(), other.token)).body).toEqual({
      all: 0,
      unpaid: 0,
      processing: 0,
      shipped: 0,
      completed: 0,
      cancelled: 0,
    });
  });

  test('bad queries are a 400 with a message; no token is a 401', async () => {
    for (const query of [{ status: 'evil' }, ...BAD_PAGING])
      expectError(await get(listRoute, one(), who.token, query), 400);
    expectError(await get(countRoute, one(), who.token, { status: 'paid' }), 400);
    expectError(await get(listRoute, one()), 401);
    expectError(await get(countRoute, one()), 401);
    expectError(await get(allStatusCountRoute, one()), 401);
  });
});

describe('GET …/ecommerceOrder/{id}', () => {
  test('the owner reads it; another member, another shop’s token, unknown and junk ids are refused', async () => {
    const who = await shopper();
    const order = await placeOrder(who);
    expect(await detail(who, order)).toEqual(order);
    expect(order).toMatchObject({ status: 'unpaid', paymentType: 'atm', cancellable: true, paidAt: null });
    expect(order.atm?.account).toMatch(/^\d{14}$/);

    const other = await shopper();
    expect(expectError(await get(detailRoute, ofOrder(order), other.token), 404)).toBe('找不到訂單');
    const elsewhere = await newMember(shops.two);
    expectError(await get(detailRoute, ofOrder(order), elsewhere), 401);
    expectError(await get(detailRoute, { ...one(), id: UNKNOWN_ID }, who.token), 404);
    for (const id of ['abc', '0', '-1', '1.5'])
      expectError(await get(detailRoute, { ...one(), id }, who.token), 400);
  });
});

describe('POST …/ecommerceOrder/{id}/cancel', () => {
  test('an unpaid ATM order gives back stock, wallet, cashback and the promo code’s use, once', async () => {
    const who = await shopper({ wallet: 300, cashback: 200 });
    const stockBefore = await stockLeft();
    const order = await placeOrder(who, {
      walletPrice: 100,
      useCashbackPrice: 50,
      promoCodeCode: 'WELCOME100',
    });
    expect(order).toMatchObject({
      walletPrice: 100,
      useCashbackPrice: 50,
      promoCode: { code: 'WELCOME100' },
    });
    expect(await stockLeft()).toBe(stockBefore - 2);
    expect(await balances(who)).toEqual({ wallet: 200, external: 0, cashback: 150 });
    const codeBefore = await codeUse(order.id);
    expect(codeBefore.uses).toBe(1);

    const reply = await cancel(who, order);
    expect(reply.status).toBe(200);
    const cancelled = OrderSchema.parse(reply.body);
    expect(cancelled).toMatchObject({ id: order.id, status: 'cancelled', cancellable: false });
    expect(cancelled.cancelledAt).not.toBeNull();
    expect(cancelled.statusHistory.at(-1)).toMatchObject({ status: 'cancelled', note: '顧客取消' });
    expect(await stockLeft()).toBe(stockBefore);
    expect(await balances(who)).toEqual({ wallet: 300, external: 0, cashback: 200 });
    expect(await codeUse(order.id)).toEqual({ usedCount: codeBefore.usedCount - 1, uses: 0 });

    expect(expectError(await cancel(who, order), 409)).toBe(CANNOT_CANCEL);
    expect(await stockLeft()).toBe(stockBefore);
    expect(await balances(who)).toEqual({ wallet: 300, external: 0, cashback: 200 });
    expect(await codeUse(order.id)).toEqual({ usedCount: codeBefore.usedCount - 1, uses: 0 });
  });

  test('two cancels at once: one succeeds, the other is a 409, and the stock comes back once', async () => {
    const who = await shopper({ wallet: 200 });
    const stockBefore = await stockLeft();
    const order = await placeOrder(who, { walletPrice: 200 });
    const replies = await Promise.all([cancel(who, order), cancel(who, order)]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await stockLeft()).toBe(stockBefore);
    expect((await balances(who)).wallet).toBe(200);
  });

  test('a cash-on-delivery order can be cancelled until it ships', async () => {
    const who = await shopper();
    const stockBefore = await stockLeft();
    const order = await placeOrder(who, { paymentType: 'COD' });
    expect(order).toMatchObject({ status: 'processing', paidAt: null, cancellable: true });
    expect((await cancel(who, order)).status).toBe(200);
    expect(await stockLeft()).toBe(stockBefore);

    const shipped = await placeOrder(who, { paymentType: 'COD' });
    expect((await shopAction(shipped, 'shipped')).status).toBe(200);
    expect((await detail(who, shipped)).cancellable).toBe(false);
    expect(expectError(await cancel(who, shipped), 409)).toBe(CANNOT_CANCEL);
    expect(await stockLeft()).toBe(stockBefore - 2);
  });

  test('a paid order is the shop’s to cancel; another member’s order is not found', async () => {
    const who = await shopper();
    const order = await placeOrder(who);
    expect((await shopAction(order, 'paid')).status).toBe(200);
    expect(expectError(await cancel(who, order), 409)).toBe(CANNOT_CANCEL);

    const mine = await placeOrder(who);
    const other = await shopper();
    expect(expectError(await cancel(other, mine), 404)).toBe('找不到訂單');
    expect((await detail(who, mine)).status).toBe('unpaid');
    expectError(await post(cancelRoute, { ...one(), id: 'x' }, {}, bearer(who.token)), 400);
  });
});

describe('POST …/ecommerceOrder/{id}/paymentUserResponse', () => {
  const report = (who: Shopper, order: Order, body: unknown) =>
    post(paymentResponseRoute, ofOrder(order), body, bearer(who.token));

  test('the owner reports the transfer of an unpaid ATM order; it stays unpaid', async () => {
    const who = await shopper();
    const order = await placeOrder(who);
    const reply = await report(who, order, { name: ' 王小明 ', atmLastCode: '12345' });
    expect(reply.status).toBe(200);
    const reported = OrderSchema.parse(reply.body);
    expect(reported.status).toBe('unpaid');
    expect(reported.statusHistory).toEqual(order.statusHistory);
    expect(reported.paymentUserResponse).toMatchObject({ name: '王小明', atmLastCode: '12345' });
    expect((await detail(who, order)).paymentUserResponse).toEqual(reported.paymentUserResponse);

    const again = OrderSchema.parse(
      (await report(who, order, { name: '王大明', atmLastCode: '54321' })).body,
    );
    expect(again.paymentUserResponse).toMatchObject({ name: '王大明', atmLastCode: '54321' });
    // The money may be on its way: only the shop can cancel now.
    expect(expectError(await cancel(who, order), 409)).toBe('此訂單目前的狀態無法取消');
  });

  test('bad input is a 400; other orders are a 404 or a 409', async () => {
    const who = await shopper();
    const order = await placeOrder(who);
    for (const body of [
      { name: '王小明', atmLastCode: '1234' },
      { name: '王小明', atmLastCode: '12a45' },
      { name: '王小明', atmLastCode: '123456' },
      { name: '', atmLastCode: '12345' },
      { atmLastCode: '12345' },
    ])
      expectError(await report(who, order, body), 400);
    expectError(await report(who, order, 'not json{'), 400);

    const good = { name: '王小明', atmLastCode: '12345' };
    expect(expectError(await report(await shopper(), order, good), 404)).toBe('找不到訂單');
    const cod = await placeOrder(who, { paymentType: 'COD' });
    expect(expectError(await report(who, cod, good), 409)).toBe(PAYMENT_RESPONSE_MESSAGES.notAtm);
    expect((await shopAction(order, 'paid')).status).toBe(200);
    expect(expectError(await report(who, order, good), 409)).toBe(PAYMENT_RESPONSE_MESSAGES.notUnpaid);
  });
});

describe('GET, PUT …/ecommerceMemberStorage', () => {
  const info = (receiver: string) => ({
    delivery: homeDelivery,
    paymentType: 'atm',
    receiver,
    phone: '0912345678',
    address: '台北市信義區松高路 1 號',
    note: '',
  });

  test('empty at first; a PUT replaces the list; each member has their own', async () => {
    const who = await shopper();
    expect((await get(memberStorageGet, one(), who.token)).body).toEqual({ checkoutInfos: [] });

    const put = await post(
      memberStoragePut,
      one(),
      { checkoutInfos: [info('甲'), info('乙')] },
      bearer(who.token),
      'PUT',
    );
    expect(put.status).toBe(200);
    const saved = MemberStorageSchema.parse(put.body);
    expect(saved.checkoutInfos.map((i) => [i.receiver, i.note, i.deliveryCVS])).toEqual([
      ['甲', null, null],
      ['乙', null, null],
    ]);
    expect((await get(memberStorageGet, one(), who.token)).body).toEqual(put.body);

    await post(memberStoragePut, one(), { checkoutInfos: [info('丙')] }, bearer(who.token), 'PUT');
    const read = MemberStorageSchema.parse((await get(memberStorageGet, one(), who.token)).body);
    expect(read.checkoutInfos.map((i) => i.receiver)).toEqual(['丙']);

    const other = await shopper();
    expect((await get(memberStorageGet, one(), other.token)).body).toEqual({ checkoutInfos: [] });
  });

  test('more than 5, or bad fields, is a 400 and keeps what was saved; no token is a 401', async () => {
    const who = await shopper();
    await post(memberStoragePut, one(), { checkoutInfos: [info('甲')] }, bearer(who.token), 'PUT');
    const six = Array.from({ length: 6 }, (_, i) => info(`收件人${i}`));
    expect(
      expectError(await post(memberStoragePut, one(), { checkoutInfos: six }, bearer(who.token), 'PUT'), 400),
    ).toContain('最多保存 5 筆');
    expectError(
      await post(
        memberStoragePut,
        one(),
        { checkoutInfos: [{ paymentType: 'cash' }] },
        bearer(who.token),
        'PUT',
      ),
      400,
    );
    expectError(await post(memberStoragePut, one(), { checkoutInfos: 'x' }, bearer(who.token), 'PUT'), 400);
    const read = MemberStorageSchema.parse((await get(memberStorageGet, one(), who.token)).body);
    expect(read.checkoutInfos.map((i) => i.receiver)).toEqual(['甲']);
    expectError(await get(memberStorageGet, one()), 401);
  });
});

describe('POST /api-auth/operator/order', () => {
  test('paid earns the order’s cashback once; shipping and completing earn nothing more', async () => {
    const who = await shopper();
    const order = await placeOrder(who);
    expect(order.addCashback).toBeGreaterThan(0);

    const paid = OrderSchema.parse((await shopAction(order, 'paid')).body);
    expect(paid).toMatchObject({ status: 'processing', cancellable: false });
    expect(paid.paidAt).not.toBeNull();
    expect((await balances(who)).cashback).toBe(order.addCashback);

    expect(expectError(await shopAction(order, 'paid'), 409)).toBe('此訂單目前為「待出貨」，無法確認付款');
    expect((await shopAction(order, 'shipped')).status).toBe(200);
    // The shop may name the order by the number it sees on the order, as the shopper does.
    const byNumber = await post(
      orderRoute,
      {},
      { host: 'localhost', orderId: order.orderNo, action: 'completed' },
      operator,
    );
    const done = OrderSchema.parse(byNumber.body);
    expect(done.status).toBe('completed');
    expect(done.paidAt).toBe(paid.paidAt);
    expect(done.statusHistory.map((h) => h.status)).toEqual(['unpaid', 'processing', 'shipped', 'completed']);
    expect(await earnings(order.id)).toEqual([{ amount: order.addCashback }]);
    expect((await balances(who)).cashback).toBe(order.addCashback);
  });

  test('completing a cash-on-delivery order marks it paid and earns its cashback', async () => {
    const who = await shopper();
    const order = await placeOrder(who, { paymentType: 'COD' });
    expect((await shopAction(order, 'shipped')).status).toBe(200);
    expect((await balances(who)).cashback).toBe(0);
    const done = OrderSchema.parse((await shopAction(order, 'completed')).body);
    expect(done.paidAt).not.toBeNull();
    expect(done.statusHistory.at(-1)).toMatchObject({ status: 'completed', note: '貨到付款已收款' });
    expect((await balances(who)).cashback).toBe(order.addCashback);
    expect(await earnings(order.id)).toHaveLength(1);
  });

  test('the shop cancels a paid order: spent cashback and wallet come back, earned cashback is revoked', async () => {
    const who = await shopper({ wallet: 100, cashback: 60 });
    const stockBefore = await stockLeft();
    const order = await placeOrder(who, { walletPrice: 100, useCashbackPrice: 60 });
    expect((await shopAction(order, 'paid')).status).toBe(200);
    expect(await balances(who)).toEqual({ wallet: 0, external: 0, cashback: order.addCashback });

    const reply = await shopAction(order, 'cancelled');
    expect(reply.status).toBe(200);
    expect(OrderSchema.parse(reply.body).statusHistory.at(-1)).toMatchObject({
      status: 'cancelled',
      note: '商店取消',
    });
    expect(await balances(who)).toEqual({ wallet: 100, external: 0, cashback: 60 });
    expect(await stockLeft()).toBe(stockBefore);
  });

  test('invalid transitions are a 409; unknown orders, other shops’ orders and bad input are refused', async () => {
    const who = await shopper();
    const order = await placeOrder(who);
    expect(expectError(await shopAction(order, 'shipped'), 409)).toBe(
      '此訂單目前為「待付款」，無法標記為已出貨',
    );
    expect(expectError(await shopAction(order, 'completed'), 409)).toBe(
      '此訂單目前為「待付款」，無法標記為已完成',
    );
    expect((await detail(who, order)).status).toBe('unpaid');

    expectError(await shopAction({ id: Number(UNKNOWN_ID) }, 'paid'), 404);
    expectError(await shopAction(order, 'paid', 'shop2.localhost'), 404);
    expectError(await shopAction(order, 'paid', 'nowhere.example'), 404);
    expectError(await shopAction(order, 'refunded'), 400);
    expectError(await post(orderRoute, {}, { host: 'localhost', orderId: order.id, action: 'paid' }), 403);
    expect((await detail(who, order)).status).toBe('unpaid');
  });
});

describe('POST /api-auth/operator/credit', () => {
  test('adds stored value and cashback to the member behind the phone and answers the balances', async () => {
    const phone = newPhone();
    const token = await newMember(shops.one, phone);
    const reply = await post(
      creditRoute,
      {},
      { host: 'localhost', phone, wallet: 500, external: 300, cashback: 200 },
      operator,
    );
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ wallet: 500, external: 300, cashback: 200 });
    const again = await post(creditRoute, {}, { host: 'localhost', phone, wallet: 50 }, operator);
    expect(again.body).toMatchObject({ wallet: 550, external: 300, cashback: 200 });

    const who: Shopper = { token, phone, memberId: (reply.body as { memberId: number }).memberId };
    const order = await placeOrder(who, { walletPrice: 550, externalWalletPrice: 300 });
    expect(order).toMatchObject({ walletPrice: 550, externalWalletPrice: 300 });

    for (const bad of [{}, { wallet: 0 }, { wallet: -5 }, { cashback: 1.5 }, { wallet: 100_001 }])
      expectError(await post(creditRoute, {}, { host: 'localhost', phone, ...bad }, operator), 400);
  });
});
