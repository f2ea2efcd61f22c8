'use client';

import Link from 'next/link';
import { useShop } from '@/components/providers/ShopProvider';
import { cartCount } from '@/lib/cart/store';
import { useCart } from '@/lib/cart/useCart';
import { CartIcon } from './icons';

/** The cart icon with its count badge; the cart issue adds the popover and the checkout rule. */
export function CartButton() {
  const { shopId } = useShop();
  const count = cartCount(useCart(shopId));
  return (
    <Link
      href="/cart"
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
  );
}
