'use client';

import {
  Dialog,
  DialogBackdrop,
  DialogPanel,
  Disclosure,
  DisclosureButton,
  DisclosurePanel,
} from '@headlessui/react';
import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { useShop } from '@/components/providers/ShopProvider';
import {
  ALL_CATEGORIES_LABEL,
  navItemLabel,
  navItemTarget,
  visibleNavItems,
} from '@/lib/navigation/navItems';
import { buildSidebar } from '@/lib/navigation/sidebar';
import { shopQueries } from '@/lib/query/shopQueries';
import { allCategoriesPath, productListPath } from '@/lib/routes';
import { CLOSE_DELAY_MS } from '@/lib/ui/closeDelay';
import { ChevronIcon, CloseIcon } from './icons';

type Props = { open: boolean; onClose: () => void };

/** The phone menu of spec §2 and §4: a 277 px drawer from the left. */
export function SideMenu({ open, onClose }: Props) {
  const { shopId } = useShop();
  const nav = useQuery(shopQueries.navConfig(shopId));
  const sidebar = useQuery(shopQueries.sidebarConfig(shopId));
  const activities = useQuery(shopQueries.activities(shopId));
  const categories = useQuery(shopQueries.categories(shopId));
  const groups = useQuery(shopQueries.categoryGroups(shopId));
  const model = buildSidebar({
    config: sidebar.data ?? null,
    activities: activities.data ?? [],
    categories: categories.data ?? [],
    groups: groups.data ?? [],
  });
  const closeSoon = () => setTimeout(onClose, CLOSE_DELAY_MS);

  const item = (href: string, label: ReactNode, key: string, indent = false) => (
    <li key={key}>
      <Link
        href={href}
        onClick={closeSoon}
        className={`block py-3 hover:text-primary ${indent ? 'pl-4 text-muted' : ''}`}
      >
        {label}
      </Link>
    </li>
  );

  return (
    <Dialog open={open} onClose={onClose} className="relative z-50 sm:hidden">
      <DialogBackdrop transition className="fixed inset-0 bg-black/40 duration-300 data-closed:opacity-0" />
      <DialogPanel
        transition
        aria-label="選單"
        className="fixed inset-y-0 left-0 flex w-[277px] flex-col overflow-y-auto bg-white px-5 pb-8 text-sm shadow-xl duration-300 data-closed:-translate-x-full"
      >
        <div className="flex h-16 items-center justify-end">
          <button type="button" onClick={onClose} aria-label="關閉選單" className="-mr-2 p-2 text-muted">
            <CloseIcon />
          </button>
        </div>
        <nav aria-label="手機選單">
          <ul className="divide-y divide-line border-b border-line">
            {item(allCategoriesPath(), ALL_CATEGORIES_LABEL, 'all-categories')}
            {/* An allProduct entry would repeat the first one, which leads to the same page. */}
            {visibleNavItems(nav.data?.navigation ?? [])
              .filter((n) => n.type !== 'allProduct')
              .map((n, i) => {
                const target = navItemTarget(n);
                if (!target) return null;
                return target.external ? (
                  <li key={`nav-${i}`}>
                    {/* A link entry leaves the site (spec §2 Mobile side menu). */}
                    <a href={target.href} onClick={closeSoon} className="block py-3 hover:text-primary">
                      {navItemLabel(n)}
                    </a>
                  </li>
                ) : (
                  item(target.href, navItemLabel(n), `nav-${i}`)
                );
              })}
          </ul>
          {model.activities.length ? (
            <section className="mt-6" aria-labelledby="menu-activities">
              <h2 id="menu-activities" className="text-xs font-semibold tracking-widest text-muted">
                活動
              </h2>
              <ul className="divide-y divide-line">
                {model.activities.map((a) => item(productListPath('activity', a.nanoId), a.name, a.nanoId))}
              </ul>
            </section>
          ) : null}
          <section className="mt-6" aria-labelledby="menu-categories">
            <h2 id="menu-categories" className="text-xs font-semibold tracking-widest text-muted">
              類別
            </h2>
            <ul className="divide-y divide-line">
              {item(productListPath('all'), '所有商品', 'all-products')}
              {model.entries.map((entry) =>
                entry.kind === 'category' ? (
                  item(productListPath('category', entry.nanoId), entry.name, entry.nanoId)
                ) : entry.categories.length === 0 ? (
                  item(productListPath('group', entry.nanoId), entry.name, entry.nanoId)
                ) : (
                  <li key={entry.nanoId}>
                    <Disclosure>
                      {({ open: expanded }) => (
                        <>
                          <DisclosureButton className="flex w-full items-center justify-between py-3 hover:text-primary">
                            {entry.name}
                            <ChevronIcon open={expanded} />
                          </DisclosureButton>
                          <DisclosurePanel as="ul" className="pb-2">
                            {item(
                              productListPath('group', entry.nanoId),
                              `全部${entry.name}`,
                              `${entry.nanoId}-all`,
                              true,
                            )}
                            {entry.categories.map((c) =>
                              item(
                                productListPath('category', c.nanoId),
                                <span title={c.name}>{c.label}</span>,
                                c.nanoId,
                                true,
                              ),
                            )}
                          </DisclosurePanel>
                        </>
                      )}
                    </Disclosure>
                  </li>
                ),
              )}
            </ul>
          </section>
        </nav>
      </DialogPanel>
    </Dialog>
  );
}
