import { getDb } from '../db/client';
import { dataDir, IN_MEMORY, isEmbedded } from '../db/location';
import { seedDemoIfEmpty } from './seed';

/**
 * The demo's first start: an empty embedded database is filled with the demo shops, so `npm run demo`
 * shows shops at once. Only the server does this, at start (instrumentation.ts): the embedded database
 * belongs to one process. A PostgreSQL database is seeded by the operator (`npm run seed`) or not at all.
 */
export async function seedDemoOnFirstStart(): Promise<void> {
  if (!isEmbedded()) return;
  const seeded = await seedDemoIfEmpty(await getDb());
  if (seeded && dataDir() !== IN_MEMORY)
    console.info(`[db] new database in ${dataDir()}: demo shops created`);
}
