import { INVOICE_MESSAGES } from '@/lib/api/contract';
import { PARCEL_RECEIVER_NAME } from '@/lib/delivery/parcelNames';
import type { CheckoutState } from './types';
import { check, CVS, loadedState, STORE } from './testFixtures';
import {
  CHECK_FAILED_BLOCK,
  pricingBlock,
  PROMO_CODE_BLOCK,
  validateCheckout,
  type CheckoutIssue,
} from './validate';

/** A checkout that passes: home delivery, COD, a complete receiver. */
const good = loadedState([], {
  receiver: { name: '王小明', phone: '0912345678', address: '台北市信義區松高路 11 號', email: '', note: '' },
});
const pickup = { ...good, delivery: STORE.id, branchId: 31, pickupTime: '14:30' };
const picked = {
  delivery: CVS.id,
  mapToken: 'tok',
  cvsStore: { CVSStoreID: '991182', CVSStoreName: '測試信義門市' },
};

type Case = [string, Partial<CheckoutState>, CheckoutIssue | null, boolean?];
const receiver = (over: Partial<CheckoutState['receiver']>) => ({ receiver: { ...good.receiver, ...over } });
const invoice = (over: Partial<CheckoutState['invoice']>) => ({ invoice: { ...good.invoice, ...over } });

test.each<Case>([
  ['a complete checkout', {}, null],
  ['no delivery', { delivery: null }, { field: 'delivery', message: '請選擇配送方式' }],
  ['no payment', { payment: null }, { field: 'payment', message: '請選擇付款方式' }],
  [
    'a convenience store delivery with no store picked',
    { delivery: CVS.id },
    { field: 'cvsStore', message: '請先選擇取貨的超商門市' },
  ],
  [
    'a store without its map token',
    { delivery: CVS.id, cvsStore: { CVSStoreID: '991182', CVSStoreName: '測試信義門市' } },
    { field: 'cvsStore', message: '請先選擇取貨的超商門市' },
  ],
  [
    'a picked convenience store',
    { delivery: CVS.id, mapToken: 'tok', cvsStore: { CVSStoreID: '991182', CVSStoreName: '測試信義門市' } },
    null,
  ],
  [
    'store pickup without a branch',
    { ...pickup, branchId: null },
    { field: 'branch', message: '請選擇取貨門市' },
  ],
  [
    'a branch of another delivery',
    { ...pickup, branchId: 99 },
    { field: 'branch', message: '請選擇取貨門市' },
  ],
  [
    'store pickup without a time',
    { ...pickup, pickupTime: ' ' },
    { field: 'pickupTime', message: '請輸入取貨時間' },
  ],
  [
    'a time that is not HH:mm',
    { ...pickup, pickupTime: '2pm' },
    { field: 'pickupTime', message: '取貨時間格式為 HH:mm' },
  ],
  [
    'before opening',
    { ...pickup, pickupTime: '10:59' },
    { field: 'pickupTime', message: '取貨時間需在 11:00 至 21:30 之間' },
  ],
  [
    'after closing',
    { ...pickup, pickupTime: '21:31' },
    { field: 'pickupTime', message: '取貨時間需在 11:00 至 21:30 之間' },
  ],
  ['right at opening', { ...pickup, pickupTime: '11:00' }, null],
  ['right at closing', { ...pickup, pickupTime: '21:30' }, null],
  ['store pickup needs no address', { ...pickup, ...receiver({ address: '' }) }, null],
  ['no receiver name', receiver({ name: '  ' }), { field: 'receiver.name', message: '請輸入收件人姓名' }],
  [
    'a name too long',
    receiver({ name: '王'.repeat(51) }),
    { field: 'receiver.name', message: '收件人姓名最多 50 個字' },
  ],
  [
    'a store pickup to a name a parcel cannot carry',
    { ...picked, ...receiver({ name: '林' }) },
    { field: 'receiver.name', message: PARCEL_RECEIVER_NAME },
  ],
  [
    'a store pickup to a name with a digit',
    { ...picked, ...receiver({ name: '王小明2' }) },
    { field: 'receiver.name', message: PARCEL_RECEIVER_NAME },
  ],
  // Home delivery may go by the shop's own carrier: the shop API decides, knowing how the shop ships.
  ['home delivery to a one-character name', receiver({ name: '林' }), null],
  ['no phone', receiver({ phone: '' }), { field: 'receiver.phone', message: '請輸入手機號碼' }],
  [
    'a landline',
    receiver({ phone: '0227208889' }),
    { field: 'receiver.phone', message: '請輸入正確的手機號碼（09 開頭共 10 碼）' },
  ],
  ['a mobile with dashes', receiver({ phone: '0912-345-678' }), null],
  [
    'home delivery without an address',
    receiver({ address: '' }),
    { field: 'receiver.address', message: '請輸入收件地址' },
  ],
  [
    'an address too long',
    receiver({ address: '路'.repeat(201) }),
    { field: 'receiver.address', message: '地址最多 200 個字' },
  ],
  [
    'a bad e-mail',
    receiver({ email: 'ming@' }),
    { field: 'receiver.email', message: '請輸入正確的電子郵件' },
  ],
  ['a good e-mail', receiver({ email: 'ming@example.com' }), null],
  [
    'a note too long',
    receiver({ note: '字'.repeat(501) }),
    { field: 'receiver.note', message: '備註最多 500 個字' },
  ],
  // The first error is reported: delivery and payment before the receiver.
  [
    'no delivery and no name',
    { delivery: null, ...receiver({ name: '' }) },
    { field: 'delivery', message: '請選擇配送方式' },
  ],
  [
    'no payment and a bad phone',
    { payment: null, ...receiver({ phone: '123' }) },
    { field: 'payment', message: '請選擇付款方式' },
  ],
  [
    'no name and a bad phone',
    receiver({ name: '', phone: '123' }),
    { field: 'receiver.name', message: '請輸入收件人姓名' },
  ],
])('%s', (_, over, expected) => {
  expect(validateCheckout({ ...good, ...over }, { invoiceEnabled: false })).toEqual(expected);
});

describe('invoice, when the shop issues one', () => {
  test.each<Case>([
    ['the member carrier needs nothing', invoice({}), null],
    ['a mobile barcode', invoice({ carrierType: 'mobile', carrierNum: '/ABC1234' }), null],
    [
      'a bad mobile barcode',
      invoice({ carrierType: 'mobile', carrierNum: 'ABC1234' }),
      { field: 'invoice.carrierNum', message: INVOICE_MESSAGES.mobile },
    ],
    ['a citizen certificate', invoice({ carrierType: 'citizen', carrierNum: 'AB12345678901234' }), null],
    [
      'a bad citizen certificate',
      invoice({ carrierType: 'citizen', carrierNum: 'AB123' }),
      { field: 'invoice.carrierNum', message: INVOICE_MESSAGES.citizen },
    ],
    [
      'a carrier number too long for any carrier',
      invoice({ carrierType: 'mobile', carrierNum: '/'.padEnd(21, 'A') }),
      { field: 'invoice.carrierNum', message: '載具號碼過長' },
    ],
    ['a donation code', invoice({ carrierType: 'donation', carrierNum: '8585' }), null],
    [
      'a bad donation code',
      invoice({ carrierType: 'donation', carrierNum: '85' }),
      { field: 'invoice.carrierNum', message: INVOICE_MESSAGES.donation },
    ],
    [
      'a company',
      invoice({ type: 'B2B', customerIdentifier: '04595257', customerName: '小島有限公司' }),
      null,
    ],
    [
      'a bad tax id',
      invoice({ type: 'B2B', customerIdentifier: '04595258', customerName: '小島有限公司' }),
      { field: 'invoice.customerIdentifier', message: INVOICE_MESSAGES.taxId },
    ],
    [
      'no company name',
      invoice({ type: 'B2B', customerIdentifier: '12345675', customerName: ' ' }),
      { field: 'invoice.customerName', message: INVOICE_MESSAGES.companyName },
    ],
    // B2C ignores what was typed for a company.
    ['B2C with a leftover bad tax id', invoice({ customerIdentifier: '1' }), null],
    [
      'after the receiver form',
      { ...invoice({ type: 'B2B' }), ...receiver({ name: '' }) },
      { field: 'receiver.name', message: '請輸入收件人姓名' },
    ],
  ])('%s', (_, over, expected) => {
    expect(validateCheckout({ ...good, ...over }, { invoiceEnabled: true })).toEqual(expected);
  });

  test('is not checked when the shop issues none', () => {
    const state = { ...good, ...invoice({ type: 'B2B', customerIdentifier: 'x' }) };
    expect(validateCheckout(state, { invoiceEnabled: false })).toBeNull();
  });
});

describe('pricingBlock', () => {
  const refused = { ...check(), promoCodeMessage: '優惠碼已過期' };
  test.each<[string, Partial<CheckoutState>, ReturnType<typeof pricingBlock>]>([
    ['an accepted check', { check: check() }, null],
    [
      'a check that failed',
      { checkError: '此付款方式目前無法使用' },
      { field: null, message: CHECK_FAILED_BLOCK },
    ],
    [
      'a promo code the server refused',
      { promoCode: 'OLD', check: refused },
      { field: 'promoCode', message: PROMO_CODE_BLOCK },
    ],
    // Clearing the code is enough: the answer about it no longer matters.
    ['a refused code cleared', { promoCode: ' ', check: refused }, null],
    [
      'a failed check before a refused code',
      { promoCode: 'OLD', check: refused, checkError: '此配送方式目前無法使用' },
      { field: null, message: CHECK_FAILED_BLOCK },
    ],
  ])('%s', (_, over, expected) => {
    expect(pricingBlock({ ...good, ...over })).toEqual(expected);
  });
});
