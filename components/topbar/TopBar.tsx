'use client';

import { useQuery } from '@tanstack/react-query';
import Image from 'next/image';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { useShop } from '@/components/providers/ShopProvider';
import { SEARCH_PANEL_ID, SearchPanel } from '@/components/search/SearchPanel';
import { navItemLabel, navItemTarget, visibleNavItems } from '@/lib/navigation/navItems';
import { shopQueries } from '@/lib/query/shopQueries';
import { CartButton } from './CartButton';
import { MenuIcon, SearchIcon } from './icons';
import { MemberMenu } from './MemberMenu';
import { SIDE_MENU_ID } from './SideMenuPanel';
import { useMenuWarmUp } from './useMenuWarmUp';

// The search panel's suggestions load on first use, not with the page, while its form is in the
// page so that it works before hydration.
const loadSearchSuggestions = () => import('@/components/search/SearchSuggestions');

/** The top bar of spec §2: logo, navigation (desktop), search, cart and member menu; a menu button on phones. */
export function TopBar({ sideMenu }: { sideMenu: ReactNode }) {
  const { shopId, config } = useShop();
  const warmSearch = useMenuWarmUp(loadSearchSuggestions);
  const nav = useQuery(shopQueries.navConfig(shopId));
  const items = visibleNavItems(nav.data?.navigation ?? []);
  const name = config.Shop.name;

  const logo = config.Logo ? (
    <Image
      src={config.Logo.filename}
      alt={name}
      width={500}
      height={125}
      priority
      sizes="160px"
      className="h-9 w-auto sm:h-10"
    />
  ) : (
    <span className="text-lg font-semibold">{name}</span>
  );

  return (
    <header data-topbar className="sticky top-0 z-30 border-b border-line bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4">
        <button
          type="button"
          popoverTarget={SIDE_MENU_ID}
          aria-expanded={false}
          aria-controls={SIDE_MENU_ID}
          aria-label="開啟選單"
          className="-ml-2 flex h-10 w-10 items-center justify-center rounded-full hover:bg-highlight sm:hidden"
        >
          <MenuIcon />
        </button>
        {config.logoLinkUrl ? (
          <a
            href={config.logoLinkUrl}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${name}（另開新視窗）`}
          >
            {logo}
          </a>
        ) : (
          <Link href="/" aria-label={`${name} 首頁`}>
            {logo}
          </Link>
        )}
        <nav aria-label="主要選單" className="ml-6 hidden flex-1 sm:block">
          <ul className="flex flex-wrap items-center gap-x-5 gap-y-1 text-sm">
            {items.map((item, i) => {
              const target = navItemTarget(item);
              if (!target) return null;
              return (
                <li key={i}>
                  {target.external ? (
                    <a
                      href={target.href}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="hover:text-primary"
                    >
                      {navItemLabel(item)}
                    </a>
                  ) : (
                    <Link href={target.href} className="hover:text-primary">
                      {navItemLabel(item)}
                    </Link>
                  )}
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-1">
          <button
            type="button"
            popoverTarget={SEARCH_PANEL_ID}
            onPointerDown={warmSearch}
            onPointerEnter={warmSearch}
            onFocus={warmSearch}
            aria-label="搜尋商品"
            className="flex h-10 items-center gap-2 rounded-full text-ink hover:bg-highlight max-sm:w-10 max-sm:justify-center sm:border sm:border-line sm:px-4 sm:text-sm sm:text-muted"
          >
            <SearchIcon />
            <span className="hidden lg:inline">搜尋商品</span>
          </button>
          <CartButton />
          <MemberMenu />
        </div>
      </div>
      {sideMenu}
      <SearchPanel />
    </header>
  );
}
