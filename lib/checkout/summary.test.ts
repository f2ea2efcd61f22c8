import { summaryRows } from './summary';
import { quote } from './testFixtures';

test('goods and delivery only', () => {
  expect(summaryRows(quote())).toEqual([
    { key: 'goods', label: '商品小計', amount: 1000 },
    { key: 'delivery', label: '運費', amount: 100 },
  ]);
});

test('every discount, the fee and each balance used, in order', () => {
  const rows = summaryRows(
    quote({
      totalProductPrice: 2600,
      EcommerceOrderPromoByProducts: [
        { id: 7, name: '芝麻脆片 2 件折 40', productId: 3, times: 1, discount: 40 },
        { id: 8, name: '手工麵線 3 件折 60', productId: 4, times: 2, discount: 120 },
      ],
      EcommerceOrderPromoByOrders: [
        { id: 1, name: '全館滿 2,000 折 200', type: 'discount', discount: 200 },
        { id: 3, name: '全館滿 1,200 免運', type: 'freeShipping', discount: 100 },
      ],
      promoCode: { code: 'WELCOME100', name: '新會員折 100', discount: 100 },
      promoCodeDiscount: 100,
      originDeliveryPrice: 100,
      deliveryPrice: 0,
      paymentFee: 15,
      useCashbackPrice: 30,
      walletPrice: 20,
      externalWalletPrice: 10,
    }),
  );
  expect(rows.map((r) => [r.label, r.amount, r.was])).toEqual([
    ['商品小計', 2600, undefined],
    ['芝麻脆片 2 件折 40', -40, undefined],
    ['手工麵線 3 件折 60', -120, undefined],
    ['全館滿 2,000 折 200', -200, undefined],
    ['優惠碼（新會員折 100）', -100, undefined],
    ['運費（全館滿 1,200 免運）', 0, 100],
    ['付款手續費', 15, undefined],
    ['回饋金折抵', -30, undefined],
    ['購物金折抵', -20, undefined],
    ['外部錢包折抵', -10, undefined],
  ]);
});

test('a delivery free by its own threshold is struck through without a promotion name', () => {
  const delivery = summaryRows(quote({ originDeliveryPrice: 100, deliveryPrice: 0 })).find(
    (r) => r.key === 'delivery',
  );
  expect(delivery).toEqual({ key: 'delivery', label: '運費', amount: 0, was: 100 });
});
