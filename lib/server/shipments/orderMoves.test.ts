import type { OrderStatus } from '@/lib/api/contract';
import { orderRuleOf } from './orderMoves';
import { PARCEL_STATES, type ParcelState } from './states';

const codShipped = { status: 'shipped', paid: false } as const;

test.each<[ParcelState, OrderStatus | null, boolean]>([
  ['created', null, false],
  ['shipped', null, false],
  ['arrived', null, false],
  ['notPickedUp', null, false],
  ['pickedUp', 'completed', true],
  ['delivered', 'completed', true],
  ['returned', 'cancelled', false],
])('a COD order’s parcel %s moves the order to %s (paid: %s)', (state, to, paid) => {
  const rule = orderRuleOf(state);
  if (to === null) return expect(rule).toBeNull();
  expect(rule?.(codShipped)).toMatchObject({ ok: true, move: { to, markPaid: paid } });
});

it('moves only a shipped order, so a report after the shop moved it by hand changes nothing', () => {
  for (const state of PARCEL_STATES)
    for (const status of ['unpaid', 'processing', 'completed', 'cancelled'] as const)
      expect(orderRuleOf(state)?.({ status, paid: true }).ok ?? false).toBe(false);
});
