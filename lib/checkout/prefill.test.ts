import { invoiceFormFrom } from './prefill';
import type { MemberContact } from './types';
import { checkoutReducer, initialCheckoutState } from './state';
import type { InvoiceForm, SavedCheckoutInfo } from './types';
import { COLD, CVS, DELIVERIES, HOME, PAYMENTS, saved, STORE } from './testFixtures';

const member: MemberContact = {
  name: '王小明',
  phone: '0912345678',
  email: 'ming@example.com',
  address: '台北市大安區復興南路 1 號',
};

const load = (history: SavedCheckoutInfo[], who: MemberContact | null = member) =>
  checkoutReducer(initialCheckoutState, {
    type: 'loaded',
    deliveries: DELIVERIES,
    payments: PAYMENTS,
    history,
    member: who,
  });

test('without a saved checkout the receiver is the member', () => {
  expect(load([]).receiver).toEqual({
    name: '王小明',
    phone: '0912345678',
    address: '台北市大安區復興南路 1 號',
    email: 'ming@example.com',
    note: '',
  });
  expect(load([], null).receiver).toEqual(initialCheckoutState.receiver);
});

test('the newest saved checkout fills payment, delivery, branch, receiver and invoice', () => {
  const state = load([
    saved({
      delivery: STORE.id,
      deliveryBranchId: 32,
      paymentType: 'atm',
      receiver: '林美華',
      phone: '0987654321',
      userEmail: 'hua@example.com',
      address: null,
      note: '請放管理室',
      invoice: { type: 'B2B', customerIdentifier: '04595257', customerName: '小島有限公司' },
    }),
    saved({ delivery: HOME.id, paymentType: 'newebpay', receiver: '舊的' }),
  ]);
  expect(state).toMatchObject({
    payment: 'atm',
    delivery: STORE.id,
    branchId: 32,
    receiver: {
      name: '林美華',
      phone: '0987654321',
      email: 'hua@example.com',
      address: '',
      note: '請放管理室',
    },
    invoice: {
      type: 'B2B',
      customerIdentifier: '04595257',
      customerName: '小島有限公司',
      carrierType: 'member',
    },
  });
  expect(state.history).toHaveLength(2);
});

test.each([
  ['a saved free payment is not restored', saved({ paymentType: 'free' }), 'COD', HOME.id],
  ['nor one the shop switched off', saved({ paymentType: 'linepay' }), 'COD', HOME.id],
  [
    'a card payment the shop takes online is restored',
    saved({ paymentType: 'newebpay' }),
    'newebpay',
    HOME.id,
  ],
  [
    'a delivery that is gone gives way to the first',
    saved({ paymentType: 'atm', delivery: 99 }),
    'atm',
    HOME.id,
  ],
  [
    'a delivery that cannot collect cash is not kept with COD',
    saved({ paymentType: 'COD', delivery: COLD.id }),
    'COD',
    HOME.id,
  ],
  ['it is kept with another payment', saved({ paymentType: 'atm', delivery: COLD.id }), 'atm', COLD.id],
  [
    'a branch that closed is not restored',
    saved({ delivery: STORE.id, deliveryBranchId: 77 }),
    'COD',
    STORE.id,
  ],
])('%s', (_, info, payment, delivery) => {
  expect(load([info])).toMatchObject({ payment, delivery });
});

describe('a saved convenience store', () => {
  const store = { CVSStoreID: '131386', CVSStoreName: '信義門市' };
  test.each([
    ['is used when its map token gave a store id and name', store, { mapToken: 'tok', cvsStore: store }],
    ['not when the lookup gave nothing', null, { mapToken: null, cvsStore: null }],
    ['not without an id', { ...store, CVSStoreID: '' }, { mapToken: null, cvsStore: null }],
    ['not without a name', { ...store, CVSStoreName: '' }, { mapToken: null, cvsStore: null }],
  ])('%s', (_, deliveryCVS, expected) => {
    const state = load([saved({ delivery: CVS.id, ecpayMapToken: 'tok', deliveryCVS })]);
    expect(state).toMatchObject(expected);
    // The convenience-store delivery comes back; without a store it asks for one on the map.
    expect(state.delivery).toBe(CVS.id);
  });
});

test.each<[SavedCheckoutInfo['invoice'], InvoiceForm]>([
  [null, initialCheckoutState.invoice],
  [
    { type: 'B2C', carrierType: 'mobile', carrierNum: '/ABC1234' },
    { type: 'B2C', carrierType: 'mobile', carrierNum: '/ABC1234', customerIdentifier: '', customerName: '' },
  ],
  [
    { type: 'B2B', customerIdentifier: '04595257', customerName: '小島有限公司', carrierNum: null },
    {
      type: 'B2B',
      carrierType: 'member',
      carrierNum: '',
      customerIdentifier: '04595257',
      customerName: '小島有限公司',
    },
  ],
])('saved invoice %j is read as %j', (saved, form) =>
  expect(invoiceFormFrom(saved, initialCheckoutState.invoice)).toEqual(form),
);
