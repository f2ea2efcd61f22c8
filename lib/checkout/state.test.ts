import { CHECKOUT_ERROR_CODES, CHECKOUT_MESSAGES } from '@/lib/api/contract';
import { preOrderBody } from './payload';
import { checkoutReducer } from './state';
import type { CheckoutAction, CheckoutState } from './types';
import { cartLine, check, COLD, CVS, HOME, loadedState, OFF, saved, STORE } from './testFixtures';

const run = (state: CheckoutState, ...actions: CheckoutAction[]) => actions.reduce(checkoutReducer, state);

test('a first checkout starts with the shop’s first payment and first delivery that can be chosen', () => {
  expect(loadedState()).toMatchObject({
    payment: 'COD',
    lastPayment: 'COD',
    delivery: HOME.id,
    free: false,
    invoice: { type: 'B2C', carrierType: 'member' },
  });
});

test('a shop listing an online type first starts with it', () => {
  const state = loadedState([], {}, { payments: ['newebpay', 'linepay', 'atm', 'COD'] });
  expect(state).toMatchObject({ payment: 'newebpay', lastPayment: 'newebpay' });
});

test('a member whose last order was paid online starts with that type again', () => {
  const state = loadedState([saved({ paymentType: 'linepay' })], {}, { payments: ['atm', 'COD', 'linepay'] });
  expect(state).toMatchObject({ payment: 'linepay', lastPayment: 'linepay' });
});

describe('delivery', () => {
  test('an offered delivery is chosen', () =>
    expect(run(loadedState(), { type: 'delivery', id: STORE.id }).delivery).toBe(STORE.id));

  test('a convenience store is chosen; its picked store goes when another delivery is chosen', () => {
    const store = { CVSStoreID: '991182', CVSStoreName: '測試信義門市' };
    const cvs = { ...run(loadedState(), { type: 'delivery', id: CVS.id }), mapToken: 'tok', cvsStore: store };
    expect(run(cvs, { type: 'delivery', id: CVS.id })).toMatchObject({ mapToken: 'tok', cvsStore: store });
    expect(run(cvs, { type: 'delivery', id: HOME.id })).toMatchObject({ mapToken: null, cvsStore: null });
  });

  test.each([
    ['a disabled one', OFF.id],
    ['one that cannot collect cash while paying COD', COLD.id],
    ['an unknown one', 99],
  ])('%s cannot be chosen', (_, id) => {
    const state = loadedState();
    expect(run(state, { type: 'delivery', id })).toBe(state);
  });
});

describe('payment', () => {
  test('an enabled type is chosen, also while the order is free', () => {
    const free = run(loadedState(), { type: 'checked', key: 'a', result: check({ paymentPrice: 0 }) });
    expect(run(free, { type: 'payment', payment: 'atm' })).toMatchObject({ payment: 'atm', free: true });
  });

  test.each([
    ['free outside free mode', 'free'],
    ['a type the shop has not enabled', 'linepay'],
  ] as const)('%s cannot be chosen', (_, payment) => {
    const state = loadedState();
    expect(run(state, { type: 'payment', payment })).toBe(state);
  });
});

test.each([
  ['120', 120],
  ['1,200', 1200],
  ['', 0],
  ['abc', 0],
  ['-5', 0],
  ['12.5', 12],
  ['999999999999', 100_000_000],
])('typed amount %p is %i', (typed, amount) => {
  const state = run(loadedState(), { type: 'amount', field: 'cashbackPrice', value: typed });
  expect(state.cashbackPrice).toBe(amount);
});

test('receiver and invoice fields change one at a time', () => {
  const state = run(
    loadedState(),
    { type: 'receiver', field: 'name', value: '王小明' },
    { type: 'receiver', field: 'phone', value: '0912345678' },
    { type: 'invoice', patch: { type: 'B2B', customerIdentifier: '04595257' } },
  );
  expect(state.receiver).toMatchObject({ name: '王小明', phone: '0912345678', address: '' });
  expect(state.invoice).toMatchObject({ type: 'B2B', customerIdentifier: '04595257', carrierType: 'member' });
});

describe('pre-check results', () => {
  test('an answer is kept with the body it answers, and clears the last error', () => {
    const result = check({ paymentPrice: 900 });
    const state = run(
      loadedState(),
      { type: 'checkFailed', key: 'a', message: '此付款方式目前無法使用', code: 'invalid' },
      { type: 'checked', key: 'b', result },
    );
    expect(state).toMatchObject({ check: result, checkError: null, checkedKey: 'b', payment: 'COD' });
  });

  test('a free order selects free; paying again restores the payment', () => {
    const free = run(
      loadedState(),
      { type: 'payment', payment: 'atm' },
      { type: 'checked', key: 'a', result: check({ paymentPrice: 0 }) },
    );
    expect(free).toMatchObject({ free: true, payment: 'free', lastPayment: 'atm' });
    const paying = run(free, { type: 'checked', key: 'b', result: check({ paymentPrice: 40 }) });
    expect(paying).toMatchObject({ free: false, payment: 'atm' });
  });

  test('a missing payment in free mode leaves it, hides the message and asks again', () => {
    const lines = [cartLine(1)];
    const free = run(
      loadedState(),
      { type: 'payment', payment: 'atm' },
      { type: 'checked', key: 'a', result: check({ paymentPrice: 0 }) },
    );
    const retried = run(free, {
      type: 'checkFailed',
      key: 'b',
      message: CHECKOUT_MESSAGES.noPaymentType,
      code: CHECKOUT_ERROR_CODES.noPaymentType,
    });
    expect(retried).toMatchObject({ free: false, payment: 'atm', checkError: null, checkedKey: 'b' });
    expect(preOrderBody(retried, lines)).not.toEqual(preOrderBody(free, lines));
  });

  test('cashback the order may not use at all is reset to 0', () => {
    const state = run(
      loadedState(),
      { type: 'amount', field: 'cashbackPrice', value: '200' },
      {
        type: 'checkFailed',
        key: 'a',
        message: CHECKOUT_MESSAGES.cashbackOver(0),
        code: CHECKOUT_ERROR_CODES.noCashback,
      },
    );
    expect(state).toMatchObject({ cashbackPrice: 0, checkError: null });
  });

  // Read by its code, never its text: the spec's own message under another code is only shown.
  test.each([
    '使用回饋金金額不可超過 50 元',
    '「亞麻襯衫」庫存不足，目前剩 1 件',
    CHECKOUT_MESSAGES.cashbackOver(0),
  ])('%s is shown and nothing else changes', (message) => {
    const before = run(loadedState(), { type: 'amount', field: 'cashbackPrice', value: '200' });
    const after = run(before, { type: 'checkFailed', key: 'a', message, code: 'invalid' });
    expect(after).toEqual({ ...before, checkError: message, checkedKey: 'a' });
  });
});

test('asking again forgets which body was answered, keeping the answer on screen', () => {
  const result = check({ paymentPrice: 900 });
  const answered = run(loadedState(), { type: 'checked', key: 'a', result });
  const again = run(answered, { type: 'recheck' });
  expect(again).toMatchObject({ check: result, checkedKey: null, checkRound: answered.checkRound + 1 });
  expect(run(again, { type: 'checked', key: 'a', result: check({ paymentPrice: 950 }) })).toMatchObject({
    checkedKey: 'a',
    check: { order: { paymentPrice: 950 } },
  });
});
