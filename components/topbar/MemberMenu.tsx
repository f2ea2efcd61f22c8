'use client';

import Link from 'next/link';
import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { useShop } from '@/components/providers/ShopProvider';
import { hasMemberToken, hasMemberTokenOnServer, subscribeMemberToken } from '@/lib/member/token';
import { useMediaQuery } from '@/lib/ui/useMediaQuery';
import { UserIcon } from './icons';

/** Popovers open on hover only where there is room for a mouse (spec §2, §9: above 1024 px). */
const HOVER_QUERY = '(min-width: 1025px)';

/**
 * The member popover of spec §2 as a disclosure: a button and three links. Written by hand because
 * it is on every page, and a dialog library would weigh more than the menu itself.
 */
export function MemberMenu() {
  const { shopId } = useShop();
  const signedIn = useSyncExternalStore(subscribeMemberToken, hasMemberToken, hasMemberTokenOnServer);
  const hover = useMediaQuery(HOVER_QUERY);
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const close = () => setOpen(false);
  const item = 'block w-full px-4 py-2 text-left hover:bg-highlight focus-visible:bg-highlight';

  return (
    <div
      ref={root}
      className="relative"
      onMouseEnter={() => hover && setOpen(true)}
      onMouseLeave={() => hover && setOpen(false)}
    >
      <button
        type="button"
        aria-label="會員選單"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className="flex h-10 w-10 items-center justify-center rounded-full text-ink hover:bg-highlight"
      >
        <UserIcon />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute right-0 top-full z-40 w-40 rounded-xl border border-line bg-white py-2 text-sm shadow-lg"
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
