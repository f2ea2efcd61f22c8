import type { Delivery, OrderCheck, OrderQuote, PaymentType } from '@/lib/api/contract';
import type { CartLine } from '@/lib/cart/line';
import { checkoutReducer, initialCheckoutState } from './state';
import type { CheckoutState, SavedCheckoutInfo } from './types';

/** Shared fixtures of the checkout tests: a shop's deliveries and payments, quotes and cart lines. */

const delivery = (over: Partial<Delivery> & Pick<Delivery, 'id' | 'name' | 'type'>): Delivery => ({
  subType: null,
  fee: 100,
  freeShippingThreshold: null,
  enable: true,
  allowCollection: true,
  EcommerceDeliveryBranches: [],
  ...over,
});

export const HOME = delivery({ id: 1, name: '宅配到府', type: 'home' });
export const CVS = delivery({ id: 2, name: '7-11 超商取貨', type: 'cvs', subType: 'UNIMART', fee: 60 });
export const STORE = delivery({
  id: 3,
  name: '門市自取',
  type: 'store',
  fee: 0,
  EcommerceDeliveryBranches: [
    {
      id: 31,
      name: '台北信義門市',
      address: '台北市信義區松高路 11 號',
      openTime: '11:00',
      closeTime: '21:30',
    },
    {
      id: 32,
      name: '台南神農街門市',
      address: '台南市中西區神農街 94 號',
      openTime: '10:00',
      closeTime: '18:00',
    },
  ],
});
/** Enable null counts as enabled; this one cannot collect cash. */
export const COLD = delivery({ id: 4, name: '冷藏宅配', type: 'home', enable: null, allowCollection: false });
export const OFF = delivery({ id: 5, name: '停用的宅配', type: 'home', enable: false });
export const DELIVERIES = [HOME, CVS, STORE, COLD, OFF];
export const PAYMENTS: PaymentType[] = ['COD', 'atm', 'newebpay', 'Ibon'];

export function loadedState(
  history: SavedCheckoutInfo[] = [],
  over: Partial<CheckoutState> = {},
  { deliveries = DELIVERIES, payments = PAYMENTS } = {},
): CheckoutState {
  const state = checkoutReducer(initialCheckoutState, {
    type: 'loaded',
    deliveries,
    payments,
    history,
    member: null,
  });
  return { ...state, ...over };
}

function quote(over: Partial<OrderQuote> = {}): OrderQuote {
  return {
    EcommerceOrderItems: [],
    EcommerceOrderPromoByOrders: [],
    EcommerceOrderPromoByProducts: [],
    promoCode: null,
    totalProductPrice: 1000,
    promoByProductDiscount: 0,
    promoByOrderDiscount: 0,
    promoCodeDiscount: 0,
    originDeliveryPrice: 100,
    deliveryPrice: 100,
    paymentFee: 0,
    useCashbackPrice: 0,
    walletPrice: 0,
    externalWalletPrice: 0,
    paymentPrice: 1100,
    maxUseCashbackPrice: 0,
    cashbackBalance: 0,
    walletBalance: 0,
    externalWalletBalance: 0,
    addCashback: 0,
    ...over,
  };
}

export const check = (over: Partial<OrderQuote> = {}): OrderCheck => ({
  order: quote(over),
  promptMessages: [],
  promoCodeMessage: null,
});

export function saved(over: Partial<SavedCheckoutInfo> = {}): SavedCheckoutInfo {
  return {
    delivery: null,
    paymentType: null,
    receiver: null,
    phone: null,
    userEmail: null,
    address: null,
    invoice: null,
    info: null,
    note: null,
    ecpayMapToken: null,
    deliveryBranchId: null,
    deliveryCVS: null,
    ...over,
  };
}

export function cartLine(stockId: number, over: Partial<CartLine> = {}): CartLine {
  return {
    count: 1,
    name: '',
    image: null,
    product: {
      name: `商品 ${stockId}`,
      id: stockId * 10,
      nanoId: `p-${stockId}`,
      price: 500,
      activityPrice: 400,
      useCashbackRate: 0.1,
    },
    stock: { id: stockId, inStock: 5, price: 500, activityPrice: 400, childSpecs: [] },
    activity: null,
    isRemoved: false,
    lastCount: null,
    ...over,
  };
}
