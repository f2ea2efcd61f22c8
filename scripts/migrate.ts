/**
 * `npm run db:migrate`: brings the configured database's schema up to this release. A deploy step on
 * PostgreSQL, run once before the new servers start (they refuse a schema that lacks migrations); two
 * hosts running it at once are safe (lib/server/db/migrate.ts). On the embedded database the server
 * migrates when it starts, so this is only needed to migrate without starting it (stop it first).
 */
import { closeDb, getDb } from '@/lib/server/db/client';
import { dataDir, isEmbedded } from '@/lib/server/db/location';
import { databaseName, migrateServer } from '@/lib/server/db/migrate';

async function main() {
  const url = process.env.DATABASE_URL;
  if (isEmbedded() || !url) {
    // Opening the embedded database migrates it.
    await getDb();
    await closeDb();
    console.log(`Embedded database in ${dataDir()} migrated`);
    return;
  }
  await migrateServer(url);
  console.log(`Database ${databaseName(url)} migrated`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
