import type { CartLine } from '@/lib/cart/line';
import { CartThumbnail } from './CartThumbnail';
import { lineNotice } from '@/lib/cart/rules';
import { formatPrice } from '@/lib/format/price';

/** One line as the popover lists it: picture, name, spec, count and price, and its notice. */
export function CartLineSummary({ line }: { line: CartLine }) {
  const notice = lineNotice(line);
  return (
    <div className="flex gap-3">
      <div className="h-14 w-14 shrink-0 overflow-hidden rounded-lg bg-highlight">
        <CartThumbnail src={line.image} sizes="56px" />
      </div>
      <div className="min-w-0 flex-1 text-sm">
        <p className="line-clamp-1 font-medium">{line.product.name}</p>
        {line.name ? <p className="text-xs text-muted">{line.name}</p> : null}
        <p className="text-xs text-muted">
          {line.count} × {formatPrice(line.stock.activityPrice)}
        </p>
        {notice ? (
          <p role="status" className="text-xs font-medium text-accent">
            {notice}
          </p>
        ) : null}
      </div>
    </div>
  );
}
