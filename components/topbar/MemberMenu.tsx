'use client';

import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import Link from 'next/link';
import { useRef, useSyncExternalStore } from 'react';
import { useMediaQuery } from '@/lib/ui/useMediaQuery';
import { useShop } from '@/components/providers/ShopProvider';
import { signOut } from '@/lib/member/signOut';
import { hasMemberToken, hasMemberTokenOnServer, subscribeMemberToken } from '@/lib/member/token';
import { UserIcon } from './icons';

/** Popovers open on hover only where there is a mouse-sized screen (spec §2, §9: above 1024 px). */
const HOVER_QUERY = '(min-width: 1025px)';

export function MemberMenu() {
  const { shopId } = useShop();
  const signedIn = useSyncExternalStore(subscribeMemberToken, hasMemberToken, hasMemberTokenOnServer);
  const hover = useMediaQuery(HOVER_QUERY);
  const button = useRef<HTMLButtonElement>(null);

  return (
    <Popover className="relative">
      {({ open, close }) => (
        <div
          onMouseEnter={() => hover && !open && button.current?.click()}
          onMouseLeave={() => hover && open && close()}
        >
          <PopoverButton
            ref={button}
            aria-label="會員選單"
            className="flex h-10 w-10 items-center justify-center rounded-full text-ink hover:bg-highlight"
          >
            <UserIcon />
          </PopoverButton>
          <PopoverPanel
            anchor={{ to: 'bottom end', gap: 4 }}
            className="z-40 w-40 rounded-xl border border-line bg-white py-2 text-sm shadow-lg"
          >
            <Link href="/order/list" onClick={() => close()} className="block px-4 py-2 hover:bg-highlight">
              訂單查詢
            </Link>
            <Link href="/profile" onClick={() => close()} className="block px-4 py-2 hover:bg-highlight">
              會員中心
            </Link>
            {signedIn ? (
              <button
                type="button"
                onClick={() => {
                  close();
                  signOut(shopId);
                }}
                className="block w-full px-4 py-2 text-left hover:bg-highlight"
              >
                登出
              </button>
            ) : (
              <Link
                href="/auth/auth-wrapper"
                onClick={() => close()}
                className="block px-4 py-2 hover:bg-highlight"
              >
                登入
              </Link>
            )}
          </PopoverPanel>
        </div>
      )}
    </Popover>
  );
}
