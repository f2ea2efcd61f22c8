'use client';

import { useQuery } from '@tanstack/react-query';
import { useShop } from '@/components/providers/ShopProvider';
import { getPage } from '@/lib/api/content';
import { arrangeAreas } from '@/lib/home/areas';
import { queryKeys } from '@/lib/query/keys';
import { unwrap } from '@/lib/query/unwrap';
import { HomeAreas } from './HomeAreas';

/**
 * The home areas under the 404 notice. Not-found screens are rendered without the page's params, and
 * reading the request there would make every shop page dynamic, so the home page is fetched here.
 */
export function NotFoundHome() {
  const { shopId } = useShop();
  const { data } = useQuery({
    queryKey: queryKeys.page(shopId, 'home'),
    queryFn: () => unwrap(getPage(shopId, 'home')),
    // A home page that fails to load is only logged (spec §8).
    meta: { silent: true },
  });
  return data ? <HomeAreas areas={arrangeAreas(data.content.areas)} /> : null;
}
