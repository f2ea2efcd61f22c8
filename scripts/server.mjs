// Starts the production build on a port of its own for measuring scripts, and stops it afterwards.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { root } from './lib.mjs';

export async function startServer({ distDir, dataDir, port }) {
  fs.rmSync(path.join(root, dataDir), { recursive: true, force: true });
  const child = spawn(path.join(root, 'node_modules/.bin/next'), ['start', '-p', String(port)], {
    cwd: root,
    env: { ...process.env, NEXT_DIST_DIR: distDir, DATA_DIR: dataDir, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      // The first API call opens (and on first start seeds) the embedded database.
      const res = await fetch(`${base}/api-client/ecommerceConfig/allDomain/localhost`);
      if (res.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error('server did not start within 60 s');
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    base,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

/** The shop id behind a host, as the storefront would learn it. */
export async function shopIdOf(base, host) {
  const res = await fetch(`${base}/api-client/ecommerceConfig/allDomain/${host}`);
  return (await res.json()).ShopId;
}
