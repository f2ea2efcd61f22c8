// Helpers shared by the project's scripts: plain Node only, so they run before `npm install`.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { testHookRoutes } from '../lib/build/testHooks.mjs';

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, ...options });
  if (result.status !== 0) {
    console.error(`\n✗ ${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
}

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

function newestSource(dir) {
  let newest = 0;
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
export const PRODUCTION_DIST_DIR = '.next';

/** The test-hook routes the build in distDir holds (none when it has no manifest). */
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

/** Debian's Chromium is the test browser; Playwright cannot download its own here. */
export function ensureChromium() {
  const browser = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (fs.existsSync(browser)) return browser;
  if (process.getuid?.() !== 0) {
    console.error(
      `No Chromium at ${browser}. Install it (sudo apt-get install -y chromium) or set CHROMIUM_PATH.`,
    );
    process.exit(1);
  }
  console.log('Installing Chromium (apt-get install -y chromium)…');
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', 'chromium'], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return browser;
}
