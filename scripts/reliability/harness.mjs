// @ts-check
// What every reliability script shares: a clock for the log, checks that collect failures, cleanup
// that runs once on success, failure or Ctrl-C, the production server on a port of the suite's
// range, and the two databases the suite runs on.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { root } from '../lib.mjs';
import { createSeededDatabase, postgresReachable, PG_SERVER_URL, startServer } from '../server.mjs';

/** The build the suite runs; `npm test` makes this one, so CI builds once. */
export const distDir = process.env.NEXT_DIST_DIR || '.next-e2e';

/** @typedef {ReturnType<typeof harness>} Harness A suite's log, checks and cleanup. */

/** @param {string} title */
export function harness(title) {
  const started = Date.now();
  const elapsed = () => (Date.now() - started) / 1000;
  /** @param {string} message */
  const log = (message) => console.log(`[${elapsed().toFixed(1)}s] ${message}`);
  /** @type {string[]} */
  const failures = [];
  /**
   * @param {boolean} ok
   * @param {string} message
   */
  const check = (ok, message) => {
    console.log(`${ok ? '✓' : '✗'} ${message}`);
    if (!ok) failures.push(message);
    return ok;
  };
  /** @type {(() => Promise<unknown>)[]} */
  const cleanups = [];
  /**
   * Servers' logs, printed when a check failed.
   * @type {[string, () => string][]}
   */
  const logs = [];
  /** @type {Promise<void> | null} */
  let cleaning = null;
  const cleanup = () =>
    (cleaning ??= (async () => {
      for (const fn of cleanups.reverse())
        await fn().catch((/** @type {Error} */ error) => console.error(`✗ cleanup: ${error.message}`));
    })());
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.once(signal, () => {
      console.error(`\n${signal}: stopping servers and removing databases…`);
      cleanup().finally(() => process.exit(1));
    });

  return {
    log,
    check,
    failures,
    elapsed,
    /**
     * Keeps a server's log, to print if a check fails.
     * @param {string} name
     * @param {() => string} text
     */
    keepLog: (name, text) => logs.push([name, text]),
    /**
     * Runs fn at cleanup (last registered, first run).
     * @param {() => Promise<unknown>} fn
     */
    onCleanup: (fn) => cleanups.push(fn),
    /**
     * Runs the body; any throw is a failure. Then cleans up and exits with the verdict.
     * @param {() => Promise<void>} body
     */
    async run(body) {
      try {
        await body();
      } catch (caught) {
        const error = /** @type {Error} */ (caught);
        failures.push(error.message);
        if (!cleaning) console.error(`✗ ${error.stack ?? error.message}`);
      } finally {
        await cleanup();
      }
      if (failures.length)
        for (const [name, text] of logs)
          if (text().trim()) console.log(`\n── end of the log of ${name} ──\n${text().slice(-8000)}`);
      log(
        failures.length ? `${title}: FAILED, ${failures.length} check(s) did not hold` : `${title}: passed`,
      );
      process.exit(failures.length ? 1 : 0);
    },
  };
}

/**
 * Ports of this suite (3400–3420), so it never meets the demo (3000), e2e (3100) or bench.
 * RELIABILITY_PORT moves the range (that port and the 20 after it), for a second run beside a first.
 */
export async function suitePort(from = Number(process.env.RELIABILITY_PORT) || 3400, to = from + 20) {
  for (let port = from; port <= to; port++) {
    /** @type {boolean} */
    const free = await new Promise((resolve) => {
      const probe = net.createServer();
      probe.once('error', () => resolve(false));
      // No host: the same wildcard address `npm start` listens on.
      probe.listen(port, () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port between ${from} and ${to}`);
}

/**
 * The production server (`node scripts/start.mjs`) for a test: demo mode, so sign-up codes can be read
 * from the outbox and the sandbox gateway takes payments; an operator secret of this run only.
 * `keepData` restarts on what an earlier server left (after a crash) instead of a fresh database;
 * `ready: false` answers without waiting for it, for a server meant to kill itself (`exited`).
 * @param {Harness} h
 * @param {Target} target
 * @param {{ port: number, env?: Record<string, string>, keepData?: boolean, ready?: boolean }} options
 */
export async function startApp(h, target, { port, env = {}, keepData = false, ready = true }) {
  const server = await startServer({
    distDir,
    dataDir: target.dataDir,
    port,
    keepData,
    keepLog: true,
    ready,
    // TRUST_PROXY_HOPS=1: the suite stands in for a proxy in front, giving each shopper an address of
    // its own in X-Forwarded-For, so the per-address limits on codes count shoppers apart.
    env: {
      STOREFRONT_DEMO_MODE: '1',
      TRUST_PROXY_HOPS: '1',
      // The crash rounds sign up as many shoppers as the machine manages in a few seconds, hundreds
      // on a quiet one, all in one shop: the shop's hourly budget of texts (SMS_ORG_HOURLY_LIMIT, 200
      // by default, proved in jest and test:multiprocess) would refuse them as abuse.
      SMS_ORG_HOURLY_LIMIT: '1000000',
      OPERATOR_SECRET: target.operatorSecret,
      ...target.env,
      ...env,
    },
  });
  h.onCleanup(() => server.stop());
  h.keepLog(`the server on ${target.label}${keepData ? ' (restarted)' : ''}`, server.log);
  return server;
}

/**
 * @typedef {{ rows: (text: string, params?: unknown[]) => Promise<unknown[]>, close: () => Promise<void> }} Sql
 *   A database connection for checks; `rows` answers rows of the shape the query selects.
 * @typedef {{ label: string, env: Record<string, string>, dataDir: string, operatorSecret: string, openSql: () => Promise<Sql> }} Target
 */

/**
 * Which databases to run on, from the variable (e.g. RELIABILITY_DATABASES=pglite,postgres).
 * @returns {('pglite' | 'postgres')[]}
 */
export function chosenDatabases(variable = 'RELIABILITY_DATABASES', fallback = 'pglite,postgres') {
  const names = (process.env[variable] || fallback).split(',').map((s) => s.trim());
  for (const name of names)
    if (name !== 'pglite' && name !== 'postgres')
      throw new Error(`unknown database "${name}" (pglite, postgres)`);
  return /** @type {('pglite' | 'postgres')[]} */ (names);
}

/**
 * Fails fast, before any build or server, when PostgreSQL is wanted and does not answer.
 * @param {string[]} names
 */
export async function requirePostgres(names) {
  if (!names.includes('postgres')) return;
  const reachable = await postgresReachable();
  if (!reachable.ok) {
    console.error(
      `✗ PostgreSQL is not reachable at ${PG_SERVER_URL} (${reachable.reason}).\n` +
        '  Set PG_SERVER_URL, or run on the embedded database only (RELIABILITY_DATABASES=pglite).',
    );
    process.exit(1);
  }
}

/**
 * A fresh database for a test: an embedded one in `.data-{name}` (seeded by the server on first
 * start), or a PostgreSQL database created, migrated and seeded here and dropped at cleanup.
 * @param {Harness} h
 * @param {string} kind `pglite` or `postgres`
 * @param {string} name
 * @returns {Promise<Target>}
 */
export async function freshTarget(h, kind, name) {
  const operatorSecret = randomBytes(24).toString('base64url');
  if (kind === 'pglite') {
    const dataDir = `.data-${name}`;
    h.onCleanup(async () => fs.rmSync(path.join(root, dataDir), { recursive: true, force: true }));
    return {
      label: 'PGlite',
      env: {},
      dataDir,
      operatorSecret,
      // The embedded database belongs to one process: open it only while no server runs on it.
      async openSql() {
        const { PGlite } = await import('@electric-sql/pglite');
        const db = new PGlite(path.join(root, dataDir, 'pglite'));
        return { rows: async (text, params) => (await db.query(text, params)).rows, close: () => db.close() };
      },
    };
  }
  const dbName = `storefront_${name.replace(/-/g, '_')}_${process.pid}`;
  const database = await createSeededDatabase(dbName);
  h.onCleanup(() => database.drop());
  const dataDir = `.data-${name}-pg`;
  h.onCleanup(async () => fs.rmSync(path.join(root, dataDir), { recursive: true, force: true }));
  return {
    label: 'PostgreSQL',
    env: { DATABASE_URL: database.url },
    dataDir,
    operatorSecret,
    async openSql() {
      const { default: pg } = await import('pg');
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      return {
        rows: async (text, params) => (await client.query(text, params)).rows,
        close: () => client.end(),
      };
    },
  };
}

/**
 * Runs `work(item)` over the items with at most `limit` at a time; answers in the items' order.
 * @template T, R
 * @param {readonly T[]} items
 * @param {number} limit
 * @param {(item: T, index: number) => Promise<R>} work
 * @returns {Promise<R[]>}
 */
export async function pool(items, limit, work) {
  /** @type {R[]} */
  const results = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await work(/** @type {T} */ (items[i]), i);
      }
    }),
  );
  return results;
}

/**
 * A plain text table: columns padded to their widest cell (CJK counted as two).
 * @param {readonly unknown[]} header
 * @param {readonly (readonly unknown[])[]} rows
 */
export function table(header, rows) {
  /** @param {unknown} s */
  const width = (s) =>
    [...String(s)].reduce(
      (n, ch) => n + (/[\u2e80-\u9fff\uac00-\ud7a3\uf900-\ufaff\uff00-\uff60]/.test(ch) ? 2 : 1),
      0,
    );
  const widths = header.map((h, i) => Math.max(width(h), ...rows.map((r) => width(r[i]))));
  /** @param {readonly unknown[]} cells */
  const line = (cells) =>
    cells
      .map((c, i) => String(c) + ' '.repeat(/** @type {number} */ (widths[i]) - width(c)))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((w) => '─'.repeat(w))), ...rows.map(line)].join('\n');
}
