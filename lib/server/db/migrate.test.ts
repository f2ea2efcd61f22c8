/** @jest-environment node */
import { drizzle } from 'drizzle-orm/node-postgres';
import { Client, Pool } from 'pg';
import { openDatabaseAtStart } from './atStart';
import { closeDb } from './client';
import { assertSchemaCurrent, migrateServer, readJournal, SchemaNotCurrentError } from './migrate';

// A database of this test's own on the machine's PostgreSQL server; skipped where there is none.
const server = (process.env.PG_SERVER_URL || 'postgres://postgres@127.0.0.1:5432').replace(/\/$/, '');
const name = `storefront_migrate_${process.pid}`;
const url = `${server}/${name}`;

async function admin(statement: string): Promise<boolean> {
  const client = new Client({ connectionString: `${server}/postgres`, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query(statement);
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

let reachable = false;
beforeAll(async () => {
  reachable = await admin(`CREATE DATABASE ${name}`);
  if (!reachable) console.warn('PostgreSQL unreachable: the migration tests are skipped');
});
afterAll(() => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));

async function withDb<T>(check: (db: ReturnType<typeof drizzle>, pool: Pool) => Promise<T>): Promise<T> {
  const pool = new Pool({ connectionString: url, max: 2 });
  try {
    return await check(drizzle(pool), pool);
  } finally {
    await pool.end();
  }
}

/** Runs `start` as a server configured with this test's database would, then closes what it opened. */
async function asServer<T>(start: () => Promise<T>): Promise<T> {
  const saved = process.env.DATABASE_URL;
  process.env.DATABASE_URL = url;
  try {
    return await start();
  } finally {
    await closeDb();
    if (saved === undefined) delete process.env.DATABASE_URL;
    else process.env.DATABASE_URL = saved;
  }
}

test('a server refuses a database never migrated, naming the command that migrates it', async () => {
  if (!reachable) return;
  await withDb(async (db) => {
    const refusal = assertSchemaCurrent(db, name);
    await expect(refusal).rejects.toBeInstanceOf(SchemaNotCurrentError);
    await expect(refusal).rejects.toThrow(/npm run db:migrate/);
  });
});

test('a server starting on it stops with that message instead of serving', async () => {
  if (!reachable) return;
  const exit = jest.spyOn(process, 'exit').mockImplementation((() => undefined) as never);
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  try {
    await asServer(openDatabaseAtStart);
    expect(exit).toHaveBeenCalledWith(1);
    expect(error.mock.calls[0]?.[0]).toMatch(/lacks \d+ migrations .*npm run db:migrate/);
  } finally {
    exit.mockRestore();
    error.mockRestore();
  }
});

test('two migrators at once leave one schema, every migration applied once', async () => {
  if (!reachable) return;
  await Promise.all([migrateServer(url), migrateServer(url)]);
  await withDb(async (db, pool) => {
    await expect(assertSchemaCurrent(db, name)).resolves.toBeUndefined();
    const { rows } = await pool.query('select hash from drizzle.__drizzle_migrations');
    expect(rows).toHaveLength(readJournal().length);
  });
  await expect(asServer(openDatabaseAtStart)).resolves.toBe(true);
  // A third, later (the next deploy with nothing new), changes nothing.
  await migrateServer(url);
  await withDb(async (_, pool) => {
    const { rows } = await pool.query('select count(*)::int as n from drizzle.__drizzle_migrations');
    expect(rows[0].n).toBe(readJournal().length);
  });
}, 60_000);
