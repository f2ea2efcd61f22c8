'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { Suspense, useEffect } from 'react';
import { track } from '@/lib/tracking/events';
import { pageViewPath } from '@/lib/tracking/pagePath';

function PageViews() {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  useEffect(() => {
    // The address bar, not the router's path: proxy.ts serves pages from `/{host}/…` internally.
    const { pathname: path, search: query } = window.location;
    track({ name: 'PageView', payload: { page_path: pageViewPath(path, query) } });
  }, [pathname, search]);
  return null;
}

/**
 * Records a PageView on first load and on every client navigation. Reading the search params
 * suspends during static rendering; the boundary keeps that to this empty component, not the page.
 */
export function PageViewTracker() {
  return (
    <Suspense fallback={null}>
      <PageViews />
    </Suspense>
  );
}
