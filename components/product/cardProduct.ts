import type { ProductSummary } from '@/lib/api/contract';

/**
 * What a product card shows. The card is a client component, so its props travel in the page's data
 * once more beside the HTML; a shelf passes only these, not the whole product.
 */
export type CardProduct = Pick<ProductSummary, 'nanoId' | 'name' | 'price' | 'activityPrice'> & {
  /** The main image, or else the image (spec §2 Product card). */
  image: string | null;
  /** The name of the product's activity, shown as a tag. */
  activity: string | null;
  soldOut: boolean;
};

export function cardProduct(product: ProductSummary): CardProduct {
  return {
    nanoId: product.nanoId,
    name: product.name,
    price: product.price,
    activityPrice: product.activityPrice,
    image: (product.MainImage ?? product.Image)?.filename ?? null,
    activity: product.EcommerceActivity?.name ?? null,
    soldOut: product.totalStock <= 0,
  };
}
