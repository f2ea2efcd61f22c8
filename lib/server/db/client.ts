import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';
import { IN_MEMORY, isEmbedded, pgliteDir } from './location';
import { takeOwnership } from './lock';
import { namingClient } from './embeddedNames';
import { preparedStatementLimit, StatementNames } from './statementNames';
import { isRecording, recordStatement } from './statementRecorder';
import { assertSchemaCurrent, databaseName, MIGRATIONS } from './migrate';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A handle or an open transaction: services that take part in a caller's transaction accept either. */
export type DbOrTx = Db | Tx;

type Handle = { db: Db; close: () => Promise<void>; dump?: () => Promise<Blob> };

/**
 * One database handle per process. Next bundles each route separately, so the handle lives on
 * globalThis: two PGlite instances on one directory would corrupt it.
 */
const slot = globalThis as unknown as { __shopDb?: Promise<Handle> };

/**
 * The process's database. The embedded one is migrated on opening (one process owns it, so nothing
 * else could); on PostgreSQL the schema must already be current (`npm run db:migrate`), else this
 * fails with SchemaNotCurrentError. Filling an empty embedded database with the demo shops is the
 * demo's start (lib/server/seed/demoStart.ts), not the client's.
 */
export function getDb(): Promise<Db> {
  // A failed opening is not kept: with the database back, the next request opens it afresh.
  // Once open, the pool itself reconnects connection by connection.
  slot.__shopDb ??= open().catch((error: unknown) => {
    slot.__shopDb = undefined;
    throw error;
  });
  return slot.__shopDb.then((h) => h.db);
}

export async function closeDb(): Promise<void> {
  const handle = slot.__shopDb;
  slot.__shopDb = undefined;
  if (handle) await (await handle).close();
}

function open(): Promise<Handle> {
  return isEmbedded() ? openEmbedded() : openServer(process.env.DATABASE_URL!);
}

/**
 * A dump of an embedded database (PGlite's `dumpDataDir`) that the next in-memory opening starts from
 * instead of an empty one: the test files of one run share one migrated, seeded database this way
 * (lib/server/testing/db.ts) rather than each building its own.
 */
let startFrom: Blob | undefined;
export function startInMemoryFrom(dump: Blob): void {
  startFrom = dump;
}

/** The open in-memory database as a dump `startInMemoryFrom` takes; none on a directory or PostgreSQL. */
export async function dumpInMemory(): Promise<Blob | null> {
  const handle = slot.__shopDb && (await slot.__shopDb);
  return (pgliteDir() === IN_MEMORY && handle?.dump?.()) || null;
}

async function openEmbedded(): Promise<Handle> {
  const pglite = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const dir = pgliteDir();
  takeOwnership();
  // PGlite creates its own folder but not the ones above it.
  if (dir !== IN_MEMORY) fs.mkdirSync(path.dirname(path.resolve(dir)), { recursive: true });
  const loadDataDir = dir === IN_MEMORY ? startFrom : undefined;
  startFrom = undefined;
  const client = loadDataDir
    ? new pglite.PGlite({ loadDataDir })
    : new pglite.PGlite(dir === IN_MEMORY ? undefined : dir);
  const names = new StatementNames(preparedStatementLimit());
  const db = drizzle(namingClient(client, pglite, names) as unknown as PGlite, { schema });
  await migrate(db, { migrationsFolder: MIGRATIONS });
  return { db: db as unknown as Db, close: () => client.close(), dump: () => client.dumpDataDir('none') };
}

async function openServer(url: string): Promise<Handle> {
  const { Client, Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const names = new StatementNames(preparedStatementLimit());
  let connections = 0;
  /**
   * pg's client, preparing statements with parameters by name (statementNames.ts), and showing them
   * to the bench's recorder while it records (statementRecorder.ts).
   */
  class PreparingClient extends Client {
    // Not `connection`: pg's Client keeps its socket under that name.
    readonly serial = ++connections;
    // pg's query has many overloads; the ones with a config object are the ones named here.
    override query(...args: unknown[]): never {
      const [config, values] = args as [{ text?: unknown; name?: unknown; values?: unknown[] }, unknown[]?];
      const isText = config && typeof config === 'object' && typeof config.text === 'string';
      const given = (Array.isArray(values) ? values : config?.values) ?? [];
      if (isText && !config.name) {
        const name = names.nameOf(config.text as string, given.length);
        if (name) args[0] = { ...config, name };
      }
      const answer = (super.query as (...a: unknown[]) => never)(...args);
      if (isText && isRecording()) recordStatement(this.serial, config.text as string, given, answer);
      return answer;
    }
  }
  const pool = new Pool({
    Client: PreparingClient,
    connectionString: url,
    max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
    // A database out of reach fails a request in seconds (a 503, lib/server/http/respond.ts)
    // instead of holding it until the socket gives up.
    connectionTimeoutMillis: 5_000,
  });
  // An idle connection the server drops (a restart, a failover) is reported here; unheard, it would
  // end the process. The pool discards that connection and opens a fresh one when next asked.
  pool.on('error', (error) => console.error('[db] idle connection lost:', error.message));
  const db = drizzle(pool, { schema });
  try {
    await assertSchemaCurrent(db, databaseName(url));
  } catch (error) {
    await pool.end();
    throw error;
  }
  return { db: db as unknown as Db, close: () => pool.end() };
}
