'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { Suspense, useEffect, useRef } from 'react';

function ResetScroll() {
  const pathname = usePathname();
  // A new page of a list (?page=2) keeps the path: the query counts as a navigation too.
  const search = useSearchParams().toString();
  // Not on the page's first load: the browser starts it at the top (or where the shopper was, going
  // back), and a shopper who scrolled before the page hydrated is not sent back up.
  const arrived = useRef(false);
  useEffect(() => {
    if (!arrived.current) {
      arrived.current = true;
      return;
    }
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
