import { CHECKOUT_ERROR_CODES, type PaymentType } from '@/lib/api/contract';
import { applyPayable, clearFreeMode, fallbackPayment, recoverFromCheckError } from './freeMode';
import { HOME, loadedState, saved } from './testFixtures';

describe('fallbackPayment', () => {
  test.each<[string, PaymentType | null, PaymentType | null | undefined, PaymentType[], PaymentType | null]>([
    ['the payment chosen before free', 'atm', 'COD', ['COD', 'atm', 'newebpay'], 'atm'],
    ['else the first saved checkout’s', null, 'atm', ['COD', 'atm', 'newebpay'], 'atm'],
    ['unless it was free', null, 'free', ['COD', 'atm'], 'COD'],
    ['or is no longer offered', 'COD', 'atm', ['newebpay', 'COD'], 'COD'],
    ['a saved online payment the shop still offers', null, 'linepay', ['COD', 'atm', 'linepay'], 'linepay'],
    ['a saved card payment', null, 'newebpay', ['COD', 'atm', 'newebpay'], 'newebpay'],
    ['an online payment chosen before free', 'jkos', 'atm', ['atm', 'jkos'], 'jkos'],
    ['a saved online payment no longer offered', null, 'linepay', ['atm', 'COD'], 'atm'],
    ['else the shop’s first', null, null, ['atm', 'COD'], 'atm'],
    ['the shop’s first even when it is paid online', null, null, ['newebpay', 'Ibon', 'atm'], 'newebpay'],
    ['never free itself', null, null, ['free', 'atm'], 'atm'],
    ['a shop that offers only online payments', null, null, ['linepay', 'jkos'], 'linepay'],
    ['nothing when the shop offers nothing', 'atm', 'atm', [], null],
  ])('%s', (_, lastPayment, historyPayment, payments, expected) => {
    const state = loadedState([saved({ paymentType: historyPayment })], {}, { payments });
    expect(fallbackPayment({ ...state, lastPayment })).toBe(expected);
  });
});

describe('applyPayable', () => {
  test('nothing to pay adds and selects free, remembering the payment it replaces', () => {
    const state = loadedState([], { payment: 'atm', lastPayment: 'atm' });
    const next = applyPayable(state, 0);
    expect(next).toMatchObject({ free: true, payment: 'free', lastPayment: 'atm', delivery: HOME.id });
  });

  test('a free order that stays free is left as it is', () => {
    const free = applyPayable(loadedState(), 0);
    expect(applyPayable(free, 0)).toBe(free);
  });

  test('something to pay again removes free and gives the remembered payment back', () => {
    const free = applyPayable(loadedState([], { payment: 'atm', lastPayment: 'atm' }), 0);
    expect(applyPayable(free, 250)).toMatchObject({ free: false, payment: 'atm' });
  });

  test('something to pay keeps a chosen payment', () => {
    const state = loadedState([], { payment: 'atm' });
    expect(applyPayable(state, 250)).toBe(state);
  });

  test('something to pay with no payment chosen picks the fallback', () => {
    const state = loadedState([saved({ paymentType: 'atm' })], { payment: null, lastPayment: null });
    expect(applyPayable(state, 250).payment).toBe('atm');
  });
});

test('clearFreeMode leaves a state without free mode and with a payment alone', () => {
  const state = loadedState();
  expect(clearFreeMode(state)).toBe(state);
});

describe('recoverFromCheckError', () => {
  const free = applyPayable(loadedState([], { payment: 'atm', lastPayment: 'atm' }), 0);

  test('a missing payment clears free mode (so the check runs again)', () => {
    const next = recoverFromCheckError(free, CHECKOUT_ERROR_CODES.noPaymentType);
    expect(next).toMatchObject({ free: false, payment: 'atm' });
  });

  test('a missing payment with nothing to fall back to changes nothing', () => {
    const none = loadedState([], {}, { payments: [] });
    expect(recoverFromCheckError(none, CHECKOUT_ERROR_CODES.noPaymentType)).toBe(none);
  });

  test.each([
    [CHECKOUT_ERROR_CODES.noCashback, 300, 0],
    // Cashback over a limit above 0, and anything else invalid, are the shopper's to correct.
    ['invalid', 300, 300],
    [CHECKOUT_ERROR_CODES.noPaymentType, 300, 300],
  ])('%s with %i cashback → %i', (code, cashbackPrice, expected) => {
    const state = loadedState([], { cashbackPrice });
    expect(recoverFromCheckError(state, code).cashbackPrice).toBe(expected);
  });

  test('cashback already at 0 has nothing to recover', () => {
    const state = loadedState();
    expect(recoverFromCheckError(state, CHECKOUT_ERROR_CODES.noCashback)).toBe(state);
  });

  test('any other code changes nothing, whatever the message says', () => {
    const state = loadedState([], { cashbackPrice: 50 });
    expect(recoverFromCheckError(state, 'conflict')).toBe(state);
  });
});
