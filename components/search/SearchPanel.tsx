'use client';

import { Dialog, DialogPanel } from '@headlessui/react';
import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useShop } from '@/components/providers/ShopProvider';
import { SearchIcon } from '@/components/topbar/icons';
import { MAX_SEARCH_LENGTH } from '@/lib/api/contract/limits';
import { liveTrends } from '@/lib/navigation/navItems';
import { shopQueries } from '@/lib/query/shopQueries';
import { productListPath, searchPath } from '@/lib/routes';
import { addSearchTerm, loadSearchHistory, saveSearchHistory } from '@/lib/search/history';

type Props = { open: boolean; onClose: () => void };

/**
 * The search of spec §2: recent searches, recommended activities and categories, Enter to search.
 * Loaded on the first tap of the search button, so its dialog code is not part of the first paint.
 */
export function SearchPanel({ open, onClose }: Props) {
  return (
    <Dialog open={open} onClose={onClose} className="relative z-40">
      <div className="fixed inset-0 bg-black/20" aria-hidden="true" />
      <div className="fixed inset-x-0 top-16 mx-auto max-w-6xl sm:px-4">
        <DialogPanel
          aria-label="搜尋商品"
          className="border-b border-line bg-white p-4 shadow-lg sm:ml-auto sm:w-96 sm:rounded-xl sm:border"
        >
          <SearchPanelBody close={onClose} />
        </DialogPanel>
      </div>
    </Dialog>
  );
}

function SearchPanelBody({ close }: { close: () => void }) {
  const { shopId } = useShop();
  const router = useRouter();
  const [text, setText] = useState('');
  // The panel mounts only when opened, so reading storage here never runs on the server.
  const [history, setHistory] = useState(() => loadSearchHistory(shopId));
  const nav = useQuery(shopQueries.navConfig(shopId));
  const activities = useQuery(shopQueries.activities(shopId));
  const categories = useQuery(shopQueries.categories(shopId));
  const trends = liveTrends(nav.data?.trend ?? [], activities.data ?? [], categories.data ?? []);

  const search = (term: string) => {
    if (!term.trim()) return;
    const next = addSearchTerm(history, term);
    setHistory(next);
    saveSearchHistory(shopId, next);
    close();
    router.push(searchPath(term.trim()));
  };

  return (
    <div className="space-y-4 text-sm">
      <form
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          search(text);
        }}
        className="flex items-center gap-2 rounded-full border border-line px-4 focus-within:border-primary"
      >
        <input
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="搜尋商品名稱"
          aria-label="搜尋商品名稱"
          enterKeyHint="search"
          maxLength={MAX_SEARCH_LENGTH}
          className="h-10 flex-1 bg-transparent outline-none"
        />
        <button type="submit" aria-label="搜尋" className="text-muted hover:text-primary">
          <SearchIcon />
        </button>
      </form>
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
                  onClick={() => search(term)}
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
                  onClick={() => close()}
                  className="block rounded-full border border-line px-3 py-1 hover:border-primary hover:text-primary"
                >
                  {t.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
