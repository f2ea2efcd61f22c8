/** @jest-environment node */
import { drizzle } from 'drizzle-orm/node-postgres';
import { Client, Pool } from 'pg';
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

test('a server refuses a database never migrated, naming the command that migrates it', async () => {
  if (!reachable) return;
  await withDb(async (db) => {
    const refusal = assertSchemaCurrent(db, name);
    await expect(refusal).rejects.toBeInstanceOf(SchemaNotCurrentError);
    await expect(refusal).rejects.toThrow(/npm run db:migrate/);
  });
});

test('two migrators at once leave one schema, every migration applied once', async () => {
  if (!reachable) return;
  await Promise.all([migrateServer(url), migrateServer(url)]);
  await withDb(async (db, pool) => {
    await expect(assertSchemaCurrent(db, name)).resolves.toBeUndefined();
    const { rows } = await pool.query('select hash from drizzle.__drizzle_migrations');
    expect(rows).toHaveLength(readJournal().length);
  });
  // A third, later (the next deploy with nothing new), changes nothing.
  await migrateServer(url);
  await withDb(async (_, pool) => {
    const { rows } = await pool.query('select count(*)::int as n from drizzle.__drizzle_migrations');
    expect(rows[0].n).toBe(readJournal().length);
  });
}, 60_000);
