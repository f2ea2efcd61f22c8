import type { ProductSummary } from '@/lib/api/contract';
import { cardProduct } from './cardProduct';
import { ProductCard } from './ProductCard';

/** Two columns on phones, four on desktop; the first `priorityCount` images load first. */
export function ProductGrid({
  products,
  priorityCount = 0,
}: {
  products: ProductSummary[];
  priorityCount?: number;
}) {
  return (
    <ul className="grid grid-cols-2 gap-x-3 gap-y-6 sm:grid-cols-4 sm:gap-x-6 sm:gap-y-8">
      {products.map((product, i) => (
        <li key={product.id}>
          <ProductCard product={cardProduct(product)} priority={i < priorityCount} />
        </li>
      ))}
    </ul>
  );
}
