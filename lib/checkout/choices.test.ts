import { selectedDelivery, withDelivery, withPayment } from './choices';
import { COLD, HOME, loadedState, OFF, STORE } from './testFixtures';

describe('withDelivery', () => {
  test('store pickup waits for a branch when there are several', () => {
    expect(withDelivery(loadedState(), STORE.id)).toMatchObject({ delivery: STORE.id, branchId: null });
  });

  test('a lone branch is chosen with its delivery', () => {
    const lone = { ...STORE, EcommerceDeliveryBranches: [STORE.EcommerceDeliveryBranches[0]!] };
    const state = loadedState([], {}, { deliveries: [HOME, lone] });
    expect(withDelivery(state, lone.id).branchId).toBe(31);
  });

  test('a branch is kept while it belongs to the delivery', () => {
    const state = { ...withDelivery(loadedState(), STORE.id), branchId: 32 };
    expect(withDelivery(state, STORE.id).branchId).toBe(32);
    expect(withDelivery(state, HOME.id).branchId).toBeNull();
  });

  test.each([
    ['a disabled delivery', OFF.id],
    ['an unknown one', 99],
    ['none', null],
  ])('%s leaves no delivery chosen', (_, id) => {
    expect(withDelivery(loadedState(), id)).toMatchObject({ delivery: null, branchId: null });
  });
});

describe('withPayment', () => {
  test('COD moves off a delivery that cannot collect cash, to the first that can', () => {
    const state = withDelivery(withPayment(loadedState(), 'atm'), COLD.id);
    expect(withPayment(state, 'COD')).toMatchObject({
      payment: 'COD',
      delivery: HOME.id,
      lastPayment: 'COD',
    });
  });

  test('a delivery that fits is kept', () => {
    const state = withDelivery(loadedState(), STORE.id);
    expect(withPayment(state, 'COD').delivery).toBe(STORE.id);
  });

  test('free is never remembered as the last payment', () => {
    const state = withPayment(withPayment(loadedState(), 'atm'), 'free');
    expect(state).toMatchObject({ payment: 'free', lastPayment: 'atm' });
  });
});

test('selectedDelivery is the chosen delivery itself', () => {
  expect(selectedDelivery(withDelivery(loadedState(), STORE.id))).toBe(STORE);
  expect(selectedDelivery(withDelivery(loadedState(), null))).toBeNull();
});
