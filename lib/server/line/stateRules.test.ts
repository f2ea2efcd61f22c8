import { oneTimeProblem } from './stateRules';

const NOW = new Date('2031-01-01T00:10:00Z');
const row = (over: Partial<{ shopId: number; expiresAt: Date; usedAt: Date | null }> = {}) => ({
  shopId: 1,
  expiresAt: new Date('2031-01-01T00:15:00Z'),
  usedAt: null,
  ...over,
});

test.each([
  ['usable', row(), null],
  ['none', undefined, 'unknown'],
  ['another shop', row({ shopId: 2 }), 'shop'],
  ['used', row({ usedAt: new Date('2031-01-01T00:09:00Z') }), 'used'],
  ['expiring now', row({ expiresAt: NOW }), 'expired'],
  ['expired', row({ expiresAt: new Date('2031-01-01T00:00:00Z') }), 'expired'],
  ['another shop, used', row({ shopId: 2, usedAt: NOW }), 'shop'],
])('%s: %s', (_, value, expected) => {
  expect(oneTimeProblem(value, 1, NOW)).toBe(expected);
});
