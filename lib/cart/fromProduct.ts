import type { Product, Stock } from '@/lib/api/contract';
import type { CartLine } from './line';

/** The cart line for a product in one spec combination, as the add-to-cart controls create it. */
export function cartLineFrom(product: Product, stock: Stock, count: number, specName: string): CartLine {
  return {
    count,
    name: specName,
    image: (product.MainImage ?? product.Image)?.filename ?? null,
    product: {
      name: product.name,
      id: product.id,
      nanoId: product.nanoId,
      price: product.price,
      activityPrice: product.activityPrice,
      useCashbackRate: product.useCashbackRate,
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
    isRemoved: false,
    lastCount: null,
  };
}
