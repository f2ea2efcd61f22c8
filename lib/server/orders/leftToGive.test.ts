import fc from 'fast-check';
import { owedBack, owedBackBy, unitsLeft, upToLeft } from './leftToGive';

describe('unitsLeft', () => {
  test.each([
    ['nothing returned: all of it', [{ stockId: 1, quantity: 2 }], [], [{ stockId: 1, quantity: 2 }]],
    [
      'part returned: the rest',
      [{ stockId: 1, quantity: 3 }],
      [{ stockId: 1, quantity: 1 }],
      [{ stockId: 1, quantity: 2 }],
    ],
    ['all returned: nothing', [{ stockId: 1, quantity: 2 }], [{ stockId: 1, quantity: 2 }], []],
    [
      'returned over two returns',
      [{ stockId: 1, quantity: 3 }],
      [
        { stockId: 1, quantity: 1 },
        { stockId: 1, quantity: 2 },
      ],
      [],
    ],
    [
      'another stock untouched',
      [
        { stockId: 2, quantity: 1 },
        { stockId: 1, quantity: 1 },
      ],
      [{ stockId: 1, quantity: 1 }],
      [{ stockId: 2, quantity: 1 }],
    ],
    [
      'one stock on two lines',
      [
        { stockId: 1, quantity: 1 },
        { stockId: 1, quantity: 2 },
      ],
      [{ stockId: 1, quantity: 1 }],
      [{ stockId: 1, quantity: 2 }],
    ],
    [
      'a return naming more than was left: nothing, never negative',
      [{ stockId: 1, quantity: 1 }],
      [{ stockId: 1, quantity: 5 }],
      [],
    ],
  ])('%s', (_, ordered, returned, left) => {
    expect(unitsLeft(ordered, returned)).toEqual(left);
  });
});

describe('owedBack', () => {
  test.each([
    ['a debit, nothing given back', [-300], 300],
    ['part given back', [-300, 100], 200],
    ['all given back', [-300, 300], 0],
    ['given back in two parts', [-300, 100, 200], 0],
    ['more given back than taken (never negative)', [-300, 400], 0],
    ['nothing taken', [], 0],
  ])('%s', (_, amounts, owed) => {
    expect(owedBack(amounts.map((amount) => ({ amount })))).toBe(owed);
  });
});

test('owedBackBy keeps each key apart and leaves out the settled ones', () => {
  const owed = owedBackBy([
    { key: 'wallet', amount: -100 },
    { key: 'external', amount: -50 },
    { key: 'wallet', amount: 40 },
    { key: 'external', amount: 50 },
  ]);
  expect([...owed]).toEqual([['wallet', 60]]);
});

describe('upToLeft', () => {
  test.each([
    [100, 300, 100],
    [300, 300, 300],
    [500, 300, 300],
    [100, 0, 0],
    [100, -20, 0],
    [-5, 300, 0],
  ])('asked %d with %d left gives %d', (asked, left, given) => {
    expect(upToLeft(asked, left)).toBe(given);
  });
});

// The invariant itself: whatever the order of the paths (a return's share, a cancel's "everything
// left"), and however often each runs, what is given back adds up to at most what was taken, and to
// exactly that once everything was asked for.
test('give-backs in any order never exceed what was taken', () => {
  const step = fc.oneof(
    fc.record({ kind: fc.constant('part' as const), amount: fc.integer({ min: 0, max: 500 }) }),
    fc.record({ kind: fc.constant('rest' as const) }),
  );
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 1000 }), fc.array(step, { maxLength: 8 }), (taken, steps) => {
      const ledger = [{ amount: -taken }];
      for (const s of steps) {
        const left = owedBack(ledger);
        const given = s.kind === 'rest' ? left : upToLeft(s.amount, left);
        if (given > 0) ledger.push({ amount: given });
      }
      const back = ledger.slice(1).reduce((total, m) => total + m.amount, 0);
      expect(back).toBeLessThanOrEqual(taken);
      if (steps.some((s) => s.kind === 'rest')) expect(back).toBe(taken);
    }),
  );
});
