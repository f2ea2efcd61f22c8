import { PUBLIC_REVALIDATE_SECONDS } from '@/lib/serving/contract';

/** Every read of the shop: what an operator change expires. */
export const shopTag = (shopId: number) => `shop:${shopId}`;
/**
 * One product's own read (its page): expired when one of its specs sells out or comes back, so its
 * page shows 已售罄 or lets the spec be chosen again (lib/revalidate/change.ts).
 */
export const productTag = (shopId: number, nanoId: string) => `shop:${shopId}:product:${nanoId}`;
/**
 * Reads that list products with their total stock (lists, activities, the home page's areas): their
 * cards say 已售完, so they expire when a product's last unit sells or its first comes back.
 */
export const productListsTag = (shopId: number) => `shop:${shopId}:product-lists`;
export const domainTag = (domain: string) => `domain:${domain}`;

export const publicCache = (...tags: string[]) => ({ revalidate: PUBLIC_REVALIDATE_SECONDS, tags });
