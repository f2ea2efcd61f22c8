import { getStocks } from '@/lib/api/catalog';
import { MAX_IDS } from '@/lib/api/contract/limits';
import { toast } from '@/lib/ui/toast';
import { refreshLines } from './rules';
import { getCart, loadCart, saveCart } from './store';

/** A refresh at most this often per tab: the layout asks on every page load, the cart page on mount. */
const MIN_INTERVAL_MS = 10_000;
const lastRefresh = new Map<number, number>();

/**
 * Re-reads the cart's stocks from the shop (spec §4). On failure the lines stay exactly as they were
 * and the shopper sees the server's message; the cart is never emptied by a bad connection.
 */
export async function refreshCart(shopId: number, { force = false } = {}): Promise<void> {
  const now = Date.now();
  if (!force && now - (lastRefresh.get(shopId) ?? 0) < MIN_INTERVAL_MS) return;
  lastRefresh.set(shopId, now);
  const ids = [...new Set((await loadCart(shopId)).map((l) => l.stock.id))];
  if (!ids.length) return;
  const batches: number[][] = [];
  for (let i = 0; i < ids.length; i += MAX_IDS) batches.push(ids.slice(i, i + MAX_IDS));
  const results = await Promise.all(batches.map((batch) => getStocks(shopId, batch)));
  const failed = results.find(([, error]) => error !== null);
  if (failed) {
    toast(failed[1]!.msg);
    lastRefresh.delete(shopId);
    return;
  }
  const fresh = results.flatMap(([stocks]) => stocks!);
  // Applied to the cart as it is now: the shopper may have added something while we waited.
  saveCart(shopId, refreshLines(getCart(shopId), fresh, new Set(ids)));
}
