import { applyChange } from '@/lib/revalidate/hub';
import { getDb } from '../db/client';
import { changeOfShops } from '../revalidate/announce';
import { databaseNow, shopsWithBoundaryPassed } from './activityClock';

/** Seconds between looks for activity starts and ends; ACTIVITY_CLOCK_SECONDS=0 turns them off. */
const activityClockSeconds = (): number => {
  const value = Number(process.env.ACTIVITY_CLOCK_SECONDS ?? 30);
  return Number.isFinite(value) && value >= 0 ? value : 30;
};

let timer: NodeJS.Timeout | null = null;

/**
 * An activity's start or end changes what shoppers see (its prices, its banner, the menus) without
 * any save, so nothing else would clear the caches then. Every `seconds` this process looks for the
 * boundaries passed since its last look (against the database's clock) and makes its own caches
 * forget those shops, as the production entry does for any change it hears (lib/serving/start.ts:
 * the front cache and Next's tags). Each server process runs its own clock and tells nobody else:
 * forgetting is idempotent, so N processes each forgetting once is right, and a notification to the
 * others would only repeat it N times over. The first look covers one period before the start, so a
 * boundary passed while the process was restarting is not missed.
 */
export function startActivityClock(): void {
  const seconds = activityClockSeconds();
  if (timer || seconds === 0) return;
  let last: Date | null = null;
  const run = async () => {
    try {
      const db = await getDb();
      const now = await databaseNow(db);
      const from = last ?? new Date(now.getTime() - seconds * 1000);
      const shops = await shopsWithBoundaryPassed(db, from, now);
      last = now;
      if (shops.length) await applyChange(await changeOfShops(db, shops));
    } catch (error) {
      console.error(JSON.stringify({ scope: 'activities', event: 'clock-failed', error: String(error) }));
    }
  };
  timer = setInterval(run, seconds * 1000);
  timer.unref();
}
