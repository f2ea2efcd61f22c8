'use client';

import { useQuery } from '@tanstack/react-query';
import dynamic from 'next/dynamic';
import { useShop } from '@/components/providers/ShopProvider';
import type { PageArea } from '@/lib/api/contract';
import { getPage } from '@/lib/api/content';
import { queryKeys } from '@/lib/query/keys';
import { unwrap } from '@/lib/query/unwrap';

/**
 * The areas' code comes only with a 404: this screen is the not-found boundary of every shop page,
 * so whatever it imports directly is in every page's first load (home's twice). The areas are drawn
 * once the home page is read here anyway, and the code is fetched alongside that read.
 */
const loadHomeAreas = () =>
  Promise.all([import('./HomeAreas'), import('@/lib/home/areas')]).then(
    ([{ HomeAreas }, { arrangeAreas }]) =>
      function NotFoundAreas({ areas }: { areas: PageArea[] }) {
        return <HomeAreas areas={arrangeAreas(areas)} />;
      },
  );
const Areas = dynamic(loadHomeAreas);

/**
 * The home areas under the 404 notice. Not-found screens are rendered without the page's params, and
 * reading the request there would make every shop page dynamic, so the home page is fetched here.
 */
export function NotFoundHome() {
  const { shopId } = useShop();
  const { data } = useQuery({
    queryKey: queryKeys.page(shopId, 'home'),
    queryFn: () => {
      void loadHomeAreas();
      return unwrap(getPage(shopId, 'home'));
    },
    // A home page that fails to load is only logged (spec §8).
    meta: { silent: true },
  });
  return data ? <Areas areas={data.content.areas} /> : null;
}
