'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

/** Every navigation starts at the top of the page (spec §2, §9: x 0, y 0). */
export function ScrollToTop() {
  const pathname = usePathname();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
