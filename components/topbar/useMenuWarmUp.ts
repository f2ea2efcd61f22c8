'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { useShop } from '@/components/providers/ShopProvider';
import { shopQueries } from '@/lib/query/shopQueries';

/**
 * The search panel's suggestions show the shop's activities and categories, which the page HTML
 * does not carry (the side menu does, as links; the suggestions are client code). They are read when
 * the shopper reaches for the panel (a finger down, a pointer over, a keyboard focus on its button),
 * some 100 ms before the tap lands, together with the panel's own code.
 *
 * Not on idle after load: reading them loads the API contract and zod, about 40 ms of one task on
 * this machine's CPU, four times that on a mid-range phone, right while the page should answer its
 * first taps; most visits never open the panel.
 */
export function useMenuWarmUp(loadPanel: () => Promise<unknown>) {
  const { shopId } = useShop();
  const queryClient = useQueryClient();
  const warmed = useRef(false);
  return useCallback(() => {
    if (warmed.current) return;
    warmed.current = true;
    void loadPanel().catch(() => undefined);
    void queryClient.prefetchQuery(shopQueries.activities(shopId));
    void queryClient.prefetchQuery(shopQueries.categories(shopId));
  }, [loadPanel, queryClient, shopId]);
}
