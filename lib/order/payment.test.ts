import type { Order } from '@/lib/api/contract';
import { canReportAtmTransfer, PAYMENT_NOTES, paymentStep } from './payment';

const atm = {
  bankCode: '822',
  bankName: '中國信託',
  account: '1234567890123456',
  dueAt: '2026-03-08T15:59:00Z',
};
const report = { name: '王小明', atmLastCode: '12345', at: '2026-03-06T02:00:00Z' };

type Facts = Pick<Order, 'paymentType' | 'status' | 'atm' | 'paymentUserResponse'> &
  Partial<Pick<Order, 'payable' | 'paymentDueAt' | 'storeCode' | 'paymentInReview'>>;
const facts = (f: Partial<Facts>): Facts => ({
  paymentType: 'atm',
  status: 'unpaid',
  atm: null,
  paymentUserResponse: null,
  ...f,
});

test.each<[string, Partial<Facts>, string]>([
  ['COD while waiting to ship', { paymentType: 'COD', status: 'processing' }, PAYMENT_NOTES.cod],
  ['COD while unpaid', { paymentType: 'COD', status: 'unpaid' }, PAYMENT_NOTES.cod],
  ['COD on its way', { paymentType: 'COD', status: 'shipped' }, PAYMENT_NOTES.cod],
  ['COD delivered', { paymentType: 'COD', status: 'completed' }, PAYMENT_NOTES.paid],
  ['free', { paymentType: 'free', status: 'processing' }, PAYMENT_NOTES.free],
  [
    'credit card, unpaid and past its due time',
    { paymentType: 'newebpay', payable: false },
    PAYMENT_NOTES.overdue,
  ],
  ['Ibon, unpaid and past its due time', { paymentType: 'Ibon', payable: false }, PAYMENT_NOTES.overdue],
  ['credit card, paid', { paymentType: 'newebpay', status: 'processing' }, PAYMENT_NOTES.paid],
  ['ATM, paid', { paymentType: 'atm', status: 'shipped', atm }, PAYMENT_NOTES.paid],
  ['ATM without an account', { paymentType: 'atm', atm: null }, PAYMENT_NOTES.atmMissing],
  ['cancelled ATM', { paymentType: 'atm', status: 'cancelled', atm }, PAYMENT_NOTES.cancelled],
  ['cancelled COD', { paymentType: 'COD', status: 'cancelled' }, PAYMENT_NOTES.cancelled],
  [
    'PChomePay held for the shop’s review',
    { paymentType: 'pchomepay', paymentInReview: true, payable: false },
    PAYMENT_NOTES.review,
  ],
  [
    'PChomePay held for review, then cancelled',
    { paymentType: 'pchomepay', status: 'cancelled', paymentInReview: true },
    PAYMENT_NOTES.cancelled,
  ],
  [
    'PChomePay approved and paid',
    { paymentType: 'pchomepay', status: 'processing', paymentInReview: false },
    PAYMENT_NOTES.paid,
  ],
])('%s: a note', (_, f, text) => {
  expect(paymentStep(facts(f))).toEqual({ kind: 'note', text });
});

test('unpaid Ibon with its store code issued: the code to pay at a store', () => {
  const storeCode = { code: 'LLL22098722826', dueAt: atm.dueAt };
  expect(paymentStep(facts({ paymentType: 'Ibon', storeCode, payable: false }))).toEqual({
    kind: 'storeCode',
    storeCode,
  });
});

test('paid or cancelled Ibon no longer shows its code', () => {
  const storeCode = { code: 'LLL22098722826', dueAt: atm.dueAt };
  expect(paymentStep(facts({ paymentType: 'Ibon', status: 'processing', storeCode }))).toEqual({
    kind: 'note',
    text: PAYMENT_NOTES.paid,
  });
  expect(paymentStep(facts({ paymentType: 'Ibon', status: 'cancelled', storeCode }))).toEqual({
    kind: 'note',
    text: PAYMENT_NOTES.cancelled,
  });
});

test('unpaid Ibon before its code is issued: get one online', () => {
  expect(paymentStep(facts({ paymentType: 'Ibon', storeCode: null, payable: true }))).toEqual({
    kind: 'online',
    dueAt: null,
  });
});

test('unpaid ATM through a gateway, its account not yet issued: get one online', () => {
  expect(paymentStep(facts({ payable: true, paymentDueAt: atm.dueAt }))).toEqual({
    kind: 'online',
    dueAt: atm.dueAt,
  });
});

test('unpaid ATM with its virtual account issued: the account to transfer to', () => {
  const virtual = { ...atm, virtual: true };
  expect(paymentStep(facts({ atm: virtual }))).toEqual({ kind: 'atm', atm: virtual, reported: null });
});

test.each([
  ['not yet reported', null],
  ['reported', report],
])('unpaid ATM, %s: the account to transfer to', (_, reported) => {
  expect(paymentStep(facts({ atm, paymentUserResponse: reported }))).toEqual({ kind: 'atm', atm, reported });
});

test.each<[string, Partial<Facts>, boolean]>([
  ['unpaid ATM, not reported', { atm }, true],
  ['unpaid ATM, reported', { atm, paymentUserResponse: report }, false],
  ['paid ATM', { atm, status: 'processing' }, false],
  ['cancelled ATM', { atm, status: 'cancelled' }, false],
  ['ATM without an account', { atm: null }, false],
  ['unpaid ATM into a virtual account (confirmed by its gateway)', { atm: { ...atm, virtual: true } }, false],
  ['COD', { paymentType: 'COD' }, false],
])('canReportAtmTransfer: %s → %s', (_, f, can) => {
  expect(canReportAtmTransfer(facts(f))).toBe(can);
});

test.each(['newebpay', 'jkos', 'Ibon', 'linepay', 'pchomepay'] as const)(
  'an unpaid %s order that can still be paid: pay online until its due time',
  (paymentType) => {
    const dueAt = '2026-11-24T03:00:00.000Z';
    expect(
      paymentStep(facts({ paymentType, payable: true, paymentDueAt: dueAt, paymentInReview: false })),
    ).toEqual({
      kind: 'online',
      dueAt,
    });
  },
);
