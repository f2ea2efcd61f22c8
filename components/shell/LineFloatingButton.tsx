'use client';

import { LineIcon } from '@/components/icons/social/SocialIcons';
import type { ShopConfig } from '@/lib/api/contract';
import { lineContactHref } from '@/lib/shop/socialLinks';

/** Spec §2 Home: the LINE contact button, stacked above the go-to-top button. */
export function LineFloatingButton({ config }: { config: ShopConfig }) {
  const href = lineContactHref(config);
  if (!href) return null;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="LINE 聯絡我們"
      className="fixed right-4 bottom-20 z-40 mb-[env(safe-area-inset-bottom)] flex h-12 w-12 items-center justify-center rounded-full bg-[#06C755] text-white shadow-lg transition-transform hover:scale-105 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[#06C755]"
    >
      <LineIcon className="h-7 w-7" />
    </a>
  );
}
