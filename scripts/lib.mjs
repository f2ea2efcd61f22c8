// @ts-check
// Helpers shared by the project's scripts: plain Node only, so they run before `npm install`, and
// on a Node older than the project supports (ensureSupportedNode).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { testHookRoutes } from '../lib/build/testHooks.mjs';

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

/** Set for the script run again under the newer Node, so a Node that is still too old cannot loop. */
const RERUN = 'STOREFRONT_NODE_RERUN';

/**
 * The oldest Node the project supports: package.json's `engines.node` (`>=22.19`), as
 * [major, minor, patch], and as written there.
 */
function supportedNode() {
  /** @type {{ engines?: { node?: string } }} */
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  const range = pkg.engines?.node ?? '';
  const found = /(\d+)(?:\.(\d+))?(?:\.(\d+))?/.exec(range);
  if (!found) throw new Error(`package.json names no Node version in engines.node ("${range}")`);
  return { minimum: found.slice(1).map((n) => Number(n ?? 0)), range };
}

/**
 * Whether `version` (`20.20.2`) is older than `minimum` ([22, 19, 0]).
 * @param {string} version
 * @param {number[]} minimum
 */
function isOlder(version, minimum) {
  const parts = version.split('.').map(Number);
  for (let i = 0; i < minimum.length; i++) {
    const [have, want] = [parts[i] ?? 0, minimum[i] ?? 0];
    if (have !== want) return have < want;
  }
  return false;
}

/**
 * On a Node older than the project supports, runs this same script (same Node options and arguments)
 * again under the Node scripts/use-node.sh puts on PATH, the version in .node-version (fetched once),
 * and exits with its status; on a supported Node, returns at once. Synchronous, so nothing after the
 * call runs on the old Node: scripts call it from their first import (scripts/node-version.mjs).
 */
export function ensureSupportedNode() {
  const { minimum, range } = supportedNode();
  if (!isOlder(process.versions.node, minimum)) return;
  if (process.env[RERUN]) {
    const pinned = fs.readFileSync(path.join(root, '.node-version'), 'utf8').trim();
    console.error(
      `✗ Node ${process.version} is older than the project supports (${range}), and scripts/use-node.sh ` +
        `put no newer one on PATH: install Node ${pinned}.`,
    );
    process.exit(1);
  }
  console.error(
    `Node ${process.version} is older than the project supports (${range}): ` +
      'running again with the Node in .node-version (scripts/use-node.sh)…',
  );
  // Ctrl-C reaches the run under the newer Node too (same process group): wait for it, not exit first.
  process.on('SIGINT', () => {});
  const rerun = spawnSync(
    'bash',
    [
      '-c',
      'source "$0" >&2 && exec node "$@"',
      path.join(root, 'scripts/use-node.sh'),
      ...process.execArgv,
      ...process.argv.slice(1),
    ],
    { stdio: 'inherit', env: { ...process.env, [RERUN]: '1' } },
  );
  if (rerun.error) {
    console.error(`✗ could not run bash for scripts/use-node.sh: ${rerun.error.message}`);
    process.exit(1);
  }
  process.exit(rerun.status ?? 128 + (rerun.signal ? os.constants.signals[rerun.signal] : 0));
}

/**
 * @param {string} command
 * @param {string[]} args
 * @param {import('node:child_process').SpawnSyncOptions} [options]
 */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, ...options });
  if (result.status !== 0) {
    console.error(`\n✗ ${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
}

/** @param {string} file */
const mtime = (file) => {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return 0;
  }
};

/** Installs dependencies when node_modules is missing or older than the lockfile. */
export function ensureInstalled() {
  const installed = mtime(path.join(root, 'node_modules/.package-lock.json'));
  if (installed && installed >= mtime(path.join(root, 'package-lock.json'))) return;
  console.log('Installing dependencies (npm ci)…');
  run('npm', ['ci', '--no-audit', '--no-fund']);
}

/** @param {string} dir */
function newestSource(dir) {
  let newest = 0;
  /** @param {string} p */
  const walk = (p) => {
    const stat = fs.statSync(p, { throwIfNoEntry: false });
    if (!stat) return;
    if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(p))
        if (!entry.startsWith('.') && entry !== 'node_modules') walk(path.join(p, entry));
    } else if (stat.mtimeMs > newest) newest = stat.mtimeMs;
  };
  walk(dir);
  return newest;
}

const SOURCES = [
  'app',
  'components',
  'lib',
  'styles',
  'public',
  'proxy.ts',
  'next.config.ts',
  'package-lock.json',
  'tsconfig.json',
];

/** The build `npm run build` makes and `npm start` serves by default: never with test hooks. */
const PRODUCTION_DIST_DIR = '.next';

/**
 * The test-hook routes the build in distDir holds (none when it has no manifest).
 * @param {string} distDir
 */
function builtTestHooks(distDir) {
  try {
    const manifest = path.join(root, distDir, 'server/app-paths-manifest.json');
    return testHookRoutes(JSON.parse(fs.readFileSync(manifest, 'utf8')));
  } catch {
    return [];
  }
}

/**
 * Builds the app into distDir unless a build newer than every source, with or without the test hooks
 * as wanted, is already there. The production dist dir is built without them (as `npm run build`
 * does) and checked to have none; any other (.next-e2e, the tests' build) with them
 * (lib/build/testHooks.mjs).
 * @param {string} distDir
 * @param {Record<string, string | undefined>} [env]
 */
export function ensureBuilt(distDir, env = {}) {
  const testHooks = distDir !== PRODUCTION_DIST_DIR;
  const hasHooks = () => builtTestHooks(distDir).length > 0;
  const built = mtime(path.join(root, distDir, 'BUILD_ID'));
  const newest = Math.max(...SOURCES.map((s) => newestSource(path.join(root, s))));
  if (built && built > newest && hasHooks() === testHooks) return;
  console.log(`Building the app (${distDir}, ${testHooks ? 'with' : 'without'} test hooks)…`);
  run(path.join(root, 'node_modules/.bin/next'), ['build'], {
    env: { ...process.env, NEXT_DIST_DIR: distDir, STOREFRONT_TEST_HOOKS: testHooks ? '1' : '', ...env },
  });
  if (hasHooks() !== testHooks) {
    console.error(`\n✗ the build in ${distDir} ${testHooks ? 'lacks' : 'holds'} the test-hook routes`);
    process.exit(1);
  }
}

/**
 * Installs a Debian package as root, or stops with the command to run.
 * @param {string} pkg
 * @param {string} what what it is for, in the message
 */
function aptInstall(pkg, what) {
  if (process.getuid?.() !== 0) {
    console.error(`${what} is missing. Install it (sudo apt-get install -y ${pkg}).`);
    process.exit(1);
  }
  console.log(`Installing ${what} (apt-get install -y ${pkg})…`);
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', pkg], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

/** Debian's Chromium is the test browser; Playwright cannot download its own here. */
export function ensureChromium() {
  const browser = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (fs.existsSync(browser)) return browser;
  if (process.env.CHROMIUM_PATH) {
    console.error(`No Chromium at ${browser} (CHROMIUM_PATH).`);
    process.exit(1);
  }
  aptInstall('chromium', 'Chromium');
  return browser;
}

/**
 * The measuring scripts see the pages as a shopper's phone does, and every phone in Taiwan has a
 * Traditional Chinese font (Noto Sans CJK on Android, PingFang on iOS). A server without one makes
 * Chromium fall back font by font for each Chinese character. In traces of home at 4× CPU on
 * 2026-12-04 that lifted the blocking time after first paint from 321–807 ms to 1,018–1,493 ms, a
 * cost the empty Next page, all Latin, never pays (docs/performance.md).
 */
export function ensureChineseFont() {
  const found = spawnSync('fc-list', [':lang=zh-tw', 'family'], { encoding: 'utf8' });
  if (found.status === 0 && found.stdout.trim()) return;
  aptInstall('fonts-noto-cjk', 'a Traditional Chinese font');
}
