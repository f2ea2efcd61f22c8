// @ts-check
// The database doing an order's work alone, for `npm run bench`: the statements our server sent for
// one real request are recorded (the test hook app/api-test/[shopId]/statements), turned into a
// pgbench script (lib/bench/replayScript.mjs) and replayed by pgbench at the same concurrency on the
// same database. Also the CPU the server and the database spend, read from /proc, so a row can say
// how much of an order's cost is ours.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * @typedef {import('../lib/bench/replayScript.mjs').Statement} Statement
 * @typedef {import('../lib/bench/replayScript.mjs').Replay} Replay
 * @typedef {{ perSecond: number, p50: number, p99: number, transactions: number, failures: number,
 *   databaseCpuMs: number }} ReplayRun `databaseCpuMs` per transaction
 */

/** Whether pgbench is on this machine (Debian's postgresql-client has it). */
export function pgbenchAvailable() {
  return spawnSync('pgbench', ['--version'], { encoding: 'utf8' }).status === 0;
}

/**
 * What the server sent to PostgreSQL while `request` ran: one request at a time, nothing else
 * running (the intent worker off), so everything recorded is that request's.
 * @param {string} base
 * @param {number} shopId
 * @param {() => Promise<Response>} request
 * @returns {Promise<Statement[]>}
 */
export async function recordRequest(base, shopId, request) {
  const hook = `${base}/api-test/${shopId}/statements`;
  const start = await fetch(hook, { method: 'POST', headers: { host: 'localhost' } });
  if (start.status !== 200) throw new Error(`starting the recording answered ${start.status}`);
  const res = await request();
  const taken = await fetch(hook, { headers: { host: 'localhost' } });
  const { statements } = /** @type {{ statements: Statement[] }} */ (await taken.json());
  if (!res.ok) throw new Error(`the recorded request answered ${res.status}: ${await res.text()}`);
  return statements;
}

/**
 * Runs `replay` with one pgbench, all its clients at once, against `databaseUrl` for `warmSeconds` +
 * `seconds`, every transaction's latency and end logged. Measured are the transactions that ended in
 * the last `seconds`: the connections are the warm-up's, so their start (each prepares the script's
 * statements) stays out, as our server's pool is warm when its rows are measured. The database's CPU
 * is read at both ends of that window.
 * @param {Replay} replay
 * @param {{ databaseUrl: string, seconds: number, warmSeconds?: number, threads?: number }} options
 * @returns {Promise<ReplayRun>}
 */
export async function runReplay(replay, { databaseUrl, seconds, warmSeconds = 2, threads = 2 }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pgbench-replay-'));
  try {
    const file = path.join(dir, 'replay.sql');
    fs.writeFileSync(file, replay.script);
    const started = Date.now();
    const run = pgbench([
      '--no-vacuum',
      '--protocol=prepared',
      `--client=${replay.clients}`,
      `--jobs=${Math.min(threads, replay.clients)}`,
      `--file=${file}`,
      ...Object.entries(replay.variables).map(([name, value]) => `--define=${name}=${value}`),
      `--time=${warmSeconds + seconds}`,
      '--log',
      `--log-prefix=${path.join(dir, 'tx')}`,
      databaseUrl,
    ]);
    await sleepUntil(started + warmSeconds * 1000);
    const from = { at: Date.now(), cpu: databaseProcesses() };
    // Just short of pgbench's end: its connections close then, and their CPU with them.
    await sleepUntil(started + (warmSeconds + seconds) * 1000 - 100);
    const to = { at: Date.now(), cpu: databaseProcesses() };
    const out = await run;
    /** @type {number[]} */
    const latencies = [];
    for (const name of fs.readdirSync(dir).filter((n) => n.startsWith('tx.'))) {
      for (const line of fs.readFileSync(path.join(dir, name), 'utf8').split('\n')) {
        // client, transaction, latency µs, script, end (epoch s, µs)
        const [, , micros, , epoch, fraction] = line.split(' ').map(Number);
        if (!line || !Number.isFinite(micros)) continue;
        const ended = /** @type {number} */ (epoch) * 1000 + /** @type {number} */ (fraction) / 1000;
        if (ended >= from.at && ended < to.at) latencies.push(/** @type {number} */ (micros) / 1000);
      }
    }
    latencies.sort((a, b) => a - b);
    const at = (/** @type {number} */ q) =>
      Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
    return {
      perSecond: Math.round(latencies.length / ((to.at - from.at) / 1000)),
      p50: at(0.5),
      p99: at(0.99),
      transactions: latencies.length,
      failures: Number(/number of failed transactions: (\d+)/.exec(out)?.[1] ?? 0),
      databaseCpuMs: latencies.length ? cpuBetween(from.cpu, to.cpu) / latencies.length : 0,
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** @param {number} at epoch ms */
const sleepUntil = (at) => new Promise((resolve) => setTimeout(resolve, Math.max(0, at - Date.now())));

/**
 * @param {string[]} args
 * @returns {Promise<string>} pgbench's report
 */
function pgbench(args) {
  return new Promise((resolve, reject) => {
    const child = spawn('pgbench', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (out += chunk));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`pgbench exited with ${code}:\n${out.slice(-2000)}`)),
    );
  });
}

const TICK_MS = 1000 / Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim() || 100);

/**
 * @typedef {{ pid: number, comm: string, ppid: number, own: number, reaped: number }} Proc
 * A process's CPU so far in clock ticks: its own, and that of the children it has reaped (a database
 * connection that closed is counted in its postmaster's).
 * @returns {Proc[]}
 */
function processes() {
  /** @type {Proc[]} */
  const all = [];
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    let stat;
    try {
      stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
    } catch {
      continue; // ended meanwhile
    }
    const close = stat.lastIndexOf(')');
    const comm = stat.slice(stat.indexOf('(') + 1, close);
    const f = stat.slice(close + 2).split(' ');
    // After the name: state, ppid, …; utime, stime, cutime, cstime are fields 14–17 of the whole line.
    const own = Number(f[11]) + Number(f[12]);
    const reaped = Number(f[13]) + Number(f[14]);
    all.push({ pid: Number(name), comm, ppid: Number(f[1]), own, reaped });
  }
  return all;
}

/** CPU ms spent so far by every PostgreSQL process on this machine, ended connections included. */
export function databaseCpuMs() {
  return processes()
    .filter((p) => p.comm === 'postgres')
    .reduce((sum, p) => sum + (p.own + p.reaped) * TICK_MS, 0);
}

/** Each running PostgreSQL process's own CPU ms so far, by pid. */
function databaseProcesses() {
  return new Map(processes().flatMap((p) => (p.comm === 'postgres' ? [[p.pid, p.own * TICK_MS]] : [])));
}

/**
 * CPU ms the database spent between two readings: by each process running at the second, since the
 * first or since it started (an autovacuum worker). A process that ended between them is left out.
 * @param {Map<number, number>} from
 * @param {Map<number, number>} to
 */
function cpuBetween(from, to) {
  let sum = 0;
  for (const [pid, ms] of to) sum += ms - (from.get(pid) ?? 0);
  return sum;
}

/**
 * CPU ms spent so far by process `pid` and everything under it (the server and its workers).
 * @param {number} pid
 */
export function processTreeCpuMs(pid) {
  const all = processes();
  const inTree = new Set([pid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const p of all)
      if (!inTree.has(p.pid) && inTree.has(p.ppid)) {
        inTree.add(p.pid);
        grew = true;
      }
  }
  return all.filter((p) => inTree.has(p.pid)).reduce((sum, p) => sum + (p.own + p.reaped) * TICK_MS, 0);
}
