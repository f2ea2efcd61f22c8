/** Spec §9: search history holds at most 5 terms. */
export const SEARCH_HISTORY_LIMIT = 5;

/** Spec §5: trimmed, blank ignored, distinct, newest first, the oldest dropped beyond the limit. */
export function addSearchTerm(history: string[], term: string): string[] {
  const trimmed = term.trim();
  if (!trimmed) return history;
  return [trimmed, ...history.filter((t) => t !== trimmed)].slice(0, SEARCH_HISTORY_LIMIT);
}

/** One deployment serves many shops on possibly the same origin, so each shop keeps its own list. */
export const searchHistoryKey = (shopId: number) => `searchHistory:${shopId}`;

// Reading the list checks what storage holds with zod, so it lives in ./storedHistory and is loaded
// when the search panel first opens: the panel is on every page, zod is not in every page's first load.

export function saveSearchHistory(shopId: number, history: string[]): void {
  try {
    if (typeof window === 'undefined') return;
    window.localStorage.setItem(
      searchHistoryKey(shopId),
      JSON.stringify(history.slice(0, SEARCH_HISTORY_LIMIT)),
    );
  } catch {
    // A full or blocked storage only costs the shopper their history.
  }
}
