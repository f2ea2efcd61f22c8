'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useShop } from '@/components/providers/ShopProvider';
import { shopQueries } from '@/lib/query/shopQueries';

/**
 * The side menu and the search panel open on a tap, with the shop's activities, categories, groups
 * and sidebar order. The page HTML does not carry them (no first screen shows them); they are read
 * once the page is idle, so that the first tap finds them ready.
 */
export function MenuDataPrefetch() {
  const { shopId } = useShop();
  const queryClient = useQueryClient();
  useEffect(() => {
    const prefetch = () => {
      void queryClient.prefetchQuery(shopQueries.activities(shopId));
      void queryClient.prefetchQuery(shopQueries.categories(shopId));
      void queryClient.prefetchQuery(shopQueries.categoryGroups(shopId));
      void queryClient.prefetchQuery(shopQueries.sidebarConfig(shopId));
    };
    const whenIdle = () => {
      if ('requestIdleCallback' in window) {
        const id = requestIdleCallback(prefetch, { timeout: 3000 });
        return () => cancelIdleCallback(id);
      }
      const id = setTimeout(prefetch, 1000);
      return () => clearTimeout(id);
    };
    if (document.readyState === 'complete') return whenIdle();
    let cancel: (() => void) | undefined;
    const onLoad = () => {
      cancel = whenIdle();
    };
    window.addEventListener('load', onLoad, { once: true });
    return () => {
      window.removeEventListener('load', onLoad);
      cancel?.();
    };
  }, [queryClient, shopId]);
  return null;
}
