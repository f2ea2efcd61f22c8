import { MemberStorageSchema, type CreateOrderInput } from '@/lib/api/contract';
import { checkoutInfoFrom, rememberCheckout, type CheckoutInfoInput } from './history';

const order: CreateOrderInput = {
  productStocks: [{ id: 1, quantity: 2 }],
  promoCodeCode: 'WELCOME100',
  paymentType: 'atm',
  walletPrice: 0,
  externalWalletPrice: 0,
  useCashbackPrice: 30,
  delivery: 3,
  deliveryBranchId: 32,
  deliveryAt: 870,
  receiver: '王小明',
  phone: '0912345678',
  address: null,
  userEmail: 'ming@example.com',
  storeID: null,
  ecpayMapToken: null,
  invoice: {
    type: 'B2C',
    carrierType: 'member',
    carrierNum: null,
    customerAddress: null,
    customerEmail: null,
  },
  info: { userName: '王小明', userPhone: '0912345678', userEmail: null },
  note: '謝謝',
  expectedPaymentPrice: 870,
};

test('an order keeps its choices and receiver for next time, not its goods or amounts', () => {
  expect(checkoutInfoFrom(order)).toEqual({
    delivery: 3,
    paymentType: 'atm',
    receiver: '王小明',
    phone: '0912345678',
    userEmail: 'ming@example.com',
    address: null,
    invoice: order.invoice,
    info: order.info,
    note: '謝謝',
    ecpayMapToken: null,
    deliveryBranchId: 32,
  });
});

describe('rememberCheckout', () => {
  const info = (receiver: string): CheckoutInfoInput => ({ ...checkoutInfoFrom(order), receiver });
  // As the shop gives a saved checkout back.
  const stored = (receiver: string) =>
    MemberStorageSchema.shape.checkoutInfos.def.element.parse({
      ...info(receiver),
      deliveryCVS: { CVSStoreID: '1', CVSStoreName: '店' },
    });

  test('the new one comes first and only 5 are kept', () => {
    const history = ['一', '二', '三', '四', '五'].map(stored);
    expect(rememberCheckout(history, info('新')).map((i) => i.receiver)).toEqual([
      '新',
      '一',
      '二',
      '三',
      '四',
    ]);
  });

  test('an identical older one is dropped instead of repeated, whatever its key order', () => {
    const older = stored('一');
    const reordered = Object.fromEntries(Object.entries(info('一')).reverse()) as CheckoutInfoInput;
    expect(rememberCheckout([stored('二'), older], reordered).map((i) => i.receiver)).toEqual(['一', '二']);
  });

  test('the store a map token resolved to is not saved back', () => {
    const [, kept] = rememberCheckout([stored('一')], info('新'));
    expect(kept).not.toHaveProperty('deliveryCVS');
  });

  test('a first checkout is the only one', () =>
    expect(rememberCheckout([], info('新'))).toEqual([info('新')]));
});
