/** Public reads are cached on the server for a short while and tagged per shop for revalidation. */
export const PUBLIC_REVALIDATE_SECONDS = 30;

export const shopTag = (shopId: number) => `shop:${shopId}`;
export const productsTag = (shopId: number) => `shop:${shopId}:products`;
export const domainTag = (domain: string) => `domain:${domain}`;

export const publicCache = (...tags: string[]) => ({ revalidate: PUBLIC_REVALIDATE_SECONDS, tags });
