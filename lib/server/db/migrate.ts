import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { notCurrentMessage, pendingMigrations, type JournalEntry } from './schemaStatus';

export const MIGRATIONS = path.join(process.cwd(), 'lib/server/db/migrations');

/**
 * Held on PostgreSQL while `npm run db:migrate` runs: drizzle's migrator takes no lock, so two deploy
 * hosts migrating at once would both read the same last migration and apply the rest twice (or fail
 * half-way on "already exists"). Any constant will do as long as nothing else uses it.
 */
const MIGRATE_LOCK_KEY = '7305180526';

type AnyDb = PgDatabase<PgQueryResultHKT, Record<string, unknown>>;

export class SchemaNotCurrentError extends Error {}

export function readJournal(folder = MIGRATIONS): JournalEntry[] {
  const journal = JSON.parse(fs.readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
  return journal.entries.map(({ tag, when }) => ({ tag, when }));
}

/** The newest migration the database recorded, or null when it was never migrated. */
async function lastApplied(db: AnyDb): Promise<number | null> {
  try {
    const result: unknown = await db.execute(
      sql`select max(created_at) as last from drizzle.__drizzle_migrations`,
    );
    // node-postgres answers { rows }, PGlite too; some drivers answer the rows themselves.
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
      last: string | number | null;
    }[];
    return rows[0]?.last == null ? null : Number(rows[0].last);
  } catch (error) {
    // 42P01: no such table, 3F000: no such schema — nothing was ever migrated here.
    const code =
      (error as { code?: string; cause?: { code?: string } }).code ??
      (error as { cause?: { code?: string } }).cause?.code;
    if (code === '42P01' || code === '3F000') return null;
    throw error;
  }
}

/**
 * A server on PostgreSQL does not migrate (several processes, several hosts, each starting on its
 * own schedule): it checks that `npm run db:migrate` ran for this release and refuses otherwise.
 */
export async function assertSchemaCurrent(db: AnyDb, database: string): Promise<void> {
  const pending = pendingMigrations(readJournal(), await lastApplied(db));
  if (pending.length) throw new SchemaNotCurrentError(notCurrentMessage(database, pending));
}

/** The database a URL names, without its password, for messages. */
export function databaseName(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.pathname.slice(1) || '(default)'} on ${parsed.host}`;
  } catch {
    return '(DATABASE_URL)';
  }
}

/**
 * `npm run db:migrate` on PostgreSQL: one connection takes the advisory lock and migrates, so a
 * second migrator waits, then finds every migration recorded and applies nothing.
 */
export async function migrateServer(url: string): Promise<void> {
  const { Client } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const client = new Client({ connectionString: url, application_name: 'storefront-migrate' });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATE_LOCK_KEY]);
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS });
  } finally {
    // Ending the session releases the lock too; unlocking first frees it even if end() stalls.
    await client.query('select pg_advisory_unlock($1)', [MIGRATE_LOCK_KEY]).catch(() => {});
    await client.end();
  }
}
