// Helpers shared by the project's scripts: plain Node only, so they run before `npm install`.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

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

/** Builds the production app into distDir unless a build newer than every source is already there. */
export function ensureBuilt(distDir, env = {}) {
  const built = mtime(path.join(root, distDir, 'BUILD_ID'));
  const newest = Math.max(...SOURCES.map((s) => newestSource(path.join(root, s))));
  if (built && built > newest) return;
  console.log(`Building the app (${distDir})…`);
  run(path.join(root, 'node_modules/.bin/next'), ['build'], {
    env: { ...process.env, NEXT_DIST_DIR: distDir, ...env },
  });
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
