import { CHECKOUT_MESSAGES } from '@/lib/api/contract';
import { localFailure } from '@/lib/api/result';
import { createOrderBody, orderLines, preOrderBody } from './payload';
import type { MemberContact } from './types';
import type { CheckoutState } from './types';
import { cartLine, check, CVS, loadedState, STORE } from './testFixtures';

const lines = [
  cartLine(1, { count: 2 }),
  cartLine(2, { isRemoved: true }),
  cartLine(3, { stock: { ...cartLine(3).stock, inStock: 0 } }),
  cartLine(4, { count: 3 }),
];
const none = [cartLine(2, { isRemoved: true })];

const state = loadedState([], {
  payment: 'atm',
  promoCode: ' WELCOME100 ',
  cashbackPrice: 50,
  walletPrice: 20,
  check: check({ paymentPrice: 1230 }),
  receiver: {
    name: ' 王小明 ',
    phone: '0912345678',
    address: '台北市信義區松高路 11 號',
    email: '',
    note: ' ',
  },
});
const member: MemberContact = { name: '王大明', phone: '0911111111', email: 'da@example.com', address: null };
const pickup: CheckoutState = { ...state, delivery: STORE.id, branchId: 32, pickupTime: '14:30' };

test('only lines that can be checked out are ordered', () =>
  expect(orderLines(lines)).toEqual([
    { id: 1, quantity: 2 },
    { id: 4, quantity: 3 },
  ]));

describe('preOrderBody', () => {
  test('asks with every field of spec §7: the choices, the receiver and the delivery details', () => {
    expect(preOrderBody({ ...state, externalWalletPrice: 30 }, lines)).toEqual({
      productStocks: [
        { id: 1, quantity: 2 },
        { id: 4, quantity: 3 },
      ],
      promoCodeCode: 'WELCOME100',
      paymentType: 'atm',
      walletPrice: 20,
      externalWalletPrice: 30,
      delivery: 1,
      address: '台北市信義區松高路 11 號',
      receiver: '王小明',
      phone: '0912345678',
      userEmail: null,
      useCashbackPrice: 50,
      deliveryBranchId: null,
      deliveryAt: null,
    });
  });

  test('store pickup: the branch and the time in minutes, no address', () => {
    expect(preOrderBody(pickup, lines)).toMatchObject({
      delivery: STORE.id,
      deliveryBranchId: 32,
      deliveryAt: 14 * 60 + 30,
      address: null,
    });
  });

  test('a pickup time still being typed is not sent', () =>
    expect(preOrderBody({ ...pickup, pickupTime: '14:' }, lines)?.deliveryAt).toBeNull());

  test('the receiver as typed so far: blanks are not sent, the e-mail is', () => {
    const typing: CheckoutState = {
      ...state,
      receiver: { name: ' ', phone: '09', address: '', email: ' ming@example.com ', note: '' },
    };
    expect(preOrderBody(typing, lines)).toMatchObject({
      receiver: null,
      phone: '09',
      address: null,
      userEmail: 'ming@example.com',
    });
  });

  test.each(['ming@', 'ming@example', '@example.com'])(
    'a half-typed e-mail (%s) is not sent to the pre-check, but is to the order',
    (email) => {
      const typing: CheckoutState = { ...state, receiver: { ...state.receiver, email } };
      expect(preOrderBody(typing, lines)?.userEmail).toBeNull();
      const [order] = createOrderBody(typing, lines, { invoiceEnabled: false, member });
      expect(order?.userEmail).toBe(email);
    },
  );

  test('the body is what the order creation sends, for every field they share', () => {
    const pre = preOrderBody(pickup, lines)!;
    const [order] = createOrderBody(pickup, lines, { invoiceEnabled: false, member });
    expect(order).toMatchObject(pre);
  });

  test('an empty promo code is not sent', () =>
    expect(preOrderBody({ ...state, promoCode: '  ' }, lines)?.promoCodeCode).toBeNull());

  test('asks nothing when no line can be bought', () => {
    expect(preOrderBody(state, none)).toBeNull();
    expect(preOrderBody(state, [])).toBeNull();
  });
});

describe('createOrderBody', () => {
  const build = (s: CheckoutState, invoiceEnabled = false, who: MemberContact | null = member) =>
    createOrderBody(s, lines, { invoiceEnabled, member: who });

  test('home delivery: the address, no branch or time, no invoice when the shop issues none', () => {
    const [body, error] = build(state);
    expect(error).toBeNull();
    expect(body).toEqual({
      productStocks: [
        { id: 1, quantity: 2 },
        { id: 4, quantity: 3 },
      ],
      promoCodeCode: 'WELCOME100',
      paymentType: 'atm',
      walletPrice: 20,
      externalWalletPrice: 0,
      useCashbackPrice: 50,
      delivery: 1,
      deliveryBranchId: null,
      deliveryAt: null,
      receiver: '王小明',
      phone: '0912345678',
      address: '台北市信義區松高路 11 號',
      userEmail: null,
      storeID: null,
      ecpayMapToken: null,
      invoice: null,
      info: { userName: '王大明', userPhone: '0911111111', userEmail: 'da@example.com' },
      note: null,
      expectedPaymentPrice: 1230,
    });
  });

  test('store pickup: branch and time in minutes, no address', () => {
    const [body] = build(pickup);
    expect(body).toMatchObject({
      delivery: STORE.id,
      deliveryBranchId: 32,
      deliveryAt: 14 * 60 + 30,
      address: null,
    });
  });

  test('the orderer is the receiver when the member’s details are unknown', () => {
    const [body] = build(
      { ...state, receiver: { ...state.receiver, email: 'ming@example.com' } },
      false,
      null,
    );
    expect(body?.info).toEqual({
      userName: '王小明',
      userPhone: '0912345678',
      userEmail: 'ming@example.com',
    });
  });

  test('B2C drops the company number and name', () => {
    const [body] = build(
      {
        ...state,
        receiver: { ...state.receiver, email: 'ming@example.com' },
        invoice: {
          type: 'B2C',
          carrierType: 'mobile',
          carrierNum: '/ABC1234',
          customerIdentifier: '04595257',
          customerName: '小島',
        },
      },
      true,
    );
    expect(body?.invoice).toEqual({
      type: 'B2C',
      carrierType: 'mobile',
      carrierNum: '/ABC1234',
      customerAddress: '台北市信義區松高路 11 號',
      customerEmail: 'ming@example.com',
    });
  });

  test('the member carrier has no number', () => {
    const [body] = build({ ...state, invoice: { ...state.invoice, carrierNum: '/ABC1234' } }, true);
    expect(body?.invoice).toMatchObject({ type: 'B2C', carrierType: 'member', carrierNum: null });
  });

  test('B2B sends the company and no carrier', () => {
    const [body] = build(
      {
        ...pickup,
        invoice: {
          type: 'B2B',
          carrierType: 'mobile',
          carrierNum: '/ABC1234',
          customerIdentifier: ' 04595257 ',
          customerName: ' 小島有限公司 ',
        },
      },
      true,
    );
    expect(body?.invoice).toEqual({
      type: 'B2B',
      customerIdentifier: '04595257',
      customerName: '小島有限公司',
      customerAddress: null,
      customerEmail: null,
    });
  });

  test.each<[string, CheckoutState, typeof lines, string]>([
    ['no line left to buy', state, none, CHECKOUT_MESSAGES.lineGone],
    ['no line at all', state, [], CHECKOUT_MESSAGES.lineGone],
    ['no delivery', { ...state, delivery: null }, lines, '請選擇配送方式'],
    ['no payment', { ...state, payment: null }, lines, '請選擇付款方式'],
  ])('%s fails without asking the server', (_, s, l, message) => {
    expect(createOrderBody(s, l, { invoiceEnabled: false, member })).toEqual([null, localFailure(message)]);
  });

  test('a convenience store delivery sends its store and map token', () => {
    const cvs: CheckoutState = {
      ...state,
      // Only the store map can choose this delivery; the body is built from whatever state holds.
      delivery: CVS.id,
      mapToken: 'tok',
      cvsStore: { CVSStoreID: '131386', CVSStoreName: '信義門市' },
    };
    expect(build(cvs)[0]).toMatchObject({ storeID: '131386', ecpayMapToken: 'tok', address: null });
  });
});
