'use client';

import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import { ListHeader } from '@/components/catalog/ListHeader';
import { useShop } from '@/components/providers/ShopProvider';
import { EmptyState } from '@/components/ui/EmptyState';
import { Skeleton } from '@/components/ui/Skeleton';
import { refreshCart } from '@/lib/cart/refresh';
import { canCheckout } from '@/lib/cart/rules';
import { useCart } from '@/lib/cart/useCart';
import { initiateCheckoutEvent } from '@/lib/checkout/tracking';
import { cartPath, homePath } from '@/lib/routes';
import { track } from '@/lib/tracking/events';
import { CheckoutLines } from './CheckoutLines';
import { CheckoutUnavailable } from './CheckoutUnavailable';
import { useCheckoutData } from './useCheckoutData';

function Loading() {
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_22rem]" aria-busy="true" aria-label="載入中">
      <div className="space-y-6">
        <Skeleton className="h-40 w-full" />
        <Skeleton className="h-48 w-full" />
        <Skeleton className="h-48 w-full" />
      </div>
      <Skeleton className="h-72 w-full" />
    </div>
  );
}

/**
 * The form, with its rules and the contract's schemas (zod), is drawn once the cart and the
 * checkout data are read; it loads while they are, not with the page.
 */
const loadCheckoutForm = () => import('./CheckoutForm').then((m) => m.CheckoutForm);
const CheckoutForm = dynamic(loadCheckoutForm, { ssr: false, loading: () => <Loading /> });

/**
 * Checkout (spec §2, §4), a member's screen: the cart's lines that can be bought, delivery, payment,
 * receiver, invoice and discounts, priced by the shop's pre-check as the shopper chooses.
 */
export function CheckoutScreen() {
  const { shopId } = useShop();
  const lines = useCart(shopId);
  const data = useCheckoutData(shopId);
  const [placed, setPlaced] = useState(false);
  const tracked = useRef(false);
  const ready = lines !== null && canCheckout(lines);

  useEffect(() => {
    void refreshCart(shopId);
  }, [shopId]);

  useEffect(() => {
    void loadCheckoutForm();
  }, []);

  useEffect(() => {
    if (!lines || !ready || tracked.current) return;
    tracked.current = true;
    track(initiateCheckoutEvent(lines));
  }, [ready, lines]);

  let body;
  if (placed) {
    // The bought lines have left the cart by now; this holds the screen until the order page shows.
    body = (
      <p role="status" className="rounded-xl bg-primary-soft px-4 py-6 text-center text-ink">
        訂單已成立，正在前往訂單頁…
      </p>
    );
  } else if (lines === null) {
    // The cart lives in this browser only: it is not known before it has been read there.
    body = <Loading />;
  } else if (!ready) {
    body = (
      <EmptyState
        kind="cart"
        title="沒有可結帳的商品"
        description="購物車是空的，或商品已移除、無庫存。"
        action={
          <div className="flex flex-wrap justify-center gap-3">
            <Link
              href={homePath()}
              className="inline-block rounded-full bg-primary px-6 py-2 text-sm font-semibold text-white hover:bg-primary-dark"
            >
              繼續購物
            </Link>
            {lines.length ? (
              <Link
                href={cartPath()}
                className="inline-block rounded-full border border-line px-6 py-2 text-sm font-semibold text-ink hover:border-primary"
              >
                查看購物車
              </Link>
            ) : null}
          </div>
        }
      />
    );
  } else if (data.status === 'loading') {
    body = <Loading />;
  } else if (data.status === 'failed') {
    // The lines are known here: they stay on screen beside what could not be read.
    body = (
      <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
        <div className="min-w-0">
          <CheckoutLines lines={lines} items={null} cashbackEnabled={false} />
        </div>
        <CheckoutUnavailable failures={data.failures} retrying={data.retrying} onRetry={data.retry} />
      </div>
    );
  } else {
    body = <CheckoutForm data={data.data} lines={lines} onPlaced={() => setPlaced(true)} />;
  }

  return (
    <section className="mx-auto max-w-6xl px-4 py-6 sm:py-8">
      <ListHeader
        title="結帳"
        crumbs={[{ name: '首頁', href: homePath() }, { name: '購物車', href: cartPath() }, { name: '結帳' }]}
      />
      {body}
    </section>
  );
}
