import type { Product, Stock } from '@/lib/api/contract';
import type { SpecSelectionEvent } from '@/lib/catalog/specSelection';
import type { CartLine } from './line';

/** The cart line for the spec selection's event (spec §4), once a stock is selected. */
export function cartLineFrom({
  product,
  stock,
  count,
  name,
  isRemoved,
}: SpecSelectionEvent<Product> & { stock: Stock }): CartLine {
  return {
    count,
    name,
    image: (product.MainImage ?? product.Image)?.filename ?? null,
    product: {
      name: product.name,
      id: product.id,
      nanoId: product.nanoId,
      price: product.price,
      activityPrice: product.activityPrice,
      useCashbackRate: product.useCashbackRate,
      purchaseLimit: product.purchaseLimit,
    },
    stock: {
      id: stock.id,
      inStock: stock.stock,
      price: stock.price,
      activityPrice: stock.activityPrice,
      childSpecs: stock.EcommerceProductChildSpecs.map(({ id, name }) => ({ id, name })),
    },
    activity: product.EcommerceActivity
      ? {
          id: product.EcommerceActivity.id,
          name: product.EcommerceActivity.name,
          enable: product.EcommerceActivity.enable,
        }
      : null,
    isRemoved,
    lastCount: null,
  };
}
