'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { Pagination } from '@/components/product/Pagination';
import { useShop } from '@/components/providers/ShopProvider';
import { EmptyState } from '@/components/ui/EmptyState';
import { Skeleton } from '@/components/ui/Skeleton';
import { pageCount } from '@/lib/catalog/productList';
import { orderQueries } from '@/lib/order/queries';
import { ORDER_TABS, ORDERS_PER_PAGE, orderListPath, tabCount, type OrderTab } from '@/lib/order/tabs';
import { OrderCard } from './OrderCard';
import { OrderTabs } from './OrderTabs';

/** OrderList (spec §2): the member's orders by status tab, 10 a page, newest first. */
export function OrderListScreen({ tab, page }: { tab: OrderTab; page: number }) {
  const { shopId } = useShop();
  const counts = useQuery(orderQueries.counts(shopId));
  const list = useQuery(orderQueries.list(shopId, tab, page));

  let body;
  if (list.data === undefined) {
    body = list.isError ? (
      <EmptyState kind="order" title="訂單載入失敗" description={list.error.message} />
    ) : (
      <div className="space-y-4" aria-busy="true" aria-label="載入中">
        <Skeleton className="h-48 w-full" />
        <Skeleton className="h-48 w-full" />
      </div>
    );
  } else if (list.data.length === 0) {
    const tabName = ORDER_TABS.find((t) => t.key === tab)?.label;
    // A page past the end (after cancelling the last order of it) leads back to the first.
    const action =
      page > 1 ? (
        <Link
          href={orderListPath(tab)}
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          回到第一頁
        </Link>
      ) : (
        <Link
          href="/"
          className="inline-block rounded-full bg-primary px-6 py-2 text-sm font-semibold text-white"
        >
          去逛逛
        </Link>
      );
    body = (
      <EmptyState
        kind="order"
        title={tab === 'all' ? '目前沒有訂單' : `沒有${tabName}的訂單`}
        description={page > 1 ? '這一頁沒有訂單了。' : undefined}
        action={action}
      />
    );
  } else {
    body = (
      <>
        <ul className="space-y-4">
          {list.data.map((order) => (
            <li key={order.id}>
              <OrderCard order={order} shopId={shopId} />
            </li>
          ))}
        </ul>
        {counts.data ? (
          <Pagination
            current={page}
            total={pageCount(tabCount(counts.data, tab), ORDERS_PER_PAGE)}
            href={(p) => orderListPath(tab, p)}
          />
        ) : null}
      </>
    );
  }

  return (
    <>
      <OrderTabs current={tab} counts={counts.data} />
      {body}
    </>
  );
}
