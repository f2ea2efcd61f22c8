'use client';

import Link from 'next/link';
import { Price } from '@/components/product/Price';
import { QuantityStepper } from '@/components/product/QuantityStepper';
import type { CartLine } from '@/lib/cart/line';
import { CartThumbnail } from './CartThumbnail';
import { lineNotice, lineTotal, stepperLimit } from '@/lib/cart/rules';
import { formatPrice } from '@/lib/format/price';
import { productPath } from '@/lib/routes';

type Props = {
  line: CartLine;
  /** The whole cart: a product's 限購 counts its lines together. */
  lines: CartLine[];
  onCount: (count: number) => void;
  onRemove: () => void;
};

/** A cart line with its stepper, remove button, notice and total (spec §2 Cart page, §8). */
export function CartLineItem({ line, lines, onCount, onRemove }: Props) {
  const notice = lineNotice(line, lines);
  const usable = !line.isRemoved && line.stock.inStock > 0;
  return (
    <article data-cart-line={line.stock.id} className="flex gap-4 py-4">
      <Link
        href={productPath(line.product.nanoId)}
        className="h-20 w-20 shrink-0 overflow-hidden rounded-lg bg-highlight sm:h-24 sm:w-24"
      >
        <CartThumbnail src={line.image} sizes="96px" />
      </Link>
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <Link
              href={productPath(line.product.nanoId)}
              className="line-clamp-2 font-medium hover:text-primary"
            >
              {line.product.name}
            </Link>
            {line.name ? <p className="text-sm text-muted">{line.name}</p> : null}
          </div>
          <button
            type="button"
            onClick={onRemove}
            aria-label={`移除 ${line.product.name}${line.name ? ` ${line.name}` : ''}`}
            className="-m-2 shrink-0 p-2 text-sm text-muted hover:text-accent"
          >
            移除
          </button>
        </div>
        <div className="mt-1">
          <Price price={line.stock.price} activityPrice={line.stock.activityPrice} />
        </div>
        {notice ? (
          <p role="status" className="mt-1 text-sm font-semibold text-accent">
            {notice}
            {line.lastCount !== null
              ? `（原選 ${line.lastCount} 件，目前庫存 ${line.stock.inStock} 件）`
              : ''}
          </p>
        ) : null}
        <div className="mt-3 flex flex-wrap items-end justify-between gap-3">
          <QuantityStepper
            value={line.count}
            max={stepperLimit(lines, line)}
            onChange={onCount}
            disabled={!usable}
          />
          <p className="text-sm">
            小計 <span className="font-semibold">{usable ? formatPrice(lineTotal(line)) : '—'}</span>
          </p>
        </div>
      </div>
    </article>
  );
}
