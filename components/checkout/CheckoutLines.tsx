'use client';

import Link from 'next/link';
import { CartLineSummary } from '@/components/cart/CartLineSummary';
import type { CartLine } from '@/lib/cart/line';
import { checkoutLines, groupByActivity, lineTotal } from '@/lib/cart/rules';
import { cashbackRateLabel } from '@/lib/checkout/cashback';
import { formatPrice } from '@/lib/format/price';
import { cartPath } from '@/lib/routes';
import { CheckoutSection } from './CheckoutSection';

/**
 * The lines being bought, grouped by activity as on the cart page (spec §2). Lines that cannot be
 * bought stay in the cart and are only counted here.
 */
export function CheckoutLines({ lines, cashbackEnabled }: { lines: CartLine[]; cashbackEnabled: boolean }) {
  const buying = checkoutLines(lines);
  const left = lines.length - buying.length;
  return (
    <CheckoutSection
      id="checkout-lines"
      title={`購買商品（${buying.length} 樣）`}
      aside={
        <Link href={cartPath()} className="text-sm font-medium text-primary hover:underline">
          返回購物車
        </Link>
      }
    >
      {groupByActivity(buying).map((group) => (
        <div key={group.key} className="border-t border-line first:border-t-0">
          {group.title ? <h3 className="pt-3 text-sm font-semibold text-primary">{group.title}</h3> : null}
          <ul className="divide-y divide-line">
            {group.lines.map((line) => (
              <li key={line.stock.id} className="flex items-start justify-between gap-3 py-3">
                <div className="min-w-0 flex-1">
                  <CartLineSummary line={line} />
                  {cashbackEnabled ? (
                    <p className="mt-1 pl-[4.25rem] text-xs text-muted">
                      {cashbackRateLabel(line.product.useCashbackRate)}
                    </p>
                  ) : null}
                </div>
                <p className="shrink-0 text-sm font-semibold text-ink">{formatPrice(lineTotal(line))}</p>
              </li>
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
