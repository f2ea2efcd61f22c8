import { allowed, keepsAnOwner } from './roles';

test.each([
  ['owner', 'orders', true],
  ['owner', 'staff', true],
  ['owner', 'settings', true],
  ['owner', 'catalog', true],
  ['owner', 'content', true],
  ['staff', 'orders', true],
  ['staff', 'catalog', true],
  ['staff', 'content', true],
  ['staff', 'staff', false],
  ['staff', 'settings', false],
] as const)('%s in %s: %s', (role, area, expected) => {
  expect(allowed(role, area)).toBe(expected);
});

test.each([
  [1, 'owner', 'removed', false],
  [1, 'owner', 'staff', false],
  [1, 'owner', 'owner', true],
  [2, 'owner', 'removed', true],
  [2, 'owner', 'staff', true],
  [1, 'staff', 'removed', true],
  [0, 'staff', 'owner', true],
] as const)('%i owner(s), %s → %s keeps an owner: %s', (owners, from, to, expected) => {
  expect(keepsAnOwner(owners, { from, to })).toBe(expected);
});
