'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { Suspense, useEffect } from 'react';

function ResetScroll() {
  const pathname = usePathname();
  // A new page of a list (?page=2) keeps the path: the query counts as a navigation too.
  const search = useSearchParams().toString();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname, search]);
  return null;
}

/**
 * Every navigation starts at the top of the page (spec §2, §9: x 0, y 0). Reading the search params
 * suspends during static rendering; the boundary keeps that to this empty component.
 */
export function ScrollToTop() {
  return (
    <Suspense fallback={null}>
      <ResetScroll />
    </Suspense>
  );
}
