import { LINE_MISMATCH, paramsFresh, readLineReturn } from './lineFlow';

const attempt = { state: 's1', purpose: 'signin' as const };

test.each([
  ['code=c1&state=s1', attempt, { kind: 'code', code: 'c1', state: 's1' }],
  ['error=access_denied&error_description=x&state=s1', attempt, { kind: 'cancelled' }],
  ['code=c1&state=s2', attempt, { kind: 'invalid', message: LINE_MISMATCH }],
  ['code=c1', attempt, { kind: 'invalid', message: LINE_MISMATCH }],
  ['code=c1&state=s1', null, { kind: 'invalid', message: LINE_MISMATCH }],
  ['error=access_denied&state=s2', attempt, { kind: 'invalid', message: LINE_MISMATCH }],
  ['state=s1', attempt, { kind: 'invalid', message: LINE_MISMATCH }],
])('%s', (query, stored, expected) => {
  expect(readLineReturn(new URLSearchParams(query), stored)).toEqual(expected);
});

test.each([
  [0, 0, true],
  [0, 299_999, true],
  [0, 300_000, false],
])('fetched at %d, now %d: fresh %s', (at, now, expected) => {
  expect(paramsFresh(at, now)).toBe(expected);
});
