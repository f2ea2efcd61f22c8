// @ts-check
// `npm run lint`: ESLint, the type checks of the app and of the scripts, Prettier, knip (dead
// code) and dependency-cruiser (layers). Each is single-threaded, so they run two at a time
// (LINT_JOBS), longest first, on a 2-core machine: the whole check takes about as long as its
// longest part instead of their sum. Each check's output is printed whole when it ends, with its
// time; the exit code is non-zero if any failed.
import './node-version.mjs';
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { root } from './lib.mjs';

/** @type {[name: string, bin: string, args: string[]][]} Longest first. */
const CHECKS = [
  ['eslint', 'eslint', ['.', '--max-warnings=0']],
  ['knip', 'knip', []],
  ['tsc (app)', 'tsc', ['--noEmit']],
  ['tsc (scripts)', 'tsc', ['-p', 'tsconfig.scripts.json']],
  ['prettier', 'prettier', ['--check', '.']],
  // The layers and no import circles (.dependency-cruiser.cjs, docs/architecture.md).
  ['layers', 'depcruise', ['app', 'components', 'lib', 'scripts', '--output-type', 'err']],
];
const jobs = Math.max(1, Number(process.env.LINT_JOBS) || Math.min(2, os.availableParallelism()));

/**
 * Runs one check with its output collected, so that parallel checks do not interleave.
 * @param {[string, string, string[]]} check
 * @returns {Promise<{ name: string; ok: boolean; seconds: number }>}
 */
function runCheck([name, bin, args]) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(path.join(root, 'node_modules/.bin', bin), args, { cwd: root });
    /** @type {Buffer[]} */
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    const done = (/** @type {boolean} */ ok, /** @type {string} */ extra = '') => {
      const seconds = (Date.now() - started) / 1000;
      const text = Buffer.concat(output).toString().trimEnd();
      console.log(`${ok ? '✓' : '✗'} ${name} (${seconds.toFixed(0)} s)${text ? `\n${text}` : ''}${extra}`);
      resolve({ name, ok, seconds });
    };
    child.on('error', (error) => done(false, `\n${error.message}`));
    child.on('close', (code) => done(code === 0));
  });
}

const queue = [...CHECKS];
/** @type {{ name: string; ok: boolean; seconds: number }[]} */
const results = [];
await Promise.all(
  Array.from({ length: jobs }, async () => {
    for (let check = queue.shift(); check; check = queue.shift()) results.push(await runCheck(check));
  }),
);
const failed = results.filter((r) => !r.ok).map((r) => r.name);
if (failed.length) {
  console.error(`\n✗ lint failed: ${failed.join(', ')}`);
  process.exit(1);
}
