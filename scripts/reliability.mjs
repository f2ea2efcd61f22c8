// @ts-check
// `npm run test:reliability`: the standing reliability suite, as CI runs it. One build (NEXT_DIST_DIR,
// default .next-e2e, which `npm test` has just made), then in turn: the fuzzer (embedded database),
// tenant and member isolation and kill -9 (each on the embedded database and on PostgreSQL), and the
// SMS-pumping and lock-out attempts on the code endpoint (embedded database), the body limits, and a
// database outage (PostgreSQL behind a proxy cut for a few seconds). Every part
// runs even if an earlier one failed; the exit code is non-zero if any did.
import { spawnSync } from 'node:child_process';
import { ensureBuilt, ensureInstalled, root } from './lib.mjs';
import { distDir, table } from './reliability/harness.mjs';

/** @type {[name: string, script: string][]} */
const PARTS = [
  ['fuzz', 'scripts/fuzz.mjs'],
  ['isolation', 'scripts/isolation.mjs'],
  ['crash', 'scripts/crash.mjs'],
  ['sms-pumping', 'scripts/smsPumping.mjs'],
  ['body limits', 'scripts/reliability/bodyLimit.mjs'],
  ['database outage', 'scripts/reliability/outage.mjs'],
];

ensureInstalled();
ensureBuilt(distDir);
const rows = [];
for (const [name, script] of PARTS) {
  console.log(`\n== ${name}`);
  const started = Date.now();
  const { status, signal } = spawnSync(process.execPath, [script], { cwd: root, stdio: 'inherit' });
  rows.push([
    name,
    status === 0 ? 'passed' : `FAILED (${status ?? signal})`,
    `${((Date.now() - started) / 1000).toFixed(0)} s`,
  ]);
}
console.log('\n' + table(['part', 'result', 'wall time'], rows));
process.exit(rows.every((r) => r[1] === 'passed') ? 0 : 1);
