import type { AllStatusCount } from '@/lib/api/contract';
import {
  ORDER_TABS,
  orderListPath,
  orderListRequest,
  parseOrderListQuery,
  parseOrderTab,
  tabCount,
} from './tabs';

test('tabs: everything first, then each status in the order an order moves', () => {
  expect(ORDER_TABS.map((t) => `${t.key}:${t.label}`)).toEqual([
    'all:全部',
    'unpaid:待付款',
    'processing:待出貨',
    'shipped:已出貨',
    'completed:已完成',
    'cancelled:已取消',
  ]);
});

test.each([
  [undefined, 'all'],
  ['', 'all'],
  ['unpaid', 'unpaid'],
  ['cancelled', 'cancelled'],
  [['shipped', 'unpaid'], 'shipped'],
  ['Unpaid', 'all'],
  ['all', 'all'],
  ['toString', 'all'],
])('parseOrderTab(%j) = %s', (value, tab) => {
  expect(parseOrderTab(value)).toBe(tab);
});

test.each([
  [{}, { tab: 'all', page: 1 }],
  [
    { status: 'processing', page: '3' },
    { tab: 'processing', page: 3 },
  ],
  [
    { status: 'nope', page: '-2' },
    { tab: 'all', page: 1 },
  ],
  [{ page: '1.5' }, { tab: 'all', page: 1 }],
])('parseOrderListQuery(%j)', (query, parsed) => {
  expect(parseOrderListQuery(query)).toEqual(parsed);
});

test.each([
  ['all', 1, '/order/list'],
  ['all', 2, '/order/list?page=2'],
  ['unpaid', 1, '/order/list?status=unpaid'],
  ['shipped', 4, '/order/list?status=shipped&page=4'],
] as const)('orderListPath(%s, %i) = %s', (tab, page, path) => {
  expect(orderListPath(tab, page)).toBe(path);
});

test.each([
  ['all', 1, { start: 0, limit: 10 }],
  ['all', 3, { start: 20, limit: 10 }],
  ['completed', 2, { start: 10, limit: 10, status: 'completed' }],
] as const)('orderListRequest(%s, %i)', (tab, page, request) => {
  expect(orderListRequest(tab, page)).toEqual(request);
});

test('each tab counts its own status', () => {
  const counts: AllStatusCount = { all: 9, unpaid: 1, processing: 2, shipped: 3, completed: 2, cancelled: 1 };
  expect(ORDER_TABS.map((t) => tabCount(counts, t.key))).toEqual([9, 1, 2, 3, 2, 1]);
});
