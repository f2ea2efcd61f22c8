'use client';

import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useShop } from '@/components/providers/ShopProvider';
import { SearchIcon } from '@/components/topbar/icons';
import { MAX_SEARCH_LENGTH } from '@/lib/api/contract/limits';
import { SEARCH_FORM_PATH, SEARCH_TERM_FIELD, searchPath } from '@/lib/routes';
import { addSearchTerm, saveSearchHistory } from '@/lib/search/history';

/** The popover's id: the top bar's search button opens it with `popovertarget`. */
export const SEARCH_PANEL_ID = 'search-panel';

// Recent searches and recommendations load when the panel is first opened, not with the page.
const SearchSuggestions = dynamic(() => import('./SearchSuggestions').then((m) => m.SearchSuggestions), {
  ssr: false,
});

// Reading the stored history loads zod, so it comes with the first opening, not with every page.
const storedHistory = () => import('@/lib/search/storedHistory');

const panel = () => document.getElementById(SEARCH_PANEL_ID);
const closePanel = () => {
  const node = panel();
  if (node?.matches(':popover-open')) node.hidePopover();
};

/**
 * The search of spec §2: a native popover holding a real GET form, so that the first tap opens it
 * and Enter searches even before the page has hydrated (the server sends the term on to its results
 * page). Once hydrated, Enter searches in place and remembers the term, and the panel shows recent
 * searches and recommended activities and categories.
 */
export function SearchPanel() {
  const { shopId } = useShop();
  const router = useRouter();
  const [opened, setOpened] = useState(false);
  // Read from storage on the first opening, which only ever happens in the browser.
  const [history, setHistory] = useState<string[]>([]);

  const search = (term: string) => {
    if (!term.trim()) return;
    void storedHistory().then(({ loadSearchHistory }) => {
      const next = addSearchTerm(loadSearchHistory(shopId), term);
      setHistory(next);
      saveSearchHistory(shopId, next);
    });
    closePanel();
    router.push(searchPath(term.trim()));
  };

  return (
    <div
      id={SEARCH_PANEL_ID}
      popover="auto"
      role="dialog"
      aria-label="搜尋商品"
      onToggle={(e) => {
        if ((e.nativeEvent as ToggleEvent).newState !== 'open' || opened) return;
        void storedHistory().then(({ loadSearchHistory }) => setHistory(loadSearchHistory(shopId)));
        setOpened(true);
      }}
      className="fixed inset-x-0 top-16 bottom-auto m-0 w-full max-w-none border-0 border-b border-line bg-white p-4 text-sm shadow-lg backdrop:bg-black/20 sm:left-auto sm:right-[max(1rem,calc((100vw-72rem)/2+1rem))] sm:w-96 sm:rounded-xl sm:border"
    >
      <div className="space-y-4">
        <form
          role="search"
          action={SEARCH_FORM_PATH}
          method="get"
          onSubmit={(e) => {
            e.preventDefault();
            search(String(new FormData(e.currentTarget).get(SEARCH_TERM_FIELD) ?? ''));
          }}
          className="flex items-center gap-2 rounded-full border border-line px-4 focus-within:border-primary"
        >
          <input
            type="search"
            name={SEARCH_TERM_FIELD}
            placeholder="搜尋商品名稱"
            aria-label="搜尋商品名稱"
            enterKeyHint="search"
            maxLength={MAX_SEARCH_LENGTH}
            // Before hydration the browser submits the form itself: text that is only spaces is not sent.
            required
            pattern=".*\S.*"
            autoFocus
            className="h-10 flex-1 bg-transparent outline-none"
          />
          <button type="submit" aria-label="搜尋" className="text-muted hover:text-primary">
            <SearchIcon />
          </button>
        </form>
        {opened ? <SearchSuggestions history={history} onSearch={search} onLeave={closePanel} /> : null}
      </div>
    </div>
  );
}
