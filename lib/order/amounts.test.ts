import type { OrderQuote } from '@/lib/api/contract';
import { balanceRows, orderAmountRows, orderTotal } from './amounts';

type Amounts = Parameters<typeof orderAmountRows>[0];

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
  addCashback: 0,
};

const promoByOrder = (
  name: string,
  type: 'discount' | 'freeShipping',
  discount: number,
): OrderQuote['EcommerceOrderPromoByOrders'][number] => ({ id: name.length, name, type, discount });

const rows = (o: Amounts) =>
  orderAmountRows(o).map((r) => `${r.label} ${r.kind === 'discount' ? '-' : ''}${r.amount}`);

test.each<[string, Partial<Amounts>, string[]]>([
  ['goods and delivery', {}, ['商品總額 1200', '運費 100']],
  [
    'free delivery still shows the fee',
    { originDeliveryPrice: 0, deliveryPrice: 0 },
    ['商品總額 1200', '運費 0'],
  ],
  [
    'each product promotion by name',
    {
      EcommerceOrderPromoByProducts: [
        { id: 1, name: '咖啡豆第二包折 50', productId: 7, times: 1, discount: 50 },
        { id: 2, name: '濾掛三入組折 30', productId: 8, times: 2, discount: 60 },
      ],
      promoByProductDiscount: 110,
    },
    ['商品總額 1200', '咖啡豆第二包折 50 -50', '濾掛三入組折 30 -60', '運費 100'],
  ],
  [
    'a product discount total without its promotions',
    { promoByProductDiscount: 80 },
    ['商品總額 1200', '商品優惠 -80', '運費 100'],
  ],
  [
    'order discount, promo code and a free-shipping promotion',
    {
      EcommerceOrderPromoByOrders: [
        promoByOrder('滿千折百', 'discount', 100),
        promoByOrder('滿額免運', 'freeShipping', 100),
      ],
      promoByOrderDiscount: 100,
      promoCode: { code: 'SPRING', name: '春季優惠', discount: 30 },
      promoCodeDiscount: 30,
      deliveryPrice: 0,
    },
    ['商品總額 1200', '滿千折百 -100', '優惠碼 SPRING -30', '運費 100', '滿額免運 -100'],
  ],
  [
    "a delivery's own free-shipping threshold",
    { deliveryPrice: 0 },
    ['商品總額 1200', '運費 100', '免運優惠 -100'],
  ],
  [
    'an order discount total without its promotions',
    { promoByOrderDiscount: 50 },
    ['商品總額 1200', '滿額優惠 -50', '運費 100'],
  ],
  [
    'a free-shipping promotion alone does not add an order discount',
    {
      EcommerceOrderPromoByOrders: [promoByOrder('滿額免運', 'freeShipping', 100)],
      promoByOrderDiscount: 100,
      deliveryPrice: 0,
    },
    ['商品總額 1200', '運費 100', '滿額免運 -100'],
  ],
  ['Ibon fee', { paymentFee: 15 }, ['商品總額 1200', '運費 100', '付款手續費 15']],
  [
    'zero discounts are left out',
    { EcommerceOrderPromoByOrders: [promoByOrder('滿千折百', 'discount', 0)] },
    ['商品總額 1200', '運費 100'],
  ],
])('%s', (_, change, expected) => {
  expect(rows({ ...plain, ...change })).toEqual(expected);
});

test.each<[string, Partial<Amounts>, string[], number]>([
  ['nothing from balances', {}, [], 1300],
  [
    'cashback and both wallets',
    { useCashbackPrice: 100, walletPrice: 200, externalWalletPrice: 50, paymentPrice: 950 },
    ['回饋金折抵 -100', '購物金折抵 -200', '外部購物金折抵 -50'],
    1300,
  ],
  ['balances cover it all', { walletPrice: 1300, paymentPrice: 0 }, ['購物金折抵 -1300'], 1300],
])('%s', (_, change, expected, total) => {
  const o = { ...plain, ...change };
  expect(balanceRows(o).map((r) => `${r.label} -${r.amount}`)).toEqual(expected);
  expect(orderTotal(o)).toBe(total);
});
