// @ts-check
// Browser journeys: a production build on its own port and data folder, so a running demo is untouched.
import './node-version.mjs';
import fs from 'node:fs';
import path from 'node:path';
import { ensureBuilt, ensureChromium, ensureInstalled, root, run } from './lib.mjs';

ensureInstalled();
const chromium = ensureChromium();
const distDir = '.next-e2e';
ensureBuilt(distDir);

// A fresh embedded database for every run: the journeys start from the demo shops as seeded.
const dataDir = path.join(root, '.data-e2e');
fs.rmSync(dataDir, { recursive: true, force: true });

run('node_modules/.bin/playwright', ['test', ...process.argv.slice(2)], {
  env: {
    ...process.env,
    CHROMIUM_PATH: chromium,
    NEXT_DIST_DIR: distDir,
    DATA_DIR: dataDir,
    E2E_PORT: process.env.E2E_PORT || '3100',
  },
});
