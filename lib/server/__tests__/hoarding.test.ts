/**
 * No hoarding (docs/checkout-and-orders.md): the open-order cap per member and shop, 限購 per
 * product, transfer reports only until the deadline, and unconfirmed reports expiring.
 */
/** @jest-environment node */
import { POST as cancelRoute } from '@/app/api-client/[shopId]/ecommerceOrder/[id]/cancel/route';
import { POST as paymentResponseRoute } from '@/app/api-client/[shopId]/ecommerceOrder/[id]/paymentUserResponse/route';
import { GET as productByNanoId } from '@/app/api-client/[shopId]/ecommerceProduct/nanoId/[nanoId]/route';
import { ProductSchema, type Order } from '@/lib/api/contract';
import { operatorMemberToken } from '@/lib/server/auth/operator';
import { and, eq } from 'drizzle-orm';
import { clock } from '@/lib/server/auth/clock';
import { members, users } from '@/lib/server/db/schema';
import { closeDb } from '@/lib/server/db/client';
import { LimitsBodySchema, setLimits } from '@/lib/server/shops/limits';
import { openOrdersMessage } from '@/lib/server/orders/openOrderLimit';
import { PAYMENT_RESPONSE_MESSAGES } from '@/lib/server/orders/paymentResponse';
import { sweepOverdueOrders } from '@/lib/server/orders/sweep';
import { OperatorOrderBodySchema, operatorTransition } from '@/lib/server/orders/transitions';
import { EXPIRED_REPORT_NOTE, REPORTED_TRANSFER_WAIT_DAYS } from '@/lib/server/orders/transferReport';
import { call } from '@/lib/server/testing/call';
import { advance, bearer, newPhone, post, useTestClock } from './authHelpers';
import { expectError } from './helpers';
import {
  created,
  deliveryId,
  order,
  pre,
  RECEIVER,
  setStockTo,
  stockIds,
  stockLeft,
  type Shopper,
} from './orderHelpers';
import { bowl, db, detail, ids, newOrder, ofOrder, realNow, setUpPayments, shopper } from './paymentHelpers';

const DAY = 86_400_000;
const MINUTE = 60_000;

beforeAll(setUpPayments, 60_000);

afterAll(async () => {
  clock.now = realNow;
  jest.restoreAllMocks();
  await closeDb();
});

const cancel = (s: Shopper, o: Order) => post(cancelRoute, ofOrder(o, s.shopId), {}, bearer(s.token));
const report = (s: Shopper, o: Order) =>
  post(paymentResponseRoute, ofOrder(o), { name: '王小明', atmLastCode: '12345' }, bearer(s.token));
const shopConfirms = (o: Order) =>
  operatorTransition(
    db,
    OperatorOrderBodySchema.parse({ host: 'localhost', orderId: String(o.id), action: 'paid' }),
  );
const limitTo = (openOrders: number) =>
  setLimits(db, LimitsBodySchema.parse({ host: 'localhost', openOrders }));

describe('open unpaid orders per member and shop', () => {
  test('the 4th is refused; cancelling one lets the next through', async () => {
    const s = await shopper();
    // Awaiting payment (ATM, card) and cash on delivery not yet delivered all count.
    const open = [await newOrder(s, 'atm'), await newOrder(s, 'newebpay'), await newOrder(s, 'COD')];
    expect(open.map((o) => o.status)).toEqual(['unpaid', 'unpaid', 'processing']);
    const stockBefore = await stockLeft(db, bowl);
    expect(expectError(await order(s, orderOf('atm')), 409)).toBe(openOrdersMessage(3));
    expect(await stockLeft(db, bowl)).toBe(stockBefore);

    expect((await cancel(s, open[2]!)).status).toBe(200);
    expect(created(await order(s, orderOf('COD'))).status).toBe('processing');
    expect(expectError(await order(s, orderOf('COD')), 409)).toBe(openOrdersMessage(3));
  });

  test('a paid order no longer counts', async () => {
    const s = await shopper();
    const atm = await newOrder(s, 'atm');
    await newOrder(s, 'atm');
    await newOrder(s, 'atm');
    expect(expectError(await order(s, orderOf('atm')), 409)).toBe(openOrdersMessage(3));
    await shopConfirms(atm);
    expect(created(await order(s, orderOf('atm'))).status).toBe('unpaid');
  });

  test('two concurrent orders at the limit: exactly one wins', async () => {
    const s = await shopper();
    await newOrder(s, 'atm');
    await newOrder(s, 'atm');
    const replies = await Promise.all([order(s, orderOf('atm')), order(s, orderOf('atm'))]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(
      expectError(
        replies.find((r) => r.status === 409)!,
        409,
      ),
    ).toBe(openOrdersMessage(3));
  });

  test("another shop's orders do not count", async () => {
    const phone = newPhone();
    // The same person as a member of each shop (a member belongs to one shop).
    const inShop = async (host: string, shopId: string): Promise<Shopper> => {
      const { memberToken } = await operatorMemberToken(db, { host, phone });
      const [row] = await db
        .select({ id: members.id })
        .from(members)
        .innerJoin(users, eq(users.id, members.userId))
        .where(and(eq(members.shopId, Number(shopId)), eq(users.phone, phone)));
      return { shopId, token: memberToken, memberId: row!.id };
    };
    const there = await inShop('shop2.localhost', ids.s2);
    const [beans] = (await stockIds(ids.s2, 'p-house-blend')) as [number];
    await setStockTo(db, beans, 1_000);
    const home2 = await deliveryId(ids.s2, '宅配到府');
    const body = {
      productStocks: [{ id: beans, quantity: 1 }],
      delivery: home2,
      paymentType: 'COD' as const,
      ...RECEIVER,
    };
    for (let i = 0; i < 3; i++) created(await order(there, body));
    expect(expectError(await order(there, body), 409)).toBe(openOrdersMessage(3));

    const here = await inShop('localhost', ids.s1);
    expect(created(await order(here, orderOf('COD'))).status).toBe('processing');
  });

  test('the shop sets its own limit (1–20)', async () => {
    try {
      await limitTo(1);
      const s = await shopper();
      await newOrder(s, 'atm');
      expect(expectError(await order(s, orderOf('atm')), 409)).toBe(openOrdersMessage(1));
      await limitTo(5);
      created(await order(s, orderOf('atm')));
      for (const wrong of [0, 21, 2.5, '3'])
        expect(() => LimitsBodySchema.parse({ host: 'localhost', openOrders: wrong })).toThrow();
    } finally {
      await limitTo(3);
    }
  });
});

describe('限購: units of one product per order', () => {
  let gift: number;
  beforeAll(async () => {
    [gift] = (await stockIds(ids.s1, 'p-gift-box-tea')) as [number];
    await setStockTo(db, gift, 100);
  });
  const gifts = (quantity: number) => ({ ...orderOf('COD'), productStocks: [{ id: gift, quantity }] });

  test('the product says its limit', async () => {
    const product = async (shopId: string, nanoId: string) =>
      ProductSchema.parse((await call(productByNanoId, { shopId, nanoId })).body);
    expect((await product(ids.s1, 'p-gift-box-tea')).purchaseLimit).toBe(3);
    expect((await product(ids.s2, 'p-panama-geisha')).purchaseLimit).toBe(2);
    expect((await product(ids.s1, 'p-rice-bowl')).purchaseLimit).toBeNull();
  });

  test('beyond it the pre-check and the order are refused naming the product; at it both pass', async () => {
    const s = await shopper();
    const before = await stockLeft(db, gift);
    expect(expectError(await pre(s, gifts(4)), 400)).toBe('「好茶禮盒」每筆訂單限購 3 件');
    expect(expectError(await order(s, gifts(4)), 400)).toBe('「好茶禮盒」每筆訂單限購 3 件');
    expect(await stockLeft(db, gift)).toBe(before);
    expect((await pre(s, gifts(3))).status).toBe(200);
    expect(created(await order(s, gifts(3))).EcommerceOrderItems[0]!.quantity).toBe(3);
  });
});

/** A COD or ATM order of one bowl to the home address of shop 1. */
function orderOf(paymentType: 'atm' | 'COD' | 'newebpay') {
  return { productStocks: [{ id: bowl, quantity: 1 }], delivery: homeId, paymentType, ...RECEIVER };
}
let homeId: number;
beforeAll(async () => {
  homeId = await deliveryId(ids.s1, '宅配到府');
});

describe('transfer reports and their expiry (test clock)', () => {
  beforeAll(async () => {
    // Years ahead: every order made so far is overdue and swept now, so what follows counts only these.
    useTestClock();
    while ((await sweepOverdueOrders(db)) > 0);
  });

  afterAll(() => {
    clock.now = realNow;
  });

  const untilDue = (o: Order) => Date.parse(o.paymentDueAt!) - clock.now().getTime();

  test('a report after the due date is refused; one before it is taken', async () => {
    const s = await shopper();
    const early = await newOrder(s, 'atm');
    const late = await newOrder(s, 'atm');
    advance(untilDue(early) - MINUTE);
    expect((await report(s, early)).status).toBe(200);
    advance(2 * MINUTE);
    expect(expectError(await report(s, late), 409)).toBe(PAYMENT_RESPONSE_MESSAGES.late);
    expect((await detail(s, late)).paymentUserResponse).toBeNull();
  });

  test('a reported order unconfirmed 3 days past its due date is cancelled, its stock back once', async () => {
    const s = await shopper();
    const o = await newOrder(s, 'atm', 2);
    expect((await report(s, o)).status).toBe(200);

    advance(untilDue(o) + REPORTED_TRANSFER_WAIT_DAYS * DAY - MINUTE);
    // The earlier tests' orders go now; this one waits a minute more.
    while ((await sweepOverdueOrders(db)) > 0);
    expect((await detail(s, o)).status).toBe('unpaid');
    const held = await stockLeft(db, bowl);

    advance(2 * MINUTE);
    const counts = await Promise.all([sweepOverdueOrders(db), sweepOverdueOrders(db)]);
    expect(counts[0]! + counts[1]!).toBe(1);
    const swept = await detail(s, o);
    expect(swept.status).toBe('cancelled');
    expect(swept.statusHistory.at(-1)).toMatchObject({ status: 'cancelled', note: EXPIRED_REPORT_NOTE });
    expect(await stockLeft(db, bowl)).toBe(held + 2);
    expect(await sweepOverdueOrders(db)).toBe(0);
    expect(await stockLeft(db, bowl)).toBe(held + 2);
  });

  test('one the shop confirms in time stays paid', async () => {
    const s = await shopper();
    const o = await newOrder(s, 'atm');
    expect((await report(s, o)).status).toBe(200);
    advance(untilDue(o) + DAY);
    await shopConfirms(o);
    advance(REPORTED_TRANSFER_WAIT_DAYS * DAY);
    expect(await sweepOverdueOrders(db)).toBe(0);
    expect((await detail(s, o)).status).toBe('processing');
  });
});
