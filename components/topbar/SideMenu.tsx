import Link from 'next/link';
import type { ReactNode } from 'react';
import type { NavItem } from '@/lib/api/contract';
import {
  ALL_CATEGORIES_LABEL,
  navItemLabel,
  navItemTarget,
  visibleNavItems,
} from '@/lib/navigation/navItems';
import type { SidebarModel } from '@/lib/navigation/sidebar';
import { allCategoriesPath, productListPath } from '@/lib/routes';
import { ChevronIcon, CloseIcon } from './icons';
import { SIDE_MENU_ID, SideMenuPanel } from './SideMenuPanel';

type Props = { navigation: NavItem[]; model: SidebarModel };

const entry = 'block py-3 hover:text-primary';

function item(href: string, label: ReactNode, key: string, indent = false) {
  return (
    <li key={key}>
      <Link href={href} className={indent ? `${entry} pl-4 text-muted` : entry}>
        {label}
      </Link>
    </li>
  );
}

/**
 * The phone menu of spec §2 and §4: a 277 px drawer from the left. It comes whole with the page, as
 * a native popover its button opens by itself, so the first tap opens it before any script has run
 * and nothing is read when it opens. Groups are native disclosures for the same reason.
 */
export function SideMenu({ navigation, model }: Props) {
  return (
    <SideMenuPanel>
      <div className="flex h-16 items-center justify-end">
        <button
          type="button"
          popoverTarget={SIDE_MENU_ID}
          popoverTargetAction="hide"
          aria-label="關閉選單"
          className="-mr-2 p-2 text-muted"
        >
          <CloseIcon />
        </button>
      </div>
      <nav aria-label="手機選單">
        <ul className="divide-y divide-line border-b border-line">
          {item(allCategoriesPath(), ALL_CATEGORIES_LABEL, 'all-categories')}
          {/* An allProduct entry would repeat the first one, which leads to the same page. */}
          {visibleNavItems(navigation)
            .filter((n) => n.type !== 'allProduct')
            .map((n, i) => {
              const target = navItemTarget(n);
              if (!target) return null;
              return target.external ? (
                <li key={`nav-${i}`}>
                  {/* A link entry leaves the site (spec §2 Mobile side menu). */}
                  <a href={target.href} className={entry}>
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
            {model.entries.map((e) =>
              e.kind === 'category' ? (
                item(productListPath('category', e.nanoId), e.name, e.nanoId)
              ) : e.categories.length === 0 ? (
                item(productListPath('group', e.nanoId), e.name, e.nanoId)
              ) : (
                <li key={e.nanoId}>
                  <details className="group">
                    <summary className="flex cursor-pointer list-none items-center justify-between py-3 hover:text-primary [&::-webkit-details-marker]:hidden">
                      {e.name}
                      <ChevronIcon className="group-open:rotate-180" />
                    </summary>
                    <ul className="pb-2">
                      {item(productListPath('group', e.nanoId), `全部${e.name}`, `${e.nanoId}-all`, true)}
                      {e.categories.map((c) =>
                        item(
                          productListPath('category', c.nanoId),
                          <span title={c.name}>{c.label}</span>,
                          c.nanoId,
                          true,
                        ),
                      )}
                    </ul>
                  </details>
                </li>
              ),
            )}
          </ul>
        </section>
      </nav>
    </SideMenuPanel>
  );
}
