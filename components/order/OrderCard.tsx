import Link from 'next/link';
import { CartThumbnail } from '@/components/cart/CartThumbnail';
import type { Order } from '@/lib/api/contract';
import { formatPrice } from '@/lib/format/price';
import { orderTotal } from '@/lib/order/amounts';
import { formatOrderDate } from '@/lib/order/date';
import { previewItems } from '@/lib/order/details';
import { paymentTypeLabel } from '@/lib/order/labels';
import { orderCheckPath } from '@/lib/order/paths';
import { CancelOrderButton } from './CancelOrderButton';
import { OrderStatusBadge } from './OrderStatusBadge';

/** An order in the list: number, date, status, its first lines, the amounts and what can be done. */
export function OrderCard({ order, shopId }: { order: Order; shopId: number }) {
  const { shown, more } = previewItems(order.EcommerceOrderItems);
  const titleId = `order-${order.id}-title`;
  return (
    <article
      data-order-id={order.id}
      aria-labelledby={titleId}
      className="rounded-xl border border-line bg-white"
    >
      <header className="flex items-start justify-between gap-3 border-b border-line px-4 py-3">
        <div className="min-w-0">
          <h2 id={titleId} className="text-sm font-semibold break-all text-ink">
            訂單編號 {order.orderNo}
          </h2>
          <p className="mt-0.5 text-xs text-muted">
            <time dateTime={order.createdAt}>{formatOrderDate(order.createdAt)}</time>
            <span aria-hidden> · </span>
            {paymentTypeLabel(order.paymentType)}
            <span aria-hidden> · </span>
            {order.EcommerceDelivery.name}
          </p>
        </div>
        <OrderStatusBadge status={order.status} />
      </header>
      <ul className="space-y-3 px-4 py-3">
        {shown.map((item) => (
          <li key={item.stockId} className="flex items-center gap-3 text-sm">
            <div className="h-14 w-14 shrink-0 overflow-hidden rounded-lg bg-highlight">
              <CartThumbnail src={item.image} sizes="56px" />
            </div>
            <div className="min-w-0 flex-1">
              <p className="line-clamp-1 text-ink">{item.name}</p>
              {item.specName ? <p className="line-clamp-1 text-xs text-muted">{item.specName}</p> : null}
            </div>
            <p className="shrink-0 text-muted">× {item.quantity}</p>
          </li>
        ))}
        {more > 0 ? <li className="text-xs text-muted">還有 {more} 項商品</li> : null}
      </ul>
      <footer className="flex flex-col gap-3 border-t border-line px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
        <dl className="flex flex-wrap items-baseline gap-x-5 gap-y-1 text-sm">
          <div className="flex items-baseline gap-2">
            <dt className="text-muted">訂單金額</dt>
            <dd className="text-ink">{formatPrice(orderTotal(order))}</dd>
          </div>
          <div className="flex items-baseline gap-2">
            <dt className="text-muted">應付金額</dt>
            <dd className="text-lg font-bold text-primary">{formatPrice(order.paymentPrice)}</dd>
          </div>
        </dl>
        <div className="flex justify-end gap-2">
          {order.cancellable ? <CancelOrderButton shopId={shopId} orderId={order.id} /> : null}
          <Link
            href={orderCheckPath(order.id)}
            className="rounded-full bg-primary px-4 py-2 text-sm font-semibold text-white hover:bg-primary-dark"
          >
            查看訂單
          </Link>
        </div>
      </footer>
    </article>
  );
}
