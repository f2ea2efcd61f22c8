import Link from 'next/link';
import { CartThumbnail } from '@/components/cart/CartThumbnail';
import type { OrderItem } from '@/lib/api/contract';
import { formatPrice } from '@/lib/format/price';
import { productPath } from '@/lib/routes';

/** The lines of an order at the prices charged, each linking back to its product. */
export function OrderItems({ items }: { items: OrderItem[] }) {
  return (
    <ul className="divide-y divide-line">
      {items.map((item) => (
        <li key={item.stockId} className="flex gap-3 py-3 first:pt-0 last:pb-0">
          <div className="h-16 w-16 shrink-0 overflow-hidden rounded-lg bg-highlight sm:h-20 sm:w-20">
            <CartThumbnail src={item.image} sizes="80px" />
          </div>
          <div className="min-w-0 flex-1 text-sm">
            {item.activity ? <p className="text-xs font-medium text-primary">{item.activity.name}</p> : null}
            <Link
              href={productPath(item.nanoId)}
              className="line-clamp-2 font-medium text-ink hover:text-primary"
            >
              {item.name}
            </Link>
            {item.specName ? <p className="text-muted">{item.specName}</p> : null}
            <div className="mt-1 flex flex-wrap items-baseline justify-between gap-x-3">
              <p className="text-muted">
                {formatPrice(item.price)}
                {item.originPrice !== item.price ? (
                  <del className="ml-1 text-xs">
                    <span className="sr-only">原價</span>
                    {formatPrice(item.originPrice)}
                  </del>
                ) : null}
                <span className="ml-1">× {item.quantity}</span>
              </p>
              <p className="font-semibold text-ink">{formatPrice(item.subtotal)}</p>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
