import fs from 'node:fs';
import { dumpInMemory, getDb, startInMemoryFrom, type Db } from '../db/client';
import { isEmbedded } from '../db/location';
import { seedDemo, seedDemoIfEmpty } from '../seed/seed';

/**
 * The database of one test file, holding the demo shops as seeded. In memory it is new per file; on
 * PostgreSQL (files run one at a time) the demo shops are recreated, so each file starts clean.
 *
 * Migrating and seeding took most of a small file's time, so a jest run does it once: the first file
 * writes its fresh database to the run's snapshot file (STOREFRONT_TEST_SNAPSHOT, made per run by
 * lib/server/testing/jestGlobalSetup.mjs) and every later file opens a copy of it. Each file still has a
 * database of its own.
 */
export async function testDb(): Promise<Db> {
  if (!isEmbedded()) {
    const db = await getDb();
    await seedDemo(db);
    return db;
  }
  const snapshot = process.env.STOREFRONT_TEST_SNAPSHOT;
  const saved = snapshot && fs.existsSync(snapshot) ? fs.readFileSync(snapshot) : null;
  if (saved) startInMemoryFrom(new Blob([saved]));
  const db = await getDb();
  if ((await seedDemoIfEmpty(db)) && snapshot) {
    const dump = await dumpInMemory();
    if (dump) {
      // Written aside and renamed: a file reading it meanwhile finds the whole dump or none.
      const part = `${snapshot}.${process.pid}`;
      fs.writeFileSync(part, Buffer.from(await dump.arrayBuffer()));
      fs.renameSync(part, snapshot);
    }
  }
  return db;
}
