'use client';

import { useQuery } from '@tanstack/react-query';
import { useShop } from '@/components/providers/ShopProvider';
import { shopQueries } from '@/lib/query/shopQueries';
import { emptyPicture, type EmptyStateKind } from '@/lib/shop/emptyPicture';

/**
 * The shop's picture for an empty state. The layout hands the page icons over with the page, so this
 * answers on the server and at the first client render alike: no built-in picture flashes first.
 */
export function useEmptyPicture(kind: EmptyStateKind): string {
  const { shopId } = useShop();
  const { data } = useQuery(shopQueries.pageIcons(shopId));
  return emptyPicture(data, kind);
}
