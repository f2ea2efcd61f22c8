import {
  DEFAULT_FREE_REQUESTS_PER_ADDRESS,
  freeRequestsPerAddress,
  needsChallenge,
  orgAlarmDue,
  orgWrongCodes,
  staffTriesPerCode,
} from './otpBudgets';

describe('freeRequestsPerAddress', () => {
  test.each([
    ['0', 0],
    ['5', 5],
    [' 10 ', 10],
  ])('OTP_CHALLENGE_AFTER=%j → %i', (raw, free) => {
    expect(freeRequestsPerAddress(raw)).toBe(free);
  });

  test.each([undefined, '', ' ', '-1', '1.5', 'never'])('%j → the default', (raw) => {
    expect(freeRequestsPerAddress(raw)).toBe(DEFAULT_FREE_REQUESTS_PER_ADDRESS);
  });
});

describe('needsChallenge', () => {
  test.each([
    [1, 0, 200, 3, false],
    [3, 0, 200, 3, false],
    [4, 0, 200, 3, true],
    [1, 49, 200, 3, false],
    [1, 50, 200, 3, true],
    [1, 199, 200, 3, true],
    [1, 0, 200, 0, true],
    [1, 0, 1, 3, false],
    [1, 1, 1, 3, true],
    [1, 1, 5, 3, false],
    [1, 2, 5, 3, true],
  ])(
    'request %i of the address, org at %i of %i, %i free → %s',
    (addressRequests, orgTexts, orgMax, free, needed) => {
      expect(needsChallenge({ addressRequests, orgTexts, orgMax, freePerAddress: free })).toBe(needed);
    },
  );
});

test.each([
  [200, 400],
  [1, 2],
])('an organisation sending %i texts an hour accepts %i wrong codes', (texts, wrong) => {
  expect(orgWrongCodes(texts)).toBe(wrong);
});

test.each([
  [200, 200, false],
  [201, 200, true],
  [202, 200, false],
  [6, 5, true],
])('count %i over a budget of %i: alarm %s', (count, max, due) => {
  expect(orgAlarmDue(count, max)).toBe(due);
});

test.each([
  [0, 400, 5],
  [399, 400, 5],
  [400, 400, 1],
  [5000, 400, 1],
])('%i staff wrong codes of %i this hour: a console code takes %i tries', (wrong, max, tries) => {
  expect(staffTriesPerCode(wrong, max)).toBe(tries);
});
