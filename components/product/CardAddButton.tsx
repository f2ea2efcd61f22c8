'use client';

import { useAddToCartModal } from '@/components/cart/AddToCartModalProvider';
import { useEarlyTaps } from '@/lib/ui/useEarlyTaps';

/**
 * The add-to-cart button of a product card (styles/globals.css, card-add): the one part of a card
 * that needs the browser, so the rest of the card is rendered on the server and never hydrated. A
 * tap before it has hydrated opens the modal once it has (lib/ui/earlyTaps).
 */
export function CardAddButton({ nanoId, name }: { nanoId: string; name: string }) {
  const openAddToCart = useAddToCartModal();
  const { attach: earlyRoot, marker: earlyMarker } = useEarlyTaps<HTMLButtonElement>();
  return (
    <button
      ref={earlyRoot}
      {...earlyMarker}
      type="button"
      onClick={() => openAddToCart(nanoId)}
      aria-label={`加入購物車：${name}`}
      className="card-add"
    >
      <span aria-hidden="true" className="icon-cart h-4 w-4 sm:h-5 sm:w-5" />
      <span className="sm:hidden">加入購物車</span>
    </button>
  );
}
