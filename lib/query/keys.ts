/**
 * Query keys shared by server prefetching and client components: the same key on both sides is what
 * lets hydrated data be used without a second request.
 */
export const queryKeys = {
  navConfig: (shopId: number) => ['navConfig', shopId] as const,
  footerConfig: (shopId: number) => ['footerConfig', shopId] as const,
  activities: (shopId: number) => ['activities', shopId] as const,
  categories: (shopId: number) => ['categories', shopId] as const,
  pageIcons: (shopId: number) => ['pageIcons', shopId] as const,
  product: (shopId: number, nanoId: string) => ['product', shopId, nanoId] as const,
  page: (shopId: number, key: string) => ['page', shopId, key] as const,
  search: (shopId: number, text: string) => ['search', shopId, text] as const,
};
