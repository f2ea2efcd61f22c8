import { z } from 'zod/mini';

/** Spec §9: search history holds at most 5 terms. */
export const SEARCH_HISTORY_LIMIT = 5;

/** Spec §5: trimmed, blank ignored, distinct, newest first, the oldest dropped beyond the limit. */
export function addSearchTerm(history: string[], term: string): string[] {
  const trimmed = term.trim();
  if (!trimmed) return history;
  return [trimmed, ...history.filter((t) => t !== trimmed)].slice(0, SEARCH_HISTORY_LIMIT);
}

const storageKey = (shopId: number) => `searchHistory:${shopId}`;
const StoredHistorySchema = z.array(z.string());

// One deployment serves many shops on possibly the same origin, so each shop keeps its own list.
// Storage may be missing (server rendering), blocked (privacy modes) or hold anything: all read as empty.
export function loadSearchHistory(shopId: number): string[] {
  try {
    if (typeof window === 'undefined') return [];
    const raw = window.localStorage.getItem(storageKey(shopId));
    const parsed = StoredHistorySchema.safeParse(raw === null ? [] : JSON.parse(raw));
    return parsed.success ? parsed.data.slice(0, SEARCH_HISTORY_LIMIT) : [];
  } catch {
    return [];
  }
}

export function saveSearchHistory(shopId: number, history: string[]): void {
  try {
    if (typeof window === 'undefined') return;
    window.localStorage.setItem(storageKey(shopId), JSON.stringify(history.slice(0, SEARCH_HISTORY_LIMIT)));
  } catch {
    // A full or blocked storage only costs the shopper their history.
  }
}
