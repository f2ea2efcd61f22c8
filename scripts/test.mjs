// @ts-check
// `npm test`: every test. Unit and shop-API tests (jest), then the browser journeys (Playwright)
// against a production build. Installs dependencies and the test browser when they are missing.
import './node-version.mjs';
import { ensureInstalled, run } from './lib.mjs';

ensureInstalled();
run('node', ['--experimental-vm-modules', 'node_modules/jest/bin/jest.js', ...process.argv.slice(2)]);
run('node', ['scripts/e2e.mjs']);
