'use client';

import Image from 'next/image';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { CartLineSummary } from '@/components/cart/CartLineSummary';
import { useShop } from '@/components/providers/ShopProvider';
import { useEmptyPicture } from '@/components/ui/useEmptyPicture';
import { canCheckout, cartCount, NOTHING_TO_CHECKOUT } from '@/lib/cart/rules';
import type { CartLine } from '@/lib/cart/line';
import { useCart } from '@/lib/cart/useCart';
import { cartPath, checkoutPath } from '@/lib/routes';
import { useMediaQuery } from '@/lib/ui/useMediaQuery';
import { toast } from '@/lib/ui/toast';
import { CartIcon } from './icons';

const NO_LINES: CartLine[] = [];

/** The cart popover shows above 1024 px (spec §2, §9). */
const POPOVER_QUERY = '(min-width: 1025px)';

/**
 * The cart icon with its count badge and, on wide screens, the cart popover on hover (spec §2).
 * A tap leads to checkout when a line can be checked out; otherwise narrow screens warn and wide
 * ones open the cart (the popover's 查看購物車 always does).
 */
export function CartButton() {
  const { shopId } = useShop();
  const router = useRouter();
  // Until the browser has read the cart it shows as empty, as on the server.
  const lines = useCart(shopId) ?? NO_LINES;
  const wide = useMediaQuery(POPOVER_QUERY);
  const [open, setOpen] = useState(false);
  const count = cartCount(lines);
  const ready = canCheckout(lines);
  const emptyPicture = useEmptyPicture('cart');

  return (
    <div className="relative" onMouseEnter={() => wide && setOpen(true)} onMouseLeave={() => setOpen(false)}>
      <Link
        href={ready ? checkoutPath() : cartPath()}
        onClick={(e) => {
          if (ready || wide) return;
          e.preventDefault();
          toast(NOTHING_TO_CHECKOUT, 'info');
        }}
        onFocus={() => wide && setOpen(true)}
        aria-label={count ? `購物車，${count} 樣商品` : '購物車'}
        className="relative flex h-10 w-10 items-center justify-center rounded-full text-ink hover:bg-highlight"
      >
        <CartIcon />
        {count > 0 ? (
          <span
            data-testid="cart-count"
            className="absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-accent px-1 text-center text-[11px] font-semibold leading-5 text-white"
          >
            {count}
          </span>
        ) : null}
      </Link>
      {wide && open ? (
        <div
          role="dialog"
          aria-label="已加入購物車的商品"
          className="absolute right-0 top-full z-40 w-80 rounded-xl border border-line bg-white p-4 text-sm shadow-lg"
        >
          <h2 className="mb-3 font-semibold">已加入購物車的商品</h2>
          {lines.length === 0 ? (
            <div data-empty-state="cart" className="flex flex-col items-center py-4 text-center">
              <Image
                src={emptyPicture}
                alt=""
                width={160}
                height={120}
                sizes="160px"
                className="h-auto w-40"
              />
              <p className="mt-3 text-muted">您的購物車是空的。</p>
            </div>
          ) : (
            <>
              <ul className="max-h-80 space-y-3 overflow-y-auto">
                {lines.map((line) => (
                  <li key={line.stock.id}>
                    <CartLineSummary line={line} />
                  </li>
                ))}
              </ul>
              <p className="mt-3 border-t border-line pt-3 text-muted">總共 {count} 樣 商品</p>
              <div className="mt-3 flex gap-2">
                <Link
                  href={cartPath()}
                  onClick={() => setOpen(false)}
                  className="flex-1 rounded-full border border-line py-2 text-center hover:border-primary"
                >
                  查看購物車
                </Link>
                <button
                  type="button"
                  disabled={!ready}
                  onClick={() => {
                    setOpen(false);
                    router.push(checkoutPath());
                  }}
                  className="flex-1 rounded-full bg-primary py-2 font-semibold text-white disabled:cursor-not-allowed disabled:bg-line disabled:text-muted"
                >
                  前往結帳
                </button>
              </div>
            </>
          )}
        </div>
      ) : null}
    </div>
  );
}
