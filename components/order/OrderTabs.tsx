'use client';

import Link from 'next/link';
import { useEffect, useRef } from 'react';
import type { AllStatusCount } from '@/lib/api/contract';
import { ORDER_TABS, orderListPath, tabCount, type OrderTab } from '@/lib/order/tabs';

/**
 * The status tabs as links: each tab has its own address, so the back button and a shared link land
 * on the same tab. The counts fill in once they arrive.
 */
export function OrderTabs({ current, counts }: { current: OrderTab; counts: AllStatusCount | undefined }) {
  const strip = useRef<HTMLElement>(null);
  // On a phone the later tabs sit off-screen: bring the chosen one into view, sideways only, so the
  // page itself does not jump; again once the counts have widened the tabs.
  const counted = counts !== undefined;
  useEffect(() => {
    const nav = strip.current;
    const active = nav?.querySelector<HTMLElement>('[aria-current="page"]');
    if (nav && active) nav.scrollLeft = active.offsetLeft - (nav.clientWidth - active.offsetWidth) / 2;
  }, [current, counted]);
  return (
    <nav
      ref={strip}
      aria-label="訂單狀態"
      className="relative -mx-4 mb-6 overflow-x-auto px-4 sm:mx-0 sm:px-0"
    >
      <ul className="flex min-w-max gap-1 border-b border-line">
        {ORDER_TABS.map((tab) => {
          const active = tab.key === current;
          return (
            <li key={tab.key}>
              <Link
                href={orderListPath(tab.key)}
                aria-current={active ? 'page' : undefined}
                data-tab={tab.key}
                className={`-mb-px flex items-center gap-1.5 border-b-2 px-3 py-2.5 text-sm whitespace-nowrap ${
                  active
                    ? 'border-primary font-semibold text-primary'
                    : 'border-transparent text-muted hover:text-ink'
                }`}
              >
                {tab.label}
                {counts ? (
                  <span
                    className={`min-w-5 rounded-full px-1.5 text-center text-xs ${
                      active ? 'bg-primary text-white' : 'bg-highlight text-muted'
                    }`}
                  >
                    {tabCount(counts, tab.key)}
                  </span>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
