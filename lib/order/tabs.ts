import type { AllStatusCount, OrderStatus } from '@/lib/api/contract';
import { ORDER_STATUSES } from '@/lib/api/contract/orderStatuses';
import { parsePage } from '@/lib/catalog/pagination';
import { ORDER_STATUS_LABELS } from './labels';
import { ORDER_LIST_PATH } from './paths';

/** The order list's tabs: everything, then one per status, in the order an order moves through them. */
export type OrderTab = 'all' | OrderStatus;

export const ORDER_TABS: readonly { key: OrderTab; label: string }[] = [
  { key: 'all', label: '全部' },
  ...ORDER_STATUSES.map((status) => ({ key: status, label: ORDER_STATUS_LABELS[status] })),
];

export const ORDERS_PER_PAGE = 10;

type QueryValue = string | string[] | undefined;

/** A `?status=` value as a tab: anything that is not a known status shows every order. */
export function parseOrderTab(value: QueryValue): OrderTab {
  const text = Array.isArray(value) ? value[0] : value;
  return (ORDER_STATUSES as readonly string[]).includes(text ?? '') ? (text as OrderStatus) : 'all';
}

/** The list's tab and page from its query string. */
export function parseOrderListQuery(query: { status?: QueryValue; page?: QueryValue }): {
  tab: OrderTab;
  page: number;
} {
  return { tab: parseOrderTab(query.status), page: parsePage(query.page) };
}

/** The list's address; the defaults (every order, page 1) stay out of it. */
export function orderListPath(tab: OrderTab, page = 1): string {
  const query = new URLSearchParams();
  if (tab !== 'all') query.set('status', tab);
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `${ORDER_LIST_PATH}?${text}` : ORDER_LIST_PATH;
}

/** What to ask the API for one page of one tab. */
export function orderListRequest(
  tab: OrderTab,
  page: number,
): { start: number; limit: number; status?: OrderStatus } {
  const paging = { start: (page - 1) * ORDERS_PER_PAGE, limit: ORDERS_PER_PAGE };
  return tab === 'all' ? paging : { ...paging, status: tab };
}

export const tabCount = (counts: AllStatusCount, tab: OrderTab) => counts[tab];
