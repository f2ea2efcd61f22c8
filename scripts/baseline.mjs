// @ts-check
// The empty Next 16 app the measuring scripts compare the storefront with: a layout and an <h1>.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from './lib.mjs';

/**
 * An empty Next 16 app (a layout and an <h1>), built once. It lives outside the project: inside,
 * Next would take the project for its root and build our proxy and instrumentation into it.
 */
export function buildBaseline() {
  const dir = path.join(os.tmpdir(), 'storefront-lighthouse-baseline');
  const marker = path.join(dir, '.next', 'BUILD_ID');
  if (fs.existsSync(marker)) return dir;
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(path.join(dir, 'app'), { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'app', 'layout.jsx'),
    `export const metadata = { title: 'Empty' };
export default function RootLayout({ children }) {
  return (<html lang="en"><body>{children}</body></html>);
}
`,
  );
  fs.writeFileSync(
    path.join(dir, 'app', 'page.jsx'),
    `export default function Page() { return <h1>Hello</h1>; }\n`,
  );
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ private: true, type: 'module' }));
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  // Webpack: Turbopack will not resolve packages through a node_modules link outside its root.
  const built = spawnSync(path.join(root, 'node_modules/.bin/next'), ['build', '--webpack'], {
    cwd: dir,
    stdio: 'inherit',
    env: { ...process.env, NEXT_DIST_DIR: '', NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (built.status !== 0) throw new Error('the baseline app did not build');
  return dir;
}

/**
 * Starts the baseline app on `baselinePort` and waits until it answers; returns what stops it.
 * @param {string} dir
 * @param {number} baselinePort
 */
export async function startBaseline(dir, baselinePort) {
  const child = spawn(path.join(root, 'node_modules/.bin/next'), ['start', '-p', String(baselinePort)], {
    cwd: dir,
    env: { ...process.env, NEXT_DIST_DIR: '', NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  process.once('exit', () => child.kill('SIGKILL'));
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${baselinePort}/`)).ok) break;
    } catch {
      // not yet listening
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return () => child.kill('SIGTERM');
}
