/**
 * `npm run seed`: (re)creates the demo shops in the configured database. Shops that are not demo
 * shops are left alone. With the embedded database, stop the server first (it holds the data).
 */
import { closeDb, getDb } from '@/lib/server/db/client';
import { seedDemo } from '@/lib/server/seed/seed';

async function main() {
  const db = await getDb({ autoSeed: false });
  await seedDemo(db);
  await closeDb();
  console.log('Demo shops seeded: localhost / 127.0.0.1, shop2.localhost, closed.localhost');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
