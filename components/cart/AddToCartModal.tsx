'use client';

import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { useQuery } from '@tanstack/react-query';
import Image from 'next/image';
import { useEffect, useState } from 'react';
import { useShop } from '@/components/providers/ShopProvider';
import { PurchasePanel } from '@/components/product/PurchasePanel';
import { Skeleton } from '@/components/ui/Skeleton';
import { shopQueries } from '@/lib/query/shopQueries';
import { CLOSE_DELAY_MS } from '@/lib/ui/closeDelay';

/**
 * The add-to-cart modal (spec §2). A product that cannot be loaded closes it again: the query's error
 * toast (QueryProvider) says why, and a modal left loading would offer nothing.
 */
export function AddToCartModal({ nanoId, onClosed }: { nanoId: string; onClosed: () => void }) {
  const { shopId } = useShop();
  const [dismissed, setDismissed] = useState(false);
  const { data: product, isError } = useQuery(shopQueries.product(shopId, nanoId));
  const failed = isError && !product;
  const open = !dismissed && !failed;

  const close = () => {
    if (!open) return;
    setDismissed(true);
    setTimeout(onClosed, CLOSE_DELAY_MS);
  };

  useEffect(() => {
    if (!failed) return;
    const timer = setTimeout(onClosed, CLOSE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [failed, onClosed]);
  const image = product ? (product.MainImage ?? product.Image) : null;

  return (
    <Dialog open={open} onClose={close} className="relative z-50">
      <DialogBackdrop transition className="fixed inset-0 bg-black/40 duration-300 data-closed:opacity-0" />
      <div className="fixed inset-0 flex items-end justify-center sm:items-center sm:p-4">
        <DialogPanel
          transition
          className="max-h-[90vh] w-full overflow-y-auto rounded-t-2xl bg-white p-5 shadow-xl duration-300 data-closed:translate-y-8 data-closed:opacity-0 sm:max-w-lg sm:rounded-2xl"
        >
          <div className="flex items-start gap-4">
            {image ? (
              <Image
                src={image.filename}
                alt=""
                width={800}
                height={800}
                sizes="96px"
                className="h-24 w-24 shrink-0 rounded-lg bg-highlight object-cover"
              />
            ) : (
              <Skeleton className="h-24 w-24 shrink-0 rounded-lg" />
            )}
            <div className="min-w-0 flex-1">
              <DialogTitle className="line-clamp-2 font-semibold">{product?.name ?? '載入中…'}</DialogTitle>
            </div>
            <button
              type="button"
              onClick={close}
              aria-label="關閉"
              className="-m-2 p-2 text-muted hover:text-ink"
            >
              <svg
                viewBox="0 0 24 24"
                className="h-5 w-5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                aria-hidden
              >
                <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
              </svg>
            </button>
          </div>
          {product ? (
            <PurchasePanel product={product} onAdded={close} compact />
          ) : (
            <div className="mt-4 space-y-3" aria-busy="true">
              <Skeleton className="h-6 w-32" />
              <Skeleton className="h-10 w-full" />
              <Skeleton className="h-12 w-full" />
            </div>
          )}
        </DialogPanel>
      </div>
    </Dialog>
  );
}
