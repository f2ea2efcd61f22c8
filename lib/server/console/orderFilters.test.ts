import { filterQuery, likeEscape, OrderFilterSchema } from './orderFilters';

test.each([
  [{}, { page: 1 }],
  [{ status: '', q: '', page: '' }, { page: 1 }],
  [
    { status: 'unpaid', page: '3' },
    { status: 'unpaid', page: 3 },
  ],
  [
    { from: '2026-11-01', to: '2026-11-28', q: ' 王 ' },
    { from: '2026-11-01', to: '2026-11-28', q: '王', page: 1 },
  ],
  [
    { paymentType: 'atm', delivery: 'cvs' },
    { paymentType: 'atm', delivery: 'cvs', page: 1 },
  ],
  [{ returns: 'requested' }, { returns: 'requested', page: 1 }],
  [{ transfer: 'reported' }, { transfer: 'reported', page: 1 }],
])('%j is read as %j', (query, expected) => {
  expect(OrderFilterSchema.parse(query)).toEqual(expected);
});

test.each([
  [{ status: 'lost' }],
  [{ paymentType: 'cash' }],
  [{ delivery: 'drone' }],
  [{ returns: 'all' }],
  [{ from: '2026/11/01' }],
  [{ from: '2026-11-28', to: '2026-11-01' }],
  [{ page: '0' }],
  [{ page: 'x' }],
  [{ q: 'x'.repeat(41) }],
])('%j is refused', (query) => {
  expect(OrderFilterSchema.safeParse(query).success).toBe(false);
});

test.each([
  [{ page: 1 }, {}, ''],
  [{ status: 'unpaid' as const, page: 2 }, {}, '?status=unpaid&page=2'],
  [{ q: '王 小明', page: 1 }, { page: 3 }, '?q=%E7%8E%8B+%E5%B0%8F%E6%98%8E&page=3'],
])('%j with %j → %s', (filter, more, expected) => {
  expect(filterQuery(filter, more)).toBe(expected);
});

test.each([
  ['100%', '100\\%'],
  ['a_b', 'a\\_b'],
  ['c\\d', 'c\\\\d'],
  ['王小明', '王小明'],
])('like pattern of %s is %s', (text, expected) => {
  expect(likeEscape(text)).toBe(expected);
});
