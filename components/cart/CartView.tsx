'use client';

import Link from 'next/link';
import { useEffect, useState } from 'react';
import { useShop } from '@/components/providers/ShopProvider';
import { EmptyState } from '@/components/ui/EmptyState';
import { Skeleton } from '@/components/ui/Skeleton';
import { refreshCart } from '@/lib/cart/refresh';
import { canCheckout, cartCount, cartTotal, groupByActivity, REMOVE_CONFIRM } from '@/lib/cart/rules';
import { removeCartLine, setLineCount } from '@/lib/cart/store';
import { useCart } from '@/lib/cart/useCart';
import { formatPrice } from '@/lib/format/price';
import { checkoutPath } from '@/lib/routes';
import { CartLineItem } from './CartLineItem';
import { LazyConfirmDialog } from './LazyConfirmDialog';

/** The cart page (spec §2): lines grouped by activity, totals, and the way to checkout. */
export function CartView() {
  const { shopId } = useShop();
  const lines = useCart(shopId);
  const [removing, setRemoving] = useState<number | null>(null);

  useEffect(() => {
    void refreshCart(shopId);
  }, [shopId]);

  // The cart lives in this browser only: until it is read, hold its place instead of flashing "empty".
  if (lines === null) {
    return (
      <div className="space-y-4" aria-busy="true" aria-label="載入中">
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  if (lines.length === 0) {
    return (
      <EmptyState
        kind="cart"
        title="您的購物車是空的。"
        description="去逛逛，把喜歡的商品加入購物車吧。"
        action={
          <Link
            href="/"
            className="inline-block rounded-full bg-primary px-6 py-2 text-sm font-semibold text-white"
          >
            繼續購物
          </Link>
        }
      />
    );
  }

  const ready = canCheckout(lines);
  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_20rem]">
      <div>
        {groupByActivity(lines).map((group) => (
          <section
            key={group.key}
            aria-label={group.title ?? '商品'}
            className="mb-6 rounded-xl border border-line px-4"
          >
            {group.title ? (
              <h2 className="border-b border-line py-3 text-sm font-semibold text-primary">{group.title}</h2>
            ) : null}
            <ul className="divide-y divide-line">
              {group.lines.map((line) => (
                <li key={line.stock.id}>
                  <CartLineItem
                    line={line}
                    lines={lines}
                    onCount={(count) => setLineCount(shopId, line.stock.id, count)}
                    onRemove={() => setRemoving(line.stock.id)}
                  />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <aside className="h-fit rounded-xl bg-highlight p-5 lg:sticky lg:top-20">
        <p className="text-sm text-muted">總共 {cartCount(lines)} 樣 商品</p>
        <p className="mt-2 flex items-baseline justify-between">
          <span>合計</span>
          <span data-testid="cart-total" className="text-2xl font-bold">
            {formatPrice(cartTotal(lines))}
          </span>
        </p>
        <Link
          href={checkoutPath()}
          aria-disabled={!ready}
          onClick={(e) => !ready && e.preventDefault()}
          className={`mt-4 block rounded-full py-3 text-center font-semibold ${
            ready ? 'bg-primary text-white hover:bg-primary-dark' : 'cursor-not-allowed bg-line text-muted'
          }`}
        >
          前往結帳
        </Link>
      </aside>
      <LazyConfirmDialog
        open={removing !== null}
        message={REMOVE_CONFIRM}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (removing !== null) removeCartLine(shopId, removing);
          setRemoving(null);
        }}
      />
    </div>
  );
}
