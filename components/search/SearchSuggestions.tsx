'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useShop } from '@/components/providers/ShopProvider';
import { liveTrends } from '@/lib/navigation/navItems';
import { shopQueries } from '@/lib/query/shopQueries';
import { productListPath } from '@/lib/routes';

type Props = { history: string[]; onSearch: (term: string) => void; onLeave: () => void };

/** The search panel's 最近搜尋紀錄 and 活動類別推薦 (spec §2), read when the panel first opens. */
export function SearchSuggestions({ history, onSearch, onLeave }: Props) {
  const { shopId } = useShop();
  const nav = useQuery(shopQueries.navConfig(shopId));
  const activities = useQuery(shopQueries.activities(shopId));
  const categories = useQuery(shopQueries.categories(shopId));
  const trends = liveTrends(nav.data?.trend ?? [], activities.data ?? [], categories.data ?? []);

  return (
    <>
      <section aria-labelledby="search-history">
        <h2 id="search-history" className="mb-2 font-semibold">
          最近搜尋紀錄
        </h2>
        {history.length ? (
          <ul className="flex flex-wrap gap-2">
            {history.map((term) => (
              <li key={term}>
                <button
                  type="button"
                  onClick={() => onSearch(term)}
                  className="rounded-full bg-highlight px-3 py-1 hover:bg-primary-soft"
                >
                  {term}
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-muted">暫無搜尋紀錄</p>
        )}
      </section>
      {trends.length ? (
        <section aria-labelledby="search-trends">
          <h2 id="search-trends" className="mb-2 font-semibold">
            活動類別推薦
          </h2>
          <ul className="flex flex-wrap gap-2">
            {trends.map((t) => (
              <li key={`${t.type}:${t.nanoId}`}>
                <Link
                  href={productListPath(t.type === 'ecommerceActivity' ? 'activity' : 'category', t.nanoId)}
                  onClick={onLeave}
                  className="block rounded-full border border-line px-3 py-1 hover:border-primary hover:text-primary"
                >
                  {t.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
