'use client';

import Link from 'next/link';
import type { Order } from '@/lib/api/contract';
import { formatPrice } from '@/lib/format/price';
import { paymentTypeLabel } from '@/lib/order/labels';
import { orderCheckPath } from '@/lib/order/paths';
import { OrderNotFound } from './OrderNotFound';
import { OrderScreenSkeleton } from './OrderScreenSkeleton';
import { OrderStatusBadge } from './OrderStatusBadge';
import { PaymentStepPanel } from './PaymentStepPanel';
import { useMemberOrder } from './useMemberOrder';

/** OrderComplete (spec §2): the order is in; what to do next depends on how it is paid. */
export function OrderCompleteScreen({ id }: { id: number | null }) {
  const { member, order } = useMemberOrder(id);

  let content;
  if (id === null) content = <OrderNotFound />;
  else if (order.isError) content = <OrderNotFound message={order.error.message} />;
  else if (!member || !order.data) content = <OrderScreenSkeleton />;
  else content = <Completed order={order.data} />;

  return <section className="mx-auto max-w-xl px-4 py-8 sm:py-12">{content}</section>;
}

function Completed({ order }: { order: Order }) {
  return (
    <div className="rounded-2xl border border-line bg-white p-5 sm:p-8">
      <div className="text-center">
        <span
          aria-hidden
          className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-primary-soft text-2xl text-primary"
        >
          ✓
        </span>
        <h1 className="mt-4 text-2xl font-semibold text-ink">訂單成立</h1>
        <p className="mt-2 text-sm text-muted">
          訂單編號{' '}
          <span className="font-medium break-all text-ink" data-testid="order-no">
            {order.orderNo}
          </span>
        </p>
      </div>
      <dl className="mt-6 grid grid-cols-2 gap-3 rounded-xl bg-highlight p-4 text-sm">
        <div>
          <dt className="text-muted">付款方式</dt>
          <dd className="mt-0.5 font-medium text-ink">{paymentTypeLabel(order.paymentType)}</dd>
        </div>
        <div>
          <dt className="text-muted">應付金額</dt>
          <dd className="mt-0.5 text-lg font-bold text-primary">{formatPrice(order.paymentPrice)}</dd>
        </div>
        <div className="col-span-2">
          <dt className="text-muted">訂單狀態</dt>
          <dd className="mt-1">
            <OrderStatusBadge status={order.status} testId="order-status" />
          </dd>
        </div>
      </dl>
      <section aria-labelledby="next-step-title" className="mt-6">
        <h2 id="next-step-title" className="mb-3 text-base font-semibold text-ink">
          接下來
        </h2>
        <PaymentStepPanel order={order} />
      </section>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row-reverse">
        <Link
          href={orderCheckPath(order.id)}
          className="flex-1 rounded-full bg-primary py-3 text-center font-semibold text-white hover:bg-primary-dark"
        >
          查看訂單
        </Link>
        <Link
          href="/"
          className="flex-1 rounded-full border border-primary py-3 text-center font-semibold text-primary hover:bg-primary-soft"
        >
          繼續購物
        </Link>
      </div>
    </div>
  );
}
