import type { Metadata } from 'next';
import { ListHeader } from '@/components/catalog/ListHeader';
import { OrderListScreen } from '@/components/order/OrderListScreen';
import { parseOrderListQuery } from '@/lib/order/tabs';

export const metadata: Metadata = { title: '訂單查詢', robots: { index: false } };
// The tab and page come from the query, which a cached shop page cannot read; the page holds nothing
// personal either way (the orders load in the browser).
export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<{ status?: string | string[]; page?: string | string[] }> };

/** OrderList (spec §2): guarded by the middleware; the tab and page come from the address. */
export default async function OrderListPage({ searchParams }: Props) {
  const { tab, page } = parseOrderListQuery(await searchParams);
  return (
    <section className="mx-auto max-w-4xl px-4 py-8">
      <ListHeader title="訂單查詢" crumbs={[{ name: '首頁', href: '/' }, { name: '訂單查詢' }]} />
      <OrderListScreen tab={tab} page={page} />
    </section>
  );
}
