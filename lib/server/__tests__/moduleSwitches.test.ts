/** @jest-environment node */
import { count, eq } from 'drizzle-orm';
import { POST as memberToken } from '@/app/api-client/[shopId]/member/memberToken/route';
import { GET as lineAuthParams } from '@/app/api-client/[shopId]/member/getLineAuthParams/route';
import { ECOMMERCE_MODULE, OrderCheckSchema } from '@/lib/api/contract';
import { closeDb } from '@/lib/server/db/client';
import { orders, shops } from '@/lib/server/db/schema';
import { setModule } from '@/lib/server/shops/moduleSwitch';
import { MODULE_CLOSED } from '@/lib/server/shops/modules';
import { bearer, get, newUser, post } from './authHelpers';
import { expectError } from './helpers';
import { credit, deliveryId, order, pre, RECEIVER } from './orderHelpers';
import { bowl, db, ids, newOrder, payInfo, setUpPayments, shopper } from './paymentHelpers';

/**
 * The shop's switches hold on the shop API, not only in the storefront that hides what is off: a
 * scripted order, payment or sign-in against a switched-off module is refused with the shop's message.
 */
let home: number;

beforeAll(async () => {
  process.env.STOREFRONT_DEMO_MODE = '1';
  await setUpPayments();
  home = await deliveryId(ids.s1, '宅配到府');
}, 60_000);

afterAll(async () => {
  delete process.env.STOREFRONT_DEMO_MODE;
  await closeDb();
});

/** Runs `body` with shop 1's module off, and switches it back on whatever happens. */
async function withModuleOff(module: string, body: () => Promise<void>): Promise<void> {
  const flip = (enabled: boolean) =>
    setModule(db, { host: 'localhost', module: module as typeof ECOMMERCE_MODULE, enabled });
  await flip(false);
  try {
    await body();
  } finally {
    await flip(true);
  }
}

const basket = (over: object = {}) => ({
  productStocks: [{ id: bowl, quantity: 1 }],
  delivery: home,
  paymentType: 'newebpay' as const,
  ...RECEIVER,
  ...over,
});

describe('online shopping switched off', () => {
  test('the pre-check, a new order and a payment start are refused with 403, and no order is made', async () => {
    const s = await shopper();
    const waiting = await newOrder(s, 'newebpay');
    const ordersNow = async () => (await db.select({ n: count() }).from(orders))[0]!.n;
    const before = await ordersNow();
    await withModuleOff(ECOMMERCE_MODULE, async () => {
      expect(expectError(await pre(s, basket()), 403)).toBe(MODULE_CLOSED.ecommerce);
      expect(expectError(await order(s, basket()), 403)).toBe(MODULE_CLOSED.ecommerce);
      expect(expectError(await payInfo(s, waiting), 403)).toBe(MODULE_CLOSED.ecommerce);
    });
    expect(await ordersNow()).toBe(before);
    // Back on, the same shopper orders as before.
    expect((await order(s, basket())).status).toBe(200);
  });
});

describe('members switched off', () => {
  test('a user cannot become or sign in as a member of the shop, by token or through LINE', async () => {
    await withModuleOff('member', async () => {
      const userToken = await newUser(await shopOrg());
      expect(expectError(await post(memberToken, { shopId: ids.s1 }, {}, bearer(userToken)), 403)).toBe(
        MODULE_CLOSED.member,
      );
      expect(expectError(await get(lineAuthParams, { shopId: ids.s1 }), 403)).toBe(MODULE_CLOSED.member);
    });
  });
});

describe('cashback switched off', () => {
  test('none is earned and none can be spent, while the setting still says on', async () => {
    const s = await shopper();
    await credit(db, s, { cashback: 200 });
    const earnedOn = OrderCheckSchema.parse((await pre(s, basket())).body).order.addCashback;
    expect(earnedOn).toBeGreaterThan(0);
    await withModuleOff('cashback', async () => {
      const check = OrderCheckSchema.parse((await pre(s, basket())).body).order;
      expect(check).toMatchObject({ addCashback: 0, maxUseCashbackPrice: 0 });
      expectError(await pre(s, basket({ useCashbackPrice: 50 })), 400);
      expectError(await order(s, basket({ useCashbackPrice: 50 })), 400);
    });
  });
});

async function shopOrg(): Promise<string> {
  const [row] = await db
    .select({ orgId: shops.orgId })
    .from(shops)
    .where(eq(shops.id, Number(ids.s1)));
  return String(row!.orgId);
}
