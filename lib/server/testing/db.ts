import { getDb, type Db } from '../db/client';
import { isEmbedded } from '../db/location';
import { seedDemo, seedDemoIfEmpty } from '../seed/seed';

/**
 * The database of one test file, holding the demo shops as seeded. In memory it is new per file; on
 * PostgreSQL (files run one at a time) the demo shops are recreated, so each file starts clean.
 */
export async function testDb(): Promise<Db> {
  const db = await getDb();
  await (isEmbedded() ? seedDemoIfEmpty(db) : seedDemo(db));
  return db;
}
