import 'server-only';
import { clientAddress } from '../auth/clientAddress';
import { clock } from '../auth/clock';
import { tooManyMessage, secondsToWindowEnd } from '../auth/rateLimit';
import type { Db } from '../db/client';
import { DomainError } from '@/lib/server/kernel/errors';
import { findShopByHost } from '../shops/byHost';
import { addVisits } from './store';
import { add, admit, drain, newTally, taiwanDay, VISIT_LIMITS, type Tally } from './tally';

/** How long counted visits wait in memory before they are written, together, in one statement. */
const FLUSH_MS = 5000;

/**
 * One tally per process. Next bundles each route apart, so it lives on globalThis: the operator's
 * stats route writes what the visit route counted before it reads.
 */
const slot = globalThis as unknown as {
  __homeVisits?: { tally: Tally; timer: ReturnType<typeof setTimeout> | null };
};
const state = () => (slot.__homeVisits ??= { tally: newTally(), timer: null });

/**
 * The host of the page that sent the visit: its Origin (a browser sets it on every POST, whichever
 * origin the shop API is on), else the Host it was sent to.
 */
function pageHost(request: Request): string {
  const origin = request.headers.get('origin');
  if (origin && origin !== 'null') {
    if (!URL.canParse(origin)) throw new DomainError('invalid', '來源網址格式不正確');
    return new URL(origin).host;
  }
  return request.headers.get('host') ?? new URL(request.url).host;
}

/**
 * Counts one opening of the shop's storefront. The visit counts only for the shop the page belongs
 * to, at most VISIT_LIMITS.perAddress an hour per address, and costs no database write: the counts
 * are written every FLUSH_MS by whichever request finds them waiting.
 */
export async function recordHomeVisit(
  db: Db,
  shopId: number,
  request: Request,
): Promise<{ counted: boolean }> {
  const { tally } = state();
  const now = clock.now();
  if (!admit(tally, shopId, clientAddress(request.headers), now))
    throw new DomainError('rate_limited', tooManyMessage(secondsToWindowEnd(now, VISIT_LIMITS.windowMs)));
  const shop = await findShopByHost(db, pageHost(request));
  if (shop.id !== shopId) throw new DomainError('forbidden', '此頁面不屬於這家商店');
  // Full only when writes have failed for a long while: the visit is then let go, not kept.
  const counted = add(tally, { shopId, day: taiwanDay(now), count: 1 });
  scheduleFlush(db);
  return { counted };
}

function scheduleFlush(db: Db) {
  const s = state();
  if (s.timer) return;
  s.timer = setTimeout(() => {
    s.timer = null;
    void flushVisits(db).catch((error: unknown) => console.error('[visits] not written yet:', error));
  }, FLUSH_MS);
  // Waiting counts never keep a process alive that is otherwise done.
  s.timer.unref?.();
}

/**
 * Writes what this process counted. On failure the counts go back into the tally (bounded as ever)
 * and the next visit schedules another try.
 */
export async function flushVisits(db: Db): Promise<void> {
  const { tally } = state();
  const increments = drain(tally);
  try {
    await addVisits(db, increments);
  } catch (error) {
    for (const increment of increments) add(tally, increment);
    throw error;
  }
}
