import { initiateCheckoutEvent, purchaseEvent } from './tracking';
import { cartLine } from './testFixtures';

test('begin checkout counts only the lines that can be bought', () => {
  const lines = [
    cartLine(1, { count: 2 }),
    cartLine(2, { count: 5, isRemoved: true }),
    cartLine(3, { count: 1, stock: { ...cartLine(3).stock, activityPrice: 250 } }),
  ];
  expect(initiateCheckoutEvent(lines)).toEqual({
    name: 'InitiateCheckout',
    payload: { value: 2 * 400 + 250, currency: 'TWD', num_items: 3 },
  });
});

test('purchase is the order number and what is left to pay', () => {
  expect(purchaseEvent({ orderNo: '20261122000123', paymentPrice: 1180 })).toEqual({
    name: 'Purchase',
    payload: { value: 1180, currency: 'TWD', transaction_id: '20261122000123' },
  });
});
