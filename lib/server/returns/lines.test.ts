import { returnLines } from './lines';

const bought = [
  { stockId: 1, quantity: 2, name: '芝麻脆片' },
  { stockId: 2, quantity: 1, name: '白飯一碗' },
];

describe('returnLines', () => {
  it.each([
    [
      'whole order by default',
      [],
      undefined,
      {
        ok: true,
        whole: true,
        lines: [
          { stockId: 1, quantity: 2 },
          { stockId: 2, quantity: 1 },
        ],
      },
    ],
    [
      'some lines',
      [],
      [{ stockId: 1, quantity: 1 }],
      { ok: true, whole: false, lines: [{ stockId: 1, quantity: 1 }] },
    ],
    [
      'every unit named',
      [],
      [
        { stockId: 2, quantity: 1 },
        { stockId: 1, quantity: 2 },
      ],
      {
        ok: true,
        whole: true,
        lines: [
          { stockId: 1, quantity: 2 },
          { stockId: 2, quantity: 1 },
        ],
      },
    ],
    [
      'the rest after a partial return',
      [{ stockId: 1, quantity: 1 }],
      null,
      {
        ok: true,
        whole: true,
        lines: [
          { stockId: 1, quantity: 1 },
          { stockId: 2, quantity: 1 },
        ],
      },
    ],
    [
      'more than bought',
      [],
      [{ stockId: 1, quantity: 3 }],
      { ok: false, message: '「芝麻脆片」最多可退 2 件' },
    ],
    [
      'more than left',
      [{ stockId: 1, quantity: 1 }],
      [{ stockId: 1, quantity: 2 }],
      { ok: false, message: '「芝麻脆片」最多可退 1 件' },
    ],
    [
      'a line returned already',
      [{ stockId: 2, quantity: 1 }],
      [{ stockId: 2, quantity: 1 }],
      { ok: false, message: '「白飯一碗」已全部退貨' },
    ],
    ['not in the order', [], [{ stockId: 9, quantity: 1 }], { ok: false, message: '退貨商品不在此訂單中' }],
    [
      'everything returned already',
      [
        { stockId: 1, quantity: 2 },
        { stockId: 2, quantity: 1 },
      ],
      undefined,
      { ok: false, message: '此訂單的商品皆已退貨' },
    ],
  ])('%s', (_name, returned, asked, expected) => {
    expect(returnLines(bought, returned, asked)).toEqual(expected);
  });
});
