'use client';

import Link from 'next/link';
import { CartThumbnail } from '@/components/cart/CartThumbnail';
import type { OrderItem } from '@/lib/api/contract';
import type { CartLine } from '@/lib/cart/line';
import { checkoutLines } from '@/lib/cart/rules';
import { cashbackRateLabel } from '@/lib/checkout/cashback';
import { checkoutLineGroups, type LineRow } from '@/lib/checkout/lines';
import { formatPrice } from '@/lib/format/price';
import { cartPath } from '@/lib/routes';
import { CheckoutSection } from './CheckoutSection';

type Props = {
  lines: CartLine[];
  /** The lines of the last pre-check; null before its first answer. */
  items: OrderItem[] | null;
  cashbackEnabled: boolean;
};

function Line({ row, cashbackEnabled }: { row: LineRow; cashbackEnabled: boolean }) {
  return (
    <li className="flex items-start gap-3 py-3">
      <div className="h-14 w-14 shrink-0 overflow-hidden rounded-lg bg-highlight">
        <CartThumbnail src={row.image} sizes="56px" />
      </div>
      <div className="min-w-0 flex-1 text-sm">
        <p className="line-clamp-1 font-medium">{row.name}</p>
        {row.specName ? <p className="text-xs text-muted">{row.specName}</p> : null}
        <p className="text-xs text-muted">
          {row.quantity} × {formatPrice(row.price)}
          {row.was !== null ? (
            <del className="ml-1">
              <span className="sr-only">原價</span>
              {formatPrice(row.was)}
            </del>
          ) : null}
        </p>
        {row.notice ? (
          <p role="status" className="text-xs font-medium text-accent">
            {row.notice}
          </p>
        ) : null}
        {cashbackEnabled ? (
          <p className="mt-1 text-xs text-muted">{cashbackRateLabel(row.cashbackRate)}</p>
        ) : null}
      </div>
      <p className="shrink-0 text-sm font-semibold text-ink">{formatPrice(row.subtotal)}</p>
    </li>
  );
}

/**
 * The lines being bought, grouped by activity as on the cart page (spec §2), at the prices the shop
 * computed once it has. Lines that cannot be bought stay in the cart and are only counted here.
 */
export function CheckoutLines({ lines, items, cashbackEnabled }: Props) {
  const groups = checkoutLineGroups(lines, items);
  const count = groups.reduce((n, g) => n + g.rows.length, 0);
  const left = lines.length - checkoutLines(lines).length;
  return (
    <CheckoutSection
      id="checkout-lines"
      title={`購買商品（${count} 樣）`}
      aside={
        <Link href={cartPath()} className="text-sm font-medium text-primary hover:underline">
          返回購物車
        </Link>
      }
    >
      {groups.map((group) => (
        <div key={group.key} className="border-t border-line first:border-t-0">
          {group.title ? <h3 className="pt-3 text-sm font-semibold text-primary">{group.title}</h3> : null}
          <ul className="divide-y divide-line">
            {group.rows.map((row) => (
              <Line key={row.stockId} row={row} cashbackEnabled={cashbackEnabled} />
            ))}
          </ul>
        </div>
      ))}
      {left > 0 ? (
        <p className="mt-2 rounded-lg bg-highlight px-3 py-2 text-sm text-muted">
          另有 {left} 樣商品已移除或無庫存，不會列入這筆訂單。
        </p>
      ) : null}
    </CheckoutSection>
  );
}
