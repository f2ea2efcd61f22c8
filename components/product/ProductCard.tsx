'use client';

import Image from 'next/image';
import Link from 'next/link';
import { useAddToCartModal } from '@/components/cart/AddToCartModalProvider';
import type { ProductSummary } from '@/lib/api/contract';
import { productPath } from '@/lib/routes';
import { Price } from './Price';

// Half a phone, a quarter of the desktop content width (1120 px at most).
const IMAGE_SIZES = '(min-width: 1152px) 270px, (min-width: 640px) 25vw, 50vw';

/**
 * A product in a list (spec §2 Product card). The add buttons are siblings of the link, never inside
 * it, so adding to the cart does not open the product.
 */
export function ProductCard({ product, priority = false }: { product: ProductSummary; priority?: boolean }) {
  const openAddToCart = useAddToCartModal();
  const image = product.MainImage ?? product.Image;
  const add = () => openAddToCart(product.nanoId);
  const addLabel = `加入購物車：${product.name}`;
  return (
    <article data-product-card={product.nanoId} className="group fade-in-card relative flex h-full flex-col">
      <Link
        href={productPath(product.nanoId)}
        className="flex flex-1 flex-col rounded-xl focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-primary"
      >
        <div className="relative aspect-square overflow-hidden rounded-xl bg-highlight">
          {image ? (
            <Image
              src={image.filename}
              // The name follows in the same link.
              alt=""
              width={500}
              height={500}
              sizes={IMAGE_SIZES}
              {...(priority ? { loading: 'eager', fetchPriority: 'high' } : {})}
              className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-105"
            />
          ) : null}
          {product.totalStock <= 0 ? (
            <span className="absolute left-2 top-2 rounded-full bg-ink/80 px-2 py-0.5 text-xs font-medium text-white">
              已售完
            </span>
          ) : null}
        </div>
        {product.EcommerceActivity ? (
          <span className="mt-3 line-clamp-1 self-start rounded-full bg-primary-soft px-2 py-0.5 text-xs font-medium text-primary">
            {product.EcommerceActivity.name}
          </span>
        ) : null}
        <h3
          className={`line-clamp-2 text-sm leading-snug sm:text-base ${product.EcommerceActivity ? 'mt-1.5' : 'mt-3'}`}
        >
          {product.name}
        </h3>
        <div className="mt-1">
          <Price price={product.price} activityPrice={product.activityPrice} />
        </div>
      </Link>
      {/* Desktop: an icon on the picture, shown on hover or focus (always on touch screens). */}
      <div className="pointer-events-none absolute inset-x-0 top-0 hidden aspect-square sm:block">
        <button
          type="button"
          onClick={add}
          aria-label={addLabel}
          className="pointer-events-auto absolute bottom-3 right-3 flex h-11 w-11 items-center justify-center rounded-full bg-white text-primary shadow-md transition hover:bg-primary hover:text-white focus-visible:opacity-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary group-hover:opacity-100 pointer-fine:opacity-0"
        >
          <CartIcon className="h-5 w-5" />
        </button>
      </div>
      <button
        type="button"
        onClick={add}
        aria-label={addLabel}
        className="mt-2 flex items-center justify-center gap-1 rounded-lg border border-primary py-1.5 text-sm font-medium text-primary active:bg-primary-soft focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary sm:hidden"
      >
        <CartIcon className="h-4 w-4" />
        加入購物車
      </button>
    </article>
  );
}

function CartIcon({ className }: { className: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={className}
    >
      <path d="M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.76L20 8H6.2" />
      <circle cx="9.5" cy="19" r="1.3" />
      <circle cx="17" cy="19" r="1.3" />
      <path d="M13 6.5v-4M11 4.5h4" />
    </svg>
  );
}
