import { keptKeys } from './keptKeys';

const STORED = { a: 'stored-a', b: 'stored-b' };

test.each([
  ['nothing typed, same provider: the stored keys stay', {}, { same: true, credentials: STORED }, STORED],
  [
    'one field typed: it replaces its stored value',
    { b: 'new-b' },
    { same: true, credentials: STORED },
    { a: 'stored-a', b: 'new-b' },
  ],
  ['blank fields count as not typed', { a: '  ', b: '' }, { same: true, credentials: STORED }, STORED],
  [
    'another provider or environment: nothing carries over',
    { a: 'x' },
    { same: false, credentials: STORED },
    { a: 'x' },
  ],
  ['another provider and nothing typed: no keys', {}, { same: false, credentials: STORED }, null],
  ['nothing stored: what was typed', { a: 'x', b: 'y' }, undefined, { a: 'x', b: 'y' }],
  ['nothing stored, nothing typed', null, undefined, null],
] as const)('%s', (_, typed, stored, expected) =>
  expect(keptKeys(typed, stored && { same: stored.same, credentials: { ...stored.credentials } })).toEqual(
    expected,
  ),
);
