// @ts-check
// Starts the production build on a port of its own for measuring scripts, and stops it afterwards;
// plus the few shop-API and PostgreSQL steps those scripts share (shop id, member tokens, a throwaway
// database).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { root } from './lib.mjs';

/**
 * Servers still running, so a script that dies half-way does not leave them holding their ports.
 * @type {Set<import('node:child_process').ChildProcess>}
 */
const running = new Set();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/**
 * `env` is added to the server's environment (e.g. DATABASE_URL, OPERATOR_SECRET,
 * STOREFRONT_TEST_HOOKS); the data folder is emptied first, so an embedded database starts seeded
 * afresh, unless `keepData` (a restart on what the previous server left). With `keepLog` the server's
 * output (stdout and stderr, their last 64 KB, `log()`) is kept instead of printed, for scripts whose
 * requests make it chatty or that check what it logs. Answers once the server answers, or at once
 * with `ready: false`, for a server meant to end by itself (then `exited` tells how it ended).
 * @param {{
 *   distDir: string,
 *   dataDir: string,
 *   port: number,
 *   env?: Record<string, string | undefined>,
 *   keepData?: boolean,
 *   keepLog?: boolean,
 *   ready?: boolean,
 * }} options
 * @returns {Promise<Server>}
 */
export async function startServer({
  distDir,
  dataDir,
  port,
  env = {},
  keepData = false,
  keepLog = false,
  ready = true,
}) {
  if (!keepData) fs.rmSync(path.join(root, dataDir), { recursive: true, force: true });
  // The production entry (`npm start`): Next behind the front cache, as a deployment runs it.
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: { ...process.env, NEXT_DIST_DIR: distDir, DATA_DIR: dataDir, PORT: String(port), ...env },
    stdio: ['ignore', keepLog ? 'pipe' : 'ignore', keepLog ? 'pipe' : 'inherit'],
  });
  let log = '';
  /** @param {Buffer} chunk */
  const keep = (chunk) => {
    log = (log + chunk).slice(-65_536);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  running.add(child);
  /** @type {Promise<Exit>} */
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => {
      running.delete(child);
      resolve({ code, signal });
    }),
  );
  /** @returns {Promise<void>} */
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
      // A server stuck in a request must not keep the script (or CI) waiting.
      setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
    });

  /**
   * The crash: SIGKILL, no chance to finish a request or close the database. Resolves once it is gone.
   * @returns {Promise<void>}
   */
  const kill = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGKILL');
    });

  const base = `http://127.0.0.1:${port}`;
  /** @type {Server} */
  const server = { base, pid: child.pid, stop, kill, exited, log: () => log };
  if (!ready) return server;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(
        `server on port ${port} exited with ${child.exitCode ?? child.signalCode} (port already in use?)`,
      );
    try {
      // The first API call opens (and on first start seeds) the embedded database.
      const res = await fetch(`${base}/api-client/ecommerceConfig/allDomain/localhost`);
      if (res.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`server on port ${port} did not start within 60 s`);
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return server;
}

/**
 * @typedef {{ code: number | null, signal: NodeJS.Signals | null }} Exit How a server process ended.
 * @typedef {object} Server A server started by `startServer`.
 * @property {string} base its address, `http://127.0.0.1:<port>`
 * @property {number | undefined} pid
 * @property {() => Promise<void>} stop SIGTERM, then SIGKILL after 10 s
 * @property {() => Promise<void>} kill SIGKILL
 * @property {Promise<Exit>} exited
 * @property {() => string} log its kept output (with `keepLog`)
 */

/**
 * A TCP port nothing listens on right now, so parallel runs (CI, colleagues) do not collide.
 * @returns {Promise<number>}
 */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
  });
}

/**
 * A request to the server on `port` as a browser on `host` would send it, JSON body and all; its
 * status, `x-cache` and text. Through node:http, since Node's fetch replaces a Host header with the
 * address's own (every request would reach the shop of 127.0.0.1). `agent` is node:http's: unset,
 * the process's shared keep-alive one; `false`, a new connection.
 * @param {{
 *   port: number,
 *   method?: string,
 *   host: string,
 *   path: string,
 *   body?: unknown,
 *   headers?: http.OutgoingHttpHeaders,
 *   agent?: http.Agent | false,
 * }} request
 * @returns {Promise<Answer>}
 */
export function requestAs({ port, method = 'GET', host, path: url, body, headers = {}, agent }) {
  return new Promise((resolve, reject) => {
    const data = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: url,
        agent,
        headers: {
          host,
          'accept-encoding': 'identity',
          ...(data ? { 'content-type': 'application/json' } : {}),
          ...headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () =>
          resolve({
            status: /** @type {number} */ (res.statusCode),
            cache: /** @type {string | undefined} */ (res.headers['x-cache']),
            body: text,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

/**
 * @typedef {{ status: number, cache: string | undefined, body: string }} Answer What `requestAs`
 *   answers: the status, the `x-cache` header and the text.
 */

/**
 * Milliseconds from `since` until `ok` holds, polling every 100 ms; null if not within 15 s.
 * @param {() => boolean | Promise<boolean>} ok
 * @param {number} since
 * @returns {Promise<number | null>}
 */
export async function until(ok, since) {
  while (Date.now() - since < 15_000) {
    if (await ok()) return Date.now() - since;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return null;
}

/**
 * The shop id behind a host, as the storefront would learn it.
 * @param {string} base
 * @param {string} host
 * @returns {Promise<number>}
 */
export async function shopIdOf(base, host) {
  const res = await fetch(`${base}/api-client/ecommerceConfig/allDomain/${host}`);
  return (await res.json()).ShopId;
}

/**
 * GET a shop-API path as JSON; any other answer than 200 is an error naming the path. The caller
 * names the shape it expects (the fields it reads).
 * @template T
 * @param {string} base
 * @param {string} apiPath
 * @param {string} [host]
 * @returns {Promise<T>}
 */
export async function getJson(base, apiPath, host = 'localhost') {
  const res = await fetch(`${base}${apiPath}`, { headers: { host } });
  if (!res.ok) throw new Error(`GET ${apiPath} answered ${res.status}: ${await res.text()}`);
  return res.json();
}

/**
 * What an order of the bench product needs: its first stock, and the shop's home delivery (which
 * allows cash on delivery).
 * @param {string} base
 * @param {number} shopId
 * @param {string} nanoId
 */
export async function orderTargets(base, shopId, nanoId) {
  /** @type {{ EcommerceProductStocks?: { id: number }[] }} */
  const product = await getJson(base, `/api-client/${shopId}/ecommerceProduct/nanoId/${nanoId}`);
  const stockId = product.EcommerceProductStocks?.[0]?.id;
  if (!stockId) throw new Error(`product ${nanoId} has no stock`);
  /** @type {{ id: number, name: string }[]} */
  const deliveries = await getJson(base, `/api-client/${shopId}/ecommerceDelivery`);
  const home = deliveries.find((d) => d.name === '宅配到府');
  if (!home) throw new Error(`shop ${shopId} has no delivery named 宅配到府`);
  return { stockId, deliveryId: home.id };
}

/**
 * A cash-on-delivery order of one unit of the stock: the body both pre-check and create accept.
 * @param {number} stockId
 * @param {number} deliveryId
 */
export function orderBody(stockId, deliveryId) {
  return {
    productStocks: [{ id: stockId, quantity: 1 }],
    delivery: deliveryId,
    paymentType: 'COD',
    receiver: '王小明',
    phone: '0912345678',
    address: '台北市信義區松高路 11 號',
  };
}

/**
 * Member tokens of `count` distinct phones (0955000001, …) at the shop behind `host`, from the
 * server's operator endpoint; the server must have been started with OPERATOR_SECRET=secret.
 * @param {string} base
 * @param {{ host: string, count: number, secret: string, phonePrefix?: string }} options
 */
export async function memberTokens(base, { host, count, secret, phonePrefix = '0955' }) {
  /** @type {string[]} */
  const tokens = [];
  for (let i = 1; i <= count; i++) {
    const phone = phonePrefix + String(i).padStart(10 - phonePrefix.length, '0');
    const res = await fetch(`${base}/api-auth/operator/memberToken`, {
      method: 'POST',
      headers: { host: 'localhost', 'content-type': 'application/json', 'x-operator-secret': secret },
      body: JSON.stringify({ host, phone }),
    });
    /** @type {{ memberToken?: unknown, msg?: string }} */
    const body = await res.json().catch(() => ({}));
    if (res.status !== 200 || typeof body.memberToken !== 'string')
      throw new Error(`operator memberToken for ${phone} answered ${res.status}: ${body.msg ?? 'no token'}`);
    tokens.push(body.memberToken);
  }
  return tokens;
}

/**
 * Sets a stock through the test hook (the server must run with STOREFRONT_TEST_HOOKS=1).
 * @param {string} base
 * @param {number} shopId
 * @param {number} stockId
 * @param {number} stock
 */
export async function setStockViaHook(base, shopId, stockId, stock) {
  const res = await fetch(`${base}/api-test/${shopId}/stock/${stockId}`, {
    method: 'POST',
    headers: { host: 'localhost', 'content-type': 'application/json' },
    body: JSON.stringify({ stock }),
  });
  if (res.status !== 200)
    throw new Error(`setting stock ${stockId} to ${stock} answered ${res.status}: ${await res.text()}`);
}

/**
 * Lifts the shop's cap on open unpaid orders per member through the test hook: a bench buyer places
 * order after order, unpaid, and must measure creating them, not the refusal after the third.
 * @param {string} base
 * @param {number} shopId
 */
export async function liftOpenOrderLimit(base, shopId) {
  const res = await fetch(`${base}/api-test/${shopId}/openOrderLimit`, {
    method: 'POST',
    headers: { host: 'localhost', 'content-type': 'application/json' },
    body: JSON.stringify({ limit: 1_000_000 }),
  });
  if (res.status !== 200)
    throw new Error(`lifting the open-order limit answered ${res.status}: ${await res.text()}`);
}

/** The PostgreSQL server (no database name): the scripts create and drop their own databases. */
export const PG_SERVER_URL = (process.env.PG_SERVER_URL || 'postgres://postgres@127.0.0.1:5432').replace(
  /\/$/,
  '',
);

/**
 * Whether PostgreSQL answers; the reason when it does not.
 * @returns {Promise<{ ok: true } | { ok: false, reason: string }>}
 */
export async function postgresReachable() {
  const { default: pg } = await import('pg');
  const client = new pg.Client({
    connectionString: `${PG_SERVER_URL}/postgres`,
    connectionTimeoutMillis: 3000,
  });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return { ok: true };
  } catch (error) {
    return { ok: false, reason: /** @type {Error} */ (error).message || String(error) };
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * Creates an empty database `name`, migrates it (`npm run db:migrate`) and seeds it with the demo
 * shops (`npm run seed`).
 * Returns its URL and `drop()`, which removes it even while connections remain (WITH (FORCE)).
 * @param {string} name
 */
export async function createSeededDatabase(name) {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unsafe database name: ${name}`);
  const { default: pg } = await import('pg');
  /** @param {string} sql */
  const admin = async (sql) => {
    const client = new pg.Client({ connectionString: `${PG_SERVER_URL}/postgres` });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  const url = `${PG_SERVER_URL}/${name}`;
  let dropped = false;
  const drop = async () => {
    if (dropped) return;
    dropped = true;
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  };
  // A run killed earlier with the same pid may have left one behind.
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${name}`);
  try {
    // The deploy steps, in order: servers on PostgreSQL refuse a schema `db:migrate` has not brought
    // up to date.
    for (const step of ['db:migrate', 'seed']) {
      const done = spawnSync('npm', ['run', '--silent', step], {
        cwd: root,
        env: { ...process.env, DATABASE_URL: url },
        encoding: 'utf8',
      });
      if (done.status !== 0)
        throw new Error(`${step} on ${name} failed (exit ${done.status}):\n${done.stdout}${done.stderr}`);
    }
  } catch (error) {
    await drop().catch(() => {});
    throw error;
  }
  return { url, drop };
}
