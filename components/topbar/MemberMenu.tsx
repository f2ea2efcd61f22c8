'use client';

import Link from 'next/link';
import { useEffect, useId, useRef, useSyncExternalStore } from 'react';
import { useShop } from '@/components/providers/ShopProvider';
import { hasMemberToken, hasMemberTokenOnServer, subscribeMemberToken } from '@/lib/member/token';
import { useMediaQuery } from '@/lib/ui/useMediaQuery';
import { UserIcon } from './icons';

/** Popovers open on hover only where there is room for a mouse (spec §2, §9: above 1024 px). */
const HOVER_QUERY = '(min-width: 1025px)';

/**
 * The member popover of spec §2: a button and three links in a native popover, so that the first tap
 * opens it even before the page has hydrated (the browser opens it from the HTML alone, and closes
 * it on a tap outside or Escape). Its links lead to the same pages either way; once hydrated, a
 * signed-in member sees 登出 instead of 登入, and a mouse above 1024 px opens it on hover.
 */
export function MemberMenu() {
  const { shopId } = useShop();
  const signedIn = useSyncExternalStore(subscribeMemberToken, hasMemberToken, hasMemberTokenOnServer);
  const hover = useMediaQuery(HOVER_QUERY);
  const panel = useRef<HTMLDivElement>(null);
  const panelId = useId();

  // Both are no-ops in the state they lead to (a second hover, a close after a tap outside).
  const shown = () => panel.current?.matches(':popover-open') === true;
  const show = () => !shown() && panel.current?.showPopover();
  const close = () => shown() && panel.current?.hidePopover();
  // The button tells whether the panel is open, including when a tap before hydration opened it.
  useEffect(() => {
    const button = panel.current?.previousElementSibling;
    const sync = () => button?.setAttribute('aria-expanded', String(shown()));
    sync();
    const node = panel.current;
    node?.addEventListener('toggle', sync);
    return () => node?.removeEventListener('toggle', sync);
  }, []);
  const item = 'block w-full px-4 py-2 text-left hover:bg-highlight focus-visible:bg-highlight';

  return (
    <div className="relative" onMouseEnter={() => hover && show()} onMouseLeave={() => hover && close()}>
      <button
        type="button"
        data-member-button
        aria-label="會員選單"
        aria-expanded={false}
        aria-controls={panelId}
        popoverTarget={panelId}
        className="flex h-10 w-10 items-center justify-center rounded-full text-ink hover:bg-highlight"
      >
        <UserIcon />
      </button>
      <div
        ref={panel}
        id={panelId}
        popover="auto"
        data-member-panel
        className="fixed inset-auto top-13 right-[max(1rem,calc((100vw-72rem)/2+1rem))] m-0 w-40 rounded-xl border border-line bg-white py-2 text-sm shadow-lg"
      >
        <Link href="/order/list" onClick={close} className={item}>
          訂單查詢
        </Link>
        <Link href="/profile" onClick={close} className={item}>
          會員中心
        </Link>
        {signedIn ? (
          <button
            type="button"
            onClick={() => {
              close();
              // The sign-out and its cookie library load on this click, not with every page.
              void import('@/lib/member/signOut').then(({ signOut }) => signOut(shopId));
            }}
            className={item}
          >
            登出
          </button>
        ) : (
          <Link href="/auth/auth-wrapper" onClick={close} className={item}>
            登入
          </Link>
        )}
      </div>
    </div>
  );
}
