import type { Product, Stock } from '@/lib/api/contract';
import { track } from './events';

/** The AddToCart event of one add, priced at what the shopper pays for that combination. */
export function trackAddToCart(
  product: Pick<Product, 'nanoId' | 'name'>,
  stock: Stock,
  quantity: number,
): void {
  track({
    name: 'AddToCart',
    payload: {
      content_ids: [product.nanoId],
      content_name: product.name,
      value: stock.activityPrice * quantity,
      currency: 'TWD',
      quantity,
    },
  });
}
