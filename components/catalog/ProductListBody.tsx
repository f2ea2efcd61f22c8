import { Pagination } from '@/components/product/Pagination';
import { ProductGrid } from '@/components/product/ProductGrid';
import { EmptyState } from '@/components/ui/EmptyState';
import type { ProductSummary } from '@/lib/api/contract';
import { pageCount, PRODUCTS_PER_PAGE } from '@/lib/catalog/productList';
import { ProductListFailure } from './ProductListFailure';

type Props = {
  products: ProductSummary[];
  total: number;
  page: number;
  href: (page: number) => string;
  /** The API's message when the list could not be loaded. */
  failure?: string;
  empty?: { kind: 'product' | 'search'; title: string; description?: string };
};

/** A page of products with its pager, or the empty state; a failed read is also a toast (spec §8). */
export function ProductListBody({ products, total, page, href, failure, empty }: Props) {
  if (failure) return <ProductListFailure message={failure} kind={empty?.kind} />;
  if (products.length === 0) {
    return (
      <EmptyState
        kind={empty?.kind ?? 'product'}
        title={empty?.title ?? '目前沒有商品'}
        description={empty?.description ?? '請稍後再來看看，或逛逛其他類別。'}
      />
    );
  }
  return (
    <>
      <ProductGrid products={products} priorityCount={4} />
      <Pagination current={page} total={pageCount(total, PRODUCTS_PER_PAGE)} href={href} />
    </>
  );
}
