'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { useShop } from '@/components/providers/ShopProvider';
import { shopQueries } from '@/lib/query/shopQueries';

/**
 * The side menu and the search panel show the shop's activities, categories, groups and sidebar
 * order, which the page HTML does not carry (no first screen shows them). They are read when the
 * shopper reaches for a panel (a finger down, a pointer over, a keyboard focus on its button), some
 * 100 ms before the tap lands, together with the panel's own code.
 *
 * Not on idle after load: reading them loads the API contract and zod, about 40 ms of one task on
 * this machine's CPU, four times that on a mid-range phone, right while the page should answer its
 * first taps; most visits never open either panel.
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
    void queryClient.prefetchQuery(shopQueries.categoryGroups(shopId));
    void queryClient.prefetchQuery(shopQueries.sidebarConfig(shopId));
  }, [loadPanel, queryClient, shopId]);
}
