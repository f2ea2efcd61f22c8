import type { OrderQuote } from '@/lib/api/contract';
import { amountRows, orderTotal } from './amounts';

type Amounts = Parameters<typeof amountRows>[0];

const plain: Amounts = {
  EcommerceOrderPromoByOrders: [],
  EcommerceOrderPromoByProducts: [],
  promoCode: null,
  totalProductPrice: 1200,
  promoByProductDiscount: 0,
  promoByOrderDiscount: 0,
  promoCodeDiscount: 0,
  originDeliveryPrice: 100,
  deliveryPrice: 100,
  paymentFee: 0,
  useCashbackPrice: 0,
  walletPrice: 0,
  externalWalletPrice: 0,
  paymentPrice: 1300,
};

const promoByOrder = (
  id: number,
  name: string,
  type: 'discount' | 'freeShipping',
  discount: number,
): OrderQuote['EcommerceOrderPromoByOrders'][number] => ({ id, name, type, discount });

/** A row as read on screen: label, signed amount, and the struck-through fee with its reason. */
const text = (r: ReturnType<typeof amountRows>[number]) =>
  [r.label, r.amount, r.was === undefined ? '' : `~${r.was}~`, r.note ?? ''].join(' ').trim();

test.each<[string, Partial<Amounts>, string[]]>([
  ['goods and delivery', {}, ['商品小計 1200', '運費 100', '應付金額 1300']],
  [
    'a delivery that costs nothing is not struck through',
    { originDeliveryPrice: 0, deliveryPrice: 0, paymentPrice: 1200 },
    ['商品小計 1200', '運費 0', '應付金額 1200'],
  ],
  [
    'each product promotion by name',
    {
      EcommerceOrderPromoByProducts: [
        { id: 1, name: '咖啡豆第二包折 50', productId: 7, times: 1, discount: 50 },
        { id: 2, name: '濾掛三入組折 30', productId: 8, times: 2, discount: 60 },
      ],
      promoByProductDiscount: 110,
      paymentPrice: 1190,
    },
    ['商品小計 1200', '咖啡豆第二包折 50 -50', '濾掛三入組折 30 -60', '運費 100', '應付金額 1190'],
  ],
  [
    'the order promotion, the promo code by its code, and delivery waived by a promotion',
    {
      EcommerceOrderPromoByOrders: [
        promoByOrder(1, '滿千折百', 'discount', 100),
        promoByOrder(2, '滿額免運', 'freeShipping', 100),
      ],
      promoByOrderDiscount: 100,
      promoCode: { code: 'SPRING', name: '春季優惠', discount: 30 },
      promoCodeDiscount: 30,
      deliveryPrice: 0,
      paymentPrice: 1070,
    },
    ['商品小計 1200', '滿千折百 -100', '優惠碼（SPRING） -30', '運費 0 ~100~ 滿額免運', '應付金額 1070'],
  ],
  [
    "delivery waived by the delivery's own threshold",
    { deliveryPrice: 0, paymentPrice: 1200 },
    ['商品小計 1200', '運費 0 ~100~', '應付金額 1200'],
  ],
  [
    'the payment fee',
    { paymentFee: 15, paymentPrice: 1315 },
    ['商品小計 1200', '運費 100', '付款手續費 15', '應付金額 1315'],
  ],
  [
    'cashback and both wallets, in that order',
    { useCashbackPrice: 100, walletPrice: 200, externalWalletPrice: 50, paymentPrice: 950 },
    ['商品小計 1200', '運費 100', '回饋金折抵 -100', '購物金折抵 -200', '外部錢包折抵 -50', '應付金額 950'],
  ],
  [
    'balances that cover everything',
    { walletPrice: 1300, paymentPrice: 0 },
    ['商品小計 1200', '運費 100', '購物金折抵 -1300', '應付金額 0'],
  ],
])('%s', (_, change, expected) => {
  const rows = amountRows({ ...plain, ...change });
  expect(rows.map(text)).toEqual(expected);
  // Only the last line is what is left to pay, and the lines above add up to it.
  expect(rows.map((r) => r.kind)).toEqual([...expected.slice(1).map(() => 'line'), 'due']);
  const lines = rows.filter((r) => r.kind === 'line').reduce((sum, r) => sum + r.amount, 0);
  expect(lines).toBe(rows.at(-1)!.amount);
});

test.each<[Partial<Amounts>, number]>([
  [{}, 1300],
  [{ useCashbackPrice: 100, walletPrice: 200, externalWalletPrice: 50, paymentPrice: 950 }, 1300],
  [{ walletPrice: 1300, paymentPrice: 0 }, 1300],
])('the order amount before balances (%j) is %i', (change, total) => {
  expect(orderTotal({ ...plain, ...change })).toBe(total);
});
