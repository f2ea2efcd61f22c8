import { getDb } from './client';
import { SchemaNotCurrentError } from './migrate';

/**
 * Opens the database as the server starts. A PostgreSQL schema older than this release stops the
 * process with a message naming `npm run db:migrate`: serving on it would fail on the first query that
 * needs a new column. A database that cannot be reached is only logged: requests open it again, so
 * the server recovers by itself when it comes back.
 */
export async function openDatabaseAtStart(): Promise<boolean> {
  try {
    await getDb();
    return true;
  } catch (error) {
    if (error instanceof SchemaNotCurrentError) {
      console.error(`[db] ${error.message}`);
      process.exit(1);
    }
    console.error(JSON.stringify({ scope: 'db', event: 'open-at-start-failed', error: String(error) }));
    return false;
  }
}
