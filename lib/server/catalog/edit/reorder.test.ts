import { reorderPlan, type Placed } from './reorder';

const stored: Placed[] = [
  { id: 10, order: 0 },
  { id: 11, order: 1 },
  { id: 12, order: 2 },
];

describe('reorderPlan', () => {
  test.each<[string, Placed[], number[], ReturnType<typeof reorderPlan>]>([
    ['the same order moves nothing', stored, [10, 11, 12], { ok: true, moves: [] }],
    [
      'swapping two neighbours moves both',
      stored,
      [11, 10, 12],
      {
        ok: true,
        moves: [
          { id: 11, from: 1, to: 0 },
          { id: 10, from: 0, to: 1 },
        ],
      },
    ],
    [
      'last to first moves all',
      stored,
      [12, 10, 11],
      {
        ok: true,
        moves: [
          { id: 12, from: 2, to: 0 },
          { id: 10, from: 0, to: 1 },
          { id: 11, from: 1, to: 2 },
        ],
      },
    ],
    [
      'gaps and ties of imported orders close up',
      [
        { id: 1, order: 5 },
        { id: 2, order: 5 },
        { id: 3, order: 2 },
      ],
      [3, 1, 2],
      {
        ok: true,
        moves: [
          { id: 3, from: 2, to: 0 },
          { id: 1, from: 5, to: 1 },
          { id: 2, from: 5, to: 2 },
        ],
      },
    ],
    ['an empty list of an empty set', [], [], { ok: true, moves: [] }],
    ['one named twice', stored, [10, 10, 12], { ok: false, problem: 'duplicate' }],
    ['one left out (added meanwhile)', stored, [10, 11], { ok: false, problem: 'changed' }],
    ['one unknown (removed meanwhile)', stored, [10, 11, 12, 13], { ok: false, problem: 'changed' }],
    ['another in place of one', stored, [10, 11, 99], { ok: false, problem: 'changed' }],
  ])('%s', (_name, current, wanted, plan) => {
    expect(reorderPlan(current, wanted)).toEqual(plan);
  });
});
