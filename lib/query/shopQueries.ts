import { listActivities, listCategories, getProductByNanoId } from '@/lib/api/catalog';
import { getFooterConfig, getNavConfig, getPageIcons } from '@/lib/api/content';
import { MAX_LIMIT } from '@/lib/api/contract/limits';
import { queryKeys } from './keys';
import { unwrap } from './unwrap';

/**
 * The shop-wide data the frame's client code (top bar, search, footer) needs, as query options. The
 * layout prefetches them on the server; client components read the same options.
 */
export const shopQueries = {
  navConfig: (shopId: number) => ({
    queryKey: queryKeys.navConfig(shopId),
    queryFn: () => unwrap(getNavConfig(shopId)),
  }),
  footerConfig: (shopId: number) => ({
    queryKey: queryKeys.footerConfig(shopId),
    queryFn: () => unwrap(getFooterConfig(shopId)),
  }),
  activities: (shopId: number) => ({
    queryKey: queryKeys.activities(shopId),
    queryFn: () => unwrap(listActivities(shopId, { limit: MAX_LIMIT })),
  }),
  categories: (shopId: number) => ({
    queryKey: queryKeys.categories(shopId),
    queryFn: () => unwrap(listCategories(shopId, { limit: MAX_LIMIT })),
  }),
  pageIcons: (shopId: number) => ({
    queryKey: queryKeys.pageIcons(shopId),
    queryFn: () => unwrap(getPageIcons(shopId)),
  }),
  product: (shopId: number, nanoId: string) => ({
    queryKey: queryKeys.product(shopId, nanoId),
    queryFn: () => unwrap(getProductByNanoId(shopId, nanoId)),
  }),
};
