/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { currentOwner, takeOwnership } from './lock';

let dir: string;
const saved = process.env.DATA_DIR;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-'));
  process.env.DATA_DIR = dir;
});
afterEach(() => {
  process.env.DATA_DIR = saved;
  fs.rmSync(dir, { recursive: true, force: true });
});

test('a data folder held by a live process is refused with a clear message', () => {
  fs.writeFileSync(path.join(dir, 'owner.pid'), String(process.ppid));
  expect(currentOwner()).toBe(process.ppid);
  expect(() => takeOwnership()).toThrow(/in use by process \d+.*DATABASE_URL/s);
});

test('a pid file left by a process that has ended does not block', () => {
  fs.writeFileSync(path.join(dir, 'owner.pid'), '2147483646');
  expect(currentOwner()).toBeNull();
  takeOwnership();
  expect(fs.readFileSync(path.join(dir, 'owner.pid'), 'utf8')).toBe(String(process.pid));
});

test('an in-memory database has no folder to guard', () => {
  process.env.DATA_DIR = 'memory://';
  expect(() => takeOwnership()).not.toThrow();
  expect(fs.existsSync('memory://')).toBe(false);
});
