import { z } from 'zod/mini';
import { SEARCH_HISTORY_LIMIT, searchHistoryKey } from './history';

const StoredHistorySchema = z.array(z.string());

/**
 * The shop's search history as stored. Storage may be missing (server rendering), blocked (privacy
 * modes) or hold anything: all read as empty.
 */
export function loadSearchHistory(shopId: number): string[] {
  try {
    if (typeof window === 'undefined') return [];
    const raw = window.localStorage.getItem(searchHistoryKey(shopId));
    const parsed = StoredHistorySchema.safeParse(raw === null ? [] : JSON.parse(raw));
    return parsed.success ? parsed.data.slice(0, SEARCH_HISTORY_LIMIT) : [];
  } catch {
    return [];
  }
}
