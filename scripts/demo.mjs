// @ts-check
// `npm run demo`: installs what is missing, builds on first run, and serves the demo shops.
// The embedded database is created and filled with the demo shops on first start.
import './node-version.mjs';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureBuilt, ensureInstalled, root } from './lib.mjs';

ensureInstalled();
ensureBuilt('.next');

const port = process.env.PORT || '3000';
console.log(`
Demo shops on port ${port}:
  http://localhost:${port}         小島選物 (also http://127.0.0.1:${port})
  http://shop2.localhost:${port}   the second shop
  http://closed.localhost:${port}  a shop with online shopping switched off
`);
const server = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
  cwd: root,
  stdio: 'inherit',
  // Demo mode: one-time codes are also kept in a development outbox (see README, signing in).
  env: { STOREFRONT_DEMO_MODE: '1', ...process.env, PORT: port },
});
for (const signal of /** @type {NodeJS.Signals[]} */ (['SIGINT', 'SIGTERM']))
  process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
