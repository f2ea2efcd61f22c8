/** @jest-environment node */
import { CHECKOUT_ERROR_CODES } from '@/lib/api/contract';
import { closeDb, type Db } from '@/lib/server/db/client';
import { setProductRemoved } from '@/lib/server/testHooks/catalog';
import { testDb } from '@/lib/server/testing/db';
import { expectError, shopIds, type ShopIds } from './helpers';
import { checked, deliveryId, deliveryNamed, newShopper, pre, stockIds } from './orderHelpers';

let db: Db;
let ids: ShopIds;
let home: number;
let bowl: number;
let crisp: number;

beforeAll(async () => {
  db = await testDb();
  ids = await shopIds();
  home = await deliveryId(ids.s1, '宅配到府');
  [bowl] = (await stockIds(ids.s1, 'p-rice-bowl')) as [number];
  [crisp] = (await stockIds(ids.s1, 'p-sesame-crisp')) as [number];
}, 60_000);

afterAll(() => closeDb());

const shopper = () => newShopper(db, 'localhost', ids.s1);

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

  test('the spec’s pre-check messages, with the codes the storefront acts on', async () => {
    const s = await shopper();
    const base = { productStocks: bowls(1), delivery: home };
    const codeOf = (reply: { body: unknown }) => (reply.body as { code: string }).code;
    const noPayment = await pre(s, { ...base, paymentType: 'free' });
    expect(expectError(noPayment, 400)).toBe('未選擇付款方式(paymentType)');
    expect(codeOf(noPayment)).toBe(CHECKOUT_ERROR_CODES.noPaymentType);
    const noCashback = await pre(s, { ...base, paymentType: 'COD', useCashbackPrice: 1 });
    expect(expectError(noCashback, 400)).toBe('使用回饋金金額不可超過 0 元');
    expect(codeOf(noCashback)).toBe(CHECKOUT_ERROR_CODES.noCashback);
    const noWallet = await pre(s, { ...base, paymentType: 'COD', walletPrice: 1 });
    expect(expectError(noWallet, 400)).toBe('使用購物金金額不可超過 0 元');
    expect(codeOf(noWallet)).toBe('invalid');
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

  test('the full body of spec §7 is taken, for a home delivery and for a store pickup', async () => {
    const s = await shopper();
    const receiver = { receiver: '林美玲', phone: '0987654321', userEmail: 'mei@example.com' };
    const home = await deliveryNamed(ids.s1, '宅配到府');
    const pickup = await deliveryNamed(ids.s1, '門市自取');
    const common = {
      productStocks: bowls(2),
      promoCodeCode: 'WELCOME100',
      paymentType: 'atm' as const,
      walletPrice: 0,
      externalWalletPrice: 0,
      useCashbackPrice: 0,
      ...receiver,
    };
    const homeCheck = checked(
      await pre(s, {
        ...common,
        delivery: home.id,
        address: '台北市大安區忠孝東路四段 100 號',
        deliveryBranchId: null,
        deliveryAt: null,
      }),
    );
    expect([homeCheck.order.deliveryPrice, homeCheck.order.paymentPrice]).toEqual([100, 720]);
    const pickupCheck = checked(
      await pre(s, {
        ...common,
        delivery: pickup.id,
        address: null,
        deliveryBranchId: pickup.EcommerceDeliveryBranches[0]!.id,
        deliveryAt: 14 * 60 + 30,
      }),
    );
    expect(pickupCheck.order.deliveryPrice).toBe(pickup.fee);
  });

  test.each<[string, object, string]>([
    ['userEmail', { userEmail: 'not-an-email' }, '請輸入正確的電子郵件'],
    ['address', { address: '台'.repeat(201) }, '地址最多 200 個字'],
    ['receiver', { receiver: '林'.repeat(51) }, '收件人姓名最多 50 個字'],
    ['phone', { phone: '0'.repeat(21) }, '手機號碼格式不正確'],
    ['deliveryBranchId', { deliveryBranchId: 'north' }, '編號必須是正整數'],
    ['deliveryAt', { deliveryAt: 24 * 60 }, '取貨時間不正確'],
    ['deliveryAt', { deliveryAt: '14:30' }, '取貨時間不正確'],
  ])('a malformed %s is refused with a 400 that names it', async (field, bad, message) => {
    const s = await shopper();
    const reply = await pre(s, { productStocks: bowls(1), delivery: home, paymentType: 'COD', ...bad });
    expect(expectError(reply, 400)).toBe(`參數 ${field} 不正確：${message}`);
  });

  test('members only, and only the shop’s own', async () => {
    const s = await shopper();
    const anonymous = { ...s, token: 'not-a-token' };
    expectError(await pre(anonymous, { productStocks: bowls(1) }), 401);
    expectError(await pre({ ...s, shopId: ids.s2 }, { productStocks: bowls(1) }), 401);
  });
});
