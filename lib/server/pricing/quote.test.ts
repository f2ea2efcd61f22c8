import { DomainError } from '@/lib/server/kernel/errors';
import { STATUS_OF_KIND } from '@/lib/server/http/status';
import type { PromoCodeRule } from '../promotions/codeRules';
import type { PromotionRule } from '../promotions/rules';
import { quoteOrder, type PricedLine, type QuoteInput } from './quote';

const NOW = new Date('2026-11-23T04:00:00Z');

const line = (over: Partial<PricedLine> = {}): PricedLine => ({
  stockId: 1,
  productId: 1,
  nanoId: 'p-1',
  name: '粗陶飯碗',
  specName: '',
  image: null,
  quantity: 1,
  price: 500,
  originPrice: 500,
  useCashbackRate: 0.2,
  activity: null,
  inStock: 10,
  purchaseLimit: null,
  ...over,
});

const promo = (over: Partial<PromotionRule>): PromotionRule => ({
  id: 1,
  name: '促銷',
  kind: 'order_discount',
  minAmount: 0,
  minQuantity: 1,
  discount: 0,
  productId: null,
  enable: true,
  startsAt: null,
  endsAt: null,
  ...over,
});

const code = (over: Partial<PromoCodeRule> = {}): PromoCodeRule => ({
  id: 7,
  code: 'WELCOME100',
  name: '新會員折 100',
  discountType: 'amount',
  value: 100,
  minAmount: 0,
  usageLimit: null,
  perMemberLimit: null,
  usedCount: 0,
  enable: true,
  startsAt: null,
  endsAt: null,
  ...over,
});

const input = (over: Partial<QuoteInput> = {}): QuoteInput => ({
  lines: [line()],
  promotions: [],
  promoCode: null,
  delivery: { fee: 100, freeShippingThreshold: null },
  paymentType: 'COD',
  paymentFee: 0,
  requested: { wallet: 0, external: 0, cashback: 0 },
  balances: { wallet: 0, external: 0, cashback: 0 },
  cashback: { enabled: true, addRate: 0, ignoreProductIds: [] },
  now: NOW,
  ...over,
});

function refusal(fn: () => unknown): { status: number; message: string } {
  try {
    fn();
  } catch (error) {
    if (error instanceof DomainError) return { status: STATUS_OF_KIND[error.kind], message: error.message };
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('lines and totals', () => {
  test('prices come from the lines; the payable adds the delivery fee', () => {
    const { order } = quoteOrder(
      input({ lines: [line({ quantity: 2 }), line({ stockId: 2, productId: 2, price: 300 })] }),
    );
    expect(order.totalProductPrice).toBe(1300);
    expect(order.EcommerceOrderItems.map((i) => i.subtotal)).toEqual([1000, 300]);
    expect(order.deliveryPrice).toBe(100);
    expect(order.paymentPrice).toBe(1400);
  });

  test.each<[string, PricedLine[], number, string]>([
    ['no lines', [], 400, '商品已移除或無庫存，請重新選擇商品'],
    ['sold out', [line({ inStock: 0 })], 409, '商品已移除或無庫存，請重新選擇商品'],
    ['more than the stock', [line({ quantity: 4, inStock: 3 })], 409, '「粗陶飯碗」庫存不足，目前剩 3 件'],
    ['more than its 限購', [line({ quantity: 3, purchaseLimit: 2 })], 400, '「粗陶飯碗」每筆訂單限購 2 件'],
    [
      'two specs of one product beyond its 限購 together',
      [line({ quantity: 2, purchaseLimit: 3 }), line({ stockId: 2, quantity: 2, purchaseLimit: 3 })],
      400,
      '「粗陶飯碗」每筆訂單限購 3 件',
    ],
    [
      'beyond what an order may total',
      [line({ quantity: 999, price: 200_000, inStock: 1000 })],
      400,
      '訂單金額過大，請分開下單',
    ],
  ])('%s is refused', (_name, lines, status, message) => {
    expect(refusal(() => quoteOrder(input({ lines })))).toEqual({ status, message });
  });
});

describe('promotions by product: buy N, get a discount per full set', () => {
  const twoFor40 = promo({
    id: 3,
    name: '2 件折 40',
    kind: 'product_discount',
    productId: 1,
    minQuantity: 2,
    discount: 40,
  });
  test.each<[number, number, number]>([
    [1, 0, 0],
    [2, 40, 1],
    [3, 40, 1],
    [4, 80, 2],
  ])('%i units → %i off (%i sets)', (quantity, discount, times) => {
    const { order } = quoteOrder(input({ lines: [line({ quantity, price: 180 })], promotions: [twoFor40] }));
    expect(order.promoByProductDiscount).toBe(discount);
    expect(order.EcommerceOrderPromoByProducts).toEqual(
      times ? [{ id: 3, name: '2 件折 40', productId: 1, times, discount }] : [],
    );
  });

  test('quantities of one product across specs add up, and one unit short is prompted', () => {
    const lines = [line({ quantity: 1 }), line({ stockId: 2, quantity: 1 })];
    expect(quoteOrder(input({ lines, promotions: [twoFor40] })).order.promoByProductDiscount).toBe(40);
    const short = quoteOrder(input({ lines: [line()], promotions: [twoFor40] }));
    expect(short.promptMessages).toEqual([
      {
        type: 'promoByProduct',
        requirementLogics: 'quantity',
        ecommercePromoRequirements: [{ name: '2 件折 40', required: 2, current: 1, missing: 1 }],
        message: '「粗陶飯碗」再買 1 件即可享「2 件折 40」',
      },
    ]);
  });

  test('two promotions on one product do not stack: the better applies, the next tier is prompted', () => {
    const fourFor150 = promo({
      id: 4,
      name: '4 件折 150',
      kind: 'product_discount',
      productId: 1,
      minQuantity: 4,
      discount: 150,
    });
    const two = quoteOrder(
      input({ lines: [line({ quantity: 2, price: 180 })], promotions: [twoFor40, fourFor150] }),
    );
    expect(two.order.EcommerceOrderPromoByProducts.map((p) => [p.name, p.discount])).toEqual([
      ['2 件折 40', 40],
    ]);
    expect(two.promptMessages.map((p) => p.message)).toEqual(['「粗陶飯碗」再買 2 件即可享「4 件折 150」']);
    const four = quoteOrder(
      input({ lines: [line({ quantity: 4, price: 180 })], promotions: [twoFor40, fourFor150] }),
    );
    // 2 × 40 = 80 from the first, 150 from the second: the second alone.
    expect(four.order.EcommerceOrderPromoByProducts.map((p) => [p.name, p.discount])).toEqual([
      ['4 件折 150', 150],
    ]);
  });

  test('a discount never exceeds what the product costs', () => {
    const big = { ...twoFor40, discount: 5000 };
    expect(
      quoteOrder(input({ lines: [line({ quantity: 2 })], promotions: [big] })).order.promoByProductDiscount,
    ).toBe(1000);
  });
});

describe('promotions by order', () => {
  const tiers = [
    promo({ id: 1, name: '滿 2,000 折 200', minAmount: 2000, discount: 200 }),
    promo({ id: 2, name: '滿 3,500 折 500', minAmount: 3500, discount: 500 }),
  ];
  test.each<[number, number, string | null]>([
    [1500, 0, '再買 NT$500 即可享「滿 2,000 折 200」'],
    [2000, 200, '再買 NT$1,500 即可享「滿 3,500 折 500」'],
    [3499, 200, '再買 NT$1 即可享「滿 3,500 折 500」'],
    [3500, 500, null],
  ])('goods of %i → %i off', (price, discount, prompt) => {
    const r = quoteOrder(input({ lines: [line({ price })], promotions: tiers }));
    expect(r.order.promoByOrderDiscount).toBe(discount);
    expect(r.promptMessages.filter((p) => p.type === 'promoByOrder').map((p) => p.message)).toEqual(
      prompt ? [prompt] : [],
    );
  });

  test('promotions out of their window or switched off do not apply', () => {
    const off = [
      promo({ discount: 100, enable: false }),
      promo({ discount: 100, endsAt: new Date('2026-11-23T04:00:00Z') }),
      promo({ discount: 100, startsAt: new Date('2026-11-24T00:00:00Z') }),
    ];
    expect(quoteOrder(input({ promotions: off })).order.promoByOrderDiscount).toBe(0);
  });

  test('order discounts are measured after product promotions', () => {
    const r = quoteOrder(
      input({
        lines: [line({ quantity: 4, price: 500 })],
        promotions: [
          tiers[0]!,
          promo({
            id: 9,
            name: '2 件折 100',
            kind: 'product_discount',
            productId: 1,
            minQuantity: 2,
            discount: 100,
          }),
        ],
      }),
    );
    // 2,000 − 200 by product = 1,800: short of the 2,000 tier.
    expect(r.order.promoByProductDiscount).toBe(200);
    expect(r.order.promoByOrderDiscount).toBe(0);
  });
});

describe('delivery fee and free shipping', () => {
  const freeAt1200 = promo({ id: 5, name: '滿 1,200 免運', kind: 'order_free_shipping', minAmount: 1200 });
  test.each<[string, number, QuoteInput['delivery'], PromotionRule[], number, string | null]>([
    [
      'below every threshold',
      1000,
      { fee: 100, freeShippingThreshold: 1500 },
      [freeAt1200],
      100,
      '再買 NT$200 即可免運',
    ],
    ['by the promotion', 1200, { fee: 100, freeShippingThreshold: 1500 }, [freeAt1200], 0, null],
    ['by the delivery threshold', 1500, { fee: 100, freeShippingThreshold: 1500 }, [], 0, null],
    ['threshold only', 1000, { fee: 60, freeShippingThreshold: 1500 }, [], 60, '再買 NT$500 即可免運'],
    ['no threshold, no promotion', 1000, { fee: 60, freeShippingThreshold: null }, [], 60, null],
    ['a free delivery needs no prompt', 100, { fee: 0, freeShippingThreshold: null }, [freeAt1200], 0, null],
  ])('%s', (_name, price, delivery, promotions, fee, prompt) => {
    const r = quoteOrder(input({ lines: [line({ price })], delivery, promotions }));
    expect(r.order.deliveryPrice).toBe(fee);
    expect(r.promptMessages.filter((p) => p.type === 'freeShipping').map((p) => p.message)).toEqual(
      prompt ? [prompt] : [],
    );
  });

  test('free shipping by promotion is listed with the fee it waived', () => {
    const r = quoteOrder(input({ lines: [line({ price: 1300 })], promotions: [freeAt1200] }));
    expect(r.order.originDeliveryPrice).toBe(100);
    expect(r.order.EcommerceOrderPromoByOrders).toEqual([
      { id: 5, name: '滿 1,200 免運', type: 'freeShipping', discount: 100 },
    ]);
  });

  test('the threshold counts the goods after discounts', () => {
    const r = quoteOrder(
      input({
        lines: [line({ price: 1550 })],
        delivery: { fee: 100, freeShippingThreshold: 1500 },
        promoCode: { typed: 'welcome100', rule: code(), memberUses: 0 },
      }),
    );
    expect(r.order.promoCodeDiscount).toBe(100);
    expect(r.order.deliveryPrice).toBe(100);
  });

  test('without a delivery chosen there is no fee yet', () => {
    expect(quoteOrder(input({ delivery: null })).order.deliveryPrice).toBe(0);
  });
});

describe('promo codes', () => {
  test.each<[string, Partial<PromoCodeRule> | null, number, number, number, string | null]>([
    ['fixed amount', {}, 500, 0, 100, null],
    ['percent, rounded down', { discountType: 'percent', value: 15 }, 999, 0, 149, null],
    ['never more than the goods', { value: 900 }, 500, 0, 500, null],
    ['unknown code', null, 500, 0, 0, '查無此優惠碼'],
    ['switched off', { enable: false }, 500, 0, 0, '此優惠碼目前無法使用'],
    ['not started', { startsAt: new Date('2026-12-01T00:00:00Z') }, 500, 0, 0, '此優惠碼尚未開始'],
    ['ended', { endsAt: new Date('2026-11-01T00:00:00Z') }, 500, 0, 0, '此優惠碼已過期'],
    ['below its minimum', { minAmount: 1000 }, 999, 0, 0, '未達優惠碼最低消費 NT$1,000'],
    ['at its minimum', { minAmount: 1000 }, 1000, 0, 100, null],
    ['used up', { usageLimit: 10, usedCount: 10 }, 500, 0, 0, '此優惠碼已兌換完畢'],
    ['member limit reached', { perMemberLimit: 1 }, 500, 1, 0, '您已達此優惠碼的使用次數上限'],
    ['member under the limit', { perMemberLimit: 2 }, 500, 1, 100, null],
  ])('%s', (_name, rule, price, memberUses, discount, message) => {
    const r = quoteOrder(
      input({
        lines: [line({ price })],
        promoCode: { typed: 'x', rule: rule ? code(rule) : null, memberUses },
      }),
    );
    expect(r.order.promoCodeDiscount).toBe(discount);
    expect(r.promoCodeMessage).toBe(message);
    expect(r.order.promoCode).toEqual(
      message ? null : { code: 'WELCOME100', name: '新會員折 100', discount },
    );
  });

  test('the minimum counts the goods after the automatic promotions', () => {
    const r = quoteOrder(
      input({
        lines: [line({ price: 2100 })],
        promotions: [promo({ minAmount: 2000, discount: 200 })],
        promoCode: { typed: 'x', rule: code({ minAmount: 2000 }), memberUses: 0 },
      }),
    );
    expect(r.promoCodeMessage).toBe('未達優惠碼最低消費 NT$2,000');
  });
});

describe('cashback, wallets and what is left to pay', () => {
  const rich = { wallet: 5000, external: 5000, cashback: 5000 };
  test.each<[string, Partial<QuoteInput>, number]>([
    [
      'each line’s rate share, rounded down per line',
      {
        lines: [
          line({ price: 333, useCashbackRate: 0.1 }),
          line({ stockId: 2, productId: 2, price: 500, useCashbackRate: 0.25 }),
        ],
      },
      33 + 125,
    ],
    ['the member’s balance', { balances: { ...rich, cashback: 40 } }, 40],
    ['a rate of 0', { lines: [line({ useCashbackRate: 0 })] }, 0],
    ['cashback switched off', { cashback: { enabled: false, addRate: 0, ignoreProductIds: [] } }, 0],
  ])('most usable: %s', (_name, over, max) => {
    expect(quoteOrder(input({ balances: rich, ...over })).order.maxUseCashbackPrice).toBe(max);
  });

  test.each([
    [0, '使用回饋金金額不可超過 0 元'],
    [100, '使用回饋金金額不可超過 100 元'],
  ])('asking for more than %i is refused with the spec’s message', (max, message) => {
    const over = input({
      balances: { ...rich, cashback: max },
      requested: { wallet: 0, external: 0, cashback: max + 1 },
    });
    expect(refusal(() => quoteOrder(over))).toEqual({ status: 400, message });
  });

  test('cashback, then wallet, then external wallet; the rest is paymentPrice', () => {
    const { order } = quoteOrder(
      input({ balances: rich, requested: { cashback: 100, wallet: 300, external: 50 } }),
    );
    // 500 goods − 100 cashback + 100 delivery = 500; − 300 wallet − 50 external.
    expect(order.paymentPrice).toBe(150);
    expect([order.useCashbackPrice, order.walletPrice, order.externalWalletPrice]).toEqual([100, 300, 50]);
  });

  test.each<[string, Partial<QuoteInput['requested']>, Partial<QuoteInput['balances']>, string]>([
    ['wallet above its balance', { wallet: 201 }, { wallet: 200 }, '使用購物金金額不可超過 200 元'],
    ['wallet above the total', { wallet: 601 }, {}, '使用購物金金額不可超過 600 元'],
    [
      'external wallet above what is left',
      { wallet: 550, external: 51 },
      {},
      '使用外部錢包金額不可超過 50 元',
    ],
  ])('%s is refused', (_name, requested, balances, message) => {
    const over = input({
      balances: { ...rich, ...balances },
      requested: { wallet: 0, external: 0, cashback: 0, ...requested },
    });
    expect(refusal(() => quoteOrder(over))).toEqual({ status: 400, message });
  });

  test('paying everything with the wallet leaves 0 to pay: free mode', () => {
    const r = quoteOrder(
      input({ paymentType: 'free', balances: rich, requested: { wallet: 600, external: 0, cashback: 0 } }),
    );
    expect(r.order.paymentPrice).toBe(0);
  });

  test.each<[QuoteInput['paymentType']]>([['free'], [null]])(
    'something to pay with payment %s is 未選擇付款方式(paymentType)',
    (paymentType) => {
      expect(refusal(() => quoteOrder(input({ paymentType })))).toEqual({
        status: 400,
        message: '未選擇付款方式(paymentType)',
      });
    },
  );

  test('the Ibon fee is added to what is paid, and dropped in free mode', () => {
    expect(quoteOrder(input({ paymentType: 'Ibon', paymentFee: 15 })).order.paymentPrice).toBe(615);
    const free = quoteOrder(
      input({
        paymentType: 'free',
        paymentFee: 15,
        balances: rich,
        requested: { wallet: 600, external: 0, cashback: 0 },
      }),
    );
    expect(free.order.paymentFee).toBe(0);
  });
});

describe('cashback earned', () => {
  const earning = { enabled: true, addRate: 0.02, ignoreProductIds: [] as number[] };
  test.each<[string, Partial<QuoteInput>, number]>([
    ['addRate of the goods', { lines: [line({ price: 1000 })] }, 20],
    [
      'not on delivery fees',
      { lines: [line({ price: 1000 })], delivery: { fee: 500, freeShippingThreshold: null } },
      20,
    ],
    [
      'not on ignored products',
      {
        lines: [line({ price: 1000 }), line({ stockId: 2, productId: 2, price: 1000 })],
        cashback: { ...earning, ignoreProductIds: [2] },
      },
      20,
    ],
    [
      'after discounts',
      { lines: [line({ price: 1000 })], promotions: [promo({ minAmount: 1000, discount: 500 })] },
      10,
    ],
    [
      'after the cashback used',
      {
        lines: [line({ price: 1000 })],
        balances: { wallet: 0, external: 0, cashback: 500 },
        requested: { wallet: 0, external: 0, cashback: 200 },
      },
      16,
    ],
    ['rounded down', { lines: [line({ price: 49 })] }, 0],
    [
      'none when switched off',
      { lines: [line({ price: 1000 })], cashback: { ...earning, enabled: false } },
      0,
    ],
  ])('%s', (_name, over, earned) => {
    expect(quoteOrder(input({ cashback: earning, ...over })).order.addCashback).toBe(earned);
  });
});
