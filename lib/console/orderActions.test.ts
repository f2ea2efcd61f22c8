import { actionButtons, availableActions, type ActionButton, type ActionFacts } from './orderActions';

const base: ActionFacts = {
  status: 'processing',
  paid: false,
  paymentType: 'COD',
  virtualAccount: false,
  paymentInReview: false,
  carrierDelivery: true,
  hasParcel: false,
  returnRequested: false,
  manualRefundOpen: false,
};

test.each<[string, Partial<ActionFacts>, string[]]>([
  [
    'ATM waiting for the transfer',
    { status: 'unpaid', paymentType: 'atm' },
    ['confirm-payment', 'cancel', 'note'],
  ],
  [
    'ATM into a virtual account',
    { status: 'unpaid', paymentType: 'atm', virtualAccount: true },
    ['cancel', 'note'],
  ],
  ['a card payment not made yet', { status: 'unpaid', paymentType: 'newebpay' }, ['cancel', 'note']],
  ['COD to a store, to ship', {}, ['ship', 'mark-shipped', 'cancel', 'note']],
  ['picked up at the shop', { carrierDelivery: false }, ['mark-shipped', 'cancel', 'note']],
  // ECPay's home delivery collects no cash: the shop's own carrier takes it, marked shipped.
  [
    'COD to a home, by the shop’s own carrier',
    { carrierDelivery: false },
    ['mark-shipped', 'cancel', 'note'],
  ],
  ['parcel made, still processing', { hasParcel: true }, ['mark-shipped', 'cancel', 'note']],
  ['shipped', { status: 'shipped' }, ['complete', 'note']],
  [
    'completed with a return asked',
    { status: 'completed', returnRequested: true },
    ['approve-return', 'reject-return', 'note'],
  ],
  ['a manual refund to make', { status: 'completed', manualRefundOpen: true }, ['refund-done', 'note']],
  ['cancelled', { status: 'cancelled' }, ['note']],
  [
    'a PChomePay payment held for the shop’s review',
    { status: 'unpaid', paymentType: 'pchomepay', paymentInReview: true },
    ['approve-payment', 'reject-payment', 'cancel', 'note'],
  ],
  [
    'held for review, the order cancelled meanwhile: only rejecting',
    { status: 'cancelled', paymentType: 'pchomepay', paymentInReview: true },
    ['reject-payment', 'note'],
  ],
  [
    'approved and paid: nothing left to review',
    { status: 'processing', paid: true, paymentType: 'pchomepay', paymentInReview: false },
    ['ship', 'mark-shipped', 'cancel', 'note'],
  ],
])('%s', (_, facts, expected) => {
  expect(availableActions({ ...base, ...facts })).toEqual(expected);
});

describe('actionButtons', () => {
  test.each<[string, Partial<ActionFacts>, ActionButton[]]>([
    [
      'ATM waiting: confirming is the one the order waits for',
      { status: 'unpaid', paymentType: 'atm' },
      [
        { action: 'confirm-payment', look: 'primary' },
        { action: 'cancel', look: 'danger' },
      ],
    ],
    [
      'to ship: the parcel first; marking shipped has its form (a tracking number)',
      {},
      [
        { action: 'ship', look: 'primary' },
        { action: 'cancel', look: 'danger' },
      ],
    ],
    [
      'to ship by the shop’s own carrier: only its form, and cancelling',
      { carrierDelivery: false },
      [{ action: 'cancel', look: 'danger' }],
    ],
    [
      'nothing but cancelling: it stays the danger, no primary',
      { status: 'unpaid', paymentType: 'newebpay' },
      [{ action: 'cancel', look: 'danger' }],
    ],
    [
      'a return asked: approving is a button, refusing has its form (a reason)',
      { status: 'completed', returnRequested: true },
      [{ action: 'approve-return', look: 'primary' }],
    ],
    [
      'a refund to mark done',
      { status: 'completed', manualRefundOpen: true },
      [{ action: 'refund-done', look: 'primary' }],
    ],
    ['cancelled: the note has its form, no button', { status: 'cancelled' }, []],
    [
      'held for review: approving is the one it waits for; rejecting and cancelling are dangers',
      { status: 'unpaid', paymentType: 'pchomepay', paymentInReview: true },
      [
        { action: 'approve-payment', look: 'primary' },
        { action: 'reject-payment', look: 'danger' },
        { action: 'cancel', look: 'danger' },
      ],
    ],
  ])('%s', (_, facts, expected) => {
    expect(actionButtons(availableActions({ ...base, ...facts }))).toEqual(expected);
  });
});
