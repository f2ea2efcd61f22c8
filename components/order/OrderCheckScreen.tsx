'use client';

import dynamic from 'next/dynamic';
import { useEffect } from 'react';
import { ListHeader } from '@/components/catalog/ListHeader';
import { ORDER_LIST_PATH } from '@/lib/order/paths';
import { OrderNotFound } from './OrderNotFound';
import { OrderScreenSkeleton } from './OrderScreenSkeleton';
import { useMemberOrder } from './useMemberOrder';

// The order arrives after the page (useMemberOrder reads it in the browser), so what shows it is not
// in the page's first load: its code is fetched as the screen mounts, beside the order, and is there
// when the order is. Until both are, the skeleton shows.
const loadOrderDetail = () => import('./OrderDetail').then((m) => m.OrderDetail);
const OrderDetail = dynamic(loadOrderDetail, { ssr: false, loading: () => <OrderScreenSkeleton /> });

/**
 * OrderCheck (spec §2): one order in full, with cancelling, the ATM transfer report and 申請退貨 when
 * they apply.
 */
export function OrderCheckScreen({ id }: { id: number | null }) {
  const { shopId, member, order } = useMemberOrder(id);
  useEffect(() => {
    void loadOrderDetail();
  }, []);

  let content;
  if (id === null) content = <OrderNotFound />;
  else if (order.isError) content = <OrderNotFound message={order.error.message} />;
  else if (!member || !order.data) content = <OrderScreenSkeleton />;
  else content = <OrderDetail order={order.data} shopId={shopId} />;

  return (
    <section className="mx-auto max-w-5xl px-4 py-8">
      <ListHeader
        title="訂單明細"
        crumbs={[
          { name: '首頁', href: '/' },
          { name: '訂單查詢', href: ORDER_LIST_PATH },
          { name: '訂單明細' },
        ]}
      />
      {content}
    </section>
  );
}
