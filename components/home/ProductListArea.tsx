import Link from 'next/link';
import type { ProductType } from '@/lib/api/contract';
import { ProductGrid } from '@/components/product/ProductGrid';
import { visibleProducts } from '@/lib/catalog/productList';
import { universalLinkPath } from '@/lib/routes';
import { AreaTitle } from './AreaTitle';

/** A shelf of a category's or activity's first products, with a way to the whole list (spec §2 Home). */
export function ProductListArea({ title, productType }: { title: string; productType: ProductType }) {
  const heading = title.trim() || productType.name;
  const href = universalLinkPath(productType);
  return (
    <>
      <AreaTitle title={heading} moreHref={href} />
      <ProductGrid products={visibleProducts(productType.EcommerceProducts ?? [])} />
      <Link
        href={href}
        className="mx-auto mt-6 flex w-full max-w-xs items-center justify-center rounded-xl border border-primary bg-surface py-2.5 text-sm font-medium text-primary focus-ring sm:hidden"
      >
        查看全部<span className="sr-only">：{heading}</span>
      </Link>
    </>
  );
}
