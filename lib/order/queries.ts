import { getAllStatusCount, getOrder, listOrders } from '@/lib/api/orders';
import { unwrap } from '@/lib/query/unwrap';
import { orderListRequest, type OrderTab } from './tabs';

/**
 * A member's orders. Keys start with 'member' like the other member data, and share one prefix so
 * that a cancel or a transfer report refreshes the counts, every list page and the order at once.
 */
export const orderQueries = {
  all: (shopId: number) => ['member', shopId, 'orders'] as const,
  counts: (shopId: number) => ({
    queryKey: [...orderQueries.all(shopId), 'counts'] as const,
    queryFn: () => unwrap(getAllStatusCount(shopId)),
  }),
  list: (shopId: number, tab: OrderTab, page: number) => ({
    queryKey: [...orderQueries.all(shopId), 'list', tab, page] as const,
    queryFn: () => unwrap(listOrders(shopId, orderListRequest(tab, page))),
  }),
  detail: (shopId: number, id: number) => ({
    queryKey: [...orderQueries.all(shopId), 'detail', id] as const,
    queryFn: () => unwrap(getOrder(shopId, id)),
  }),
};
