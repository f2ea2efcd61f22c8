'use client';

import { useParams } from 'next/navigation';
import { ListHeader } from '@/components/catalog/ListHeader';
import { ProductListFailure } from '@/components/catalog/ProductListFailure';
import {
  RETRY_LABEL,
  retryOf,
  UNAVAILABLE_TEXT,
  useLoggedError,
  type ErrorBoundaryProps,
} from '@/components/errors/boundary';
import { homePath, productListPath } from '@/lib/routes';
import { pageFailureMessage } from '@/lib/ui/pageFailure';

/**
 * A list whose products could not be read (the page still answers 5xx, see lib/ui/pageFailure): the
 * shop's frame and the way back stay, the server's message is said in place of the products and as
 * the error toast (spec §8), with a button that asks the server again.
 */
export default function ProductListError(props: ErrorBoundaryProps) {
  useLoggedError(props.error);
  const all = useParams<{ type: string }>().type === 'all';
  const message = pageFailureMessage(props.error) ?? UNAVAILABLE_TEXT;
  const title = all ? '所有商品' : '商品列表';
  return (
    <section className="mx-auto max-w-6xl px-4 py-8">
      <title>{title}</title>
      <ListHeader
        title={title}
        crumbs={[
          { name: '首頁', href: homePath() },
          ...(all ? [] : [{ name: '所有商品', href: productListPath('all') }]),
          { name: title },
        ]}
      />
      <ProductListFailure
        message={message}
        action={
          <button
            type="button"
            onClick={retryOf(props)}
            className="rounded-full bg-primary px-6 py-2 text-sm font-semibold text-white hover:bg-primary-dark"
          >
            {RETRY_LABEL}
          </button>
        }
      />
    </section>
  );
}
