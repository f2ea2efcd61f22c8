/** @jest-environment node */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  currentOwner,
  ownerRecord,
  ownerRuns,
  parseOwner,
  parseStat,
  takeOwnership,
  type ProcessStat,
} from './lock';

let dir: string;
const saved = process.env.DATA_DIR;
const started: ChildProcess[] = [];
const hasProc = fs.existsSync('/proc/self/stat');
const onLinux = hasProc ? test : test.skip;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-'));
  process.env.DATA_DIR = dir;
});
afterEach(() => {
  for (const child of started.splice(0)) child.kill('SIGKILL');
  process.env.DATA_DIR = saved;
  fs.rmSync(dir, { recursive: true, force: true });
});

const record = () => path.join(dir, 'owner.pid');
const writeRecord = (content: object | string) =>
  fs.writeFileSync(record(), typeof content === 'string' ? content : JSON.stringify(content));
const stateOf = (pid: number) => parseStat(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'))?.state;

/** Runs a command; resolves with it once its first line of output has arrived. */
function start(command: string, args: string[]): Promise<{ child: ChildProcess; line: string }> {
  // Jest's process.env is a copy: the child gets the test's DATA_DIR only when handed it.
  const child = spawn(command, args, { env: { ...process.env }, stdio: ['ignore', 'pipe', 'inherit'] });
  started.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('\n')) resolve({ child, line: out.split('\n')[0]! });
    });
    child.once('exit', () => reject(new Error(`${command} ended before saying anything`)));
  });
}

async function waitFor(check: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 25));
  expect(check()).toBe(true);
}

/** Another server process that takes the folder, as getDb does, and stays up. */
const otherServer = () =>
  start(process.execPath, [
    '--require',
    'tsx/cjs',
    '-e',
    `require(${JSON.stringify(path.join(__dirname, 'lock.ts'))}).takeOwnership();` +
      "console.log('ready'); setInterval(() => {}, 1000);",
  ]);

describe('takeOwnership', () => {
  onLinux(
    'a live second server on the folder is refused; once it is killed, the folder is free',
    async () => {
      const { child } = await otherServer();
      expect(currentOwner()).toBe(child.pid);
      expect(() => takeOwnership()).toThrow(
        new RegExp(`in use by process ${child.pid}\\b.*DATABASE_URL`, 's'),
      );
      const ended = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await ended;
      takeOwnership();
      expect(parseOwner(fs.readFileSync(record(), 'utf8'))).toEqual(ownerRecord(process.pid));
    },
  );

  onLinux('an owner killed and never collected by its parent (a zombie) does not block', async () => {
    // The owner's parent becomes `sleep`, which never waits for its children.
    const { child, line } = await start('sh', ['-c', 'sleep 60 & echo $!; exec sleep 60']);
    const owner = Number(line);
    // Until the shell has become `sleep`, it would still collect the owner.
    await waitFor(() => fs.readFileSync(`/proc/${child.pid}/comm`, 'utf8').trim() === 'sleep');
    writeRecord(ownerRecord(owner));
    expect(currentOwner()).toBe(owner);
    process.kill(owner, 'SIGKILL');
    await waitFor(() => stateOf(owner) === 'Z');
    // Signals still reach a zombie: a pid check alone would wait for it forever.
    expect(() => process.kill(owner, 0)).not.toThrow();
    expect(currentOwner()).toBeNull();
    takeOwnership();
    expect(parseOwner(fs.readFileSync(record(), 'utf8'))!.pid).toBe(process.pid);
  });

  onLinux('a record whose pid now belongs to another program does not block', async () => {
    const { child } = await start('sh', ['-c', 'echo up; exec sleep 60']);
    const stranger = ownerRecord(child.pid!);
    writeRecord({ ...stranger, startTime: String(Number(stranger.startTime) - 1) });
    expect(currentOwner()).toBeNull();
    writeRecord({ ...stranger, bootId: 'an-earlier-boot' });
    expect(currentOwner()).toBeNull();
    takeOwnership();
    expect(parseOwner(fs.readFileSync(record(), 'utf8'))!.pid).toBe(process.pid);
  });

  test('a bare pid (the earlier record) of a live process is still refused', () => {
    writeRecord(String(process.ppid));
    expect(currentOwner()).toBe(process.ppid);
    expect(() => takeOwnership()).toThrow(/in use by process \d+.*DATABASE_URL/s);
  });

  test('a record left by a process that has ended, or an unreadable one, does not block', () => {
    for (const content of ['2147483646', JSON.stringify({ pid: 2147483646, startTime: '5' }), '', '{oops']) {
      writeRecord(content);
      expect(currentOwner()).toBeNull();
      takeOwnership();
      expect(parseOwner(fs.readFileSync(record(), 'utf8'))!.pid).toBe(process.pid);
    }
  });

  test('an in-memory database has no folder to guard', () => {
    process.env.DATA_DIR = 'memory://';
    expect(() => takeOwnership()).not.toThrow();
    expect(fs.existsSync('memory://')).toBe(false);
  });
});

describe('parseStat', () => {
  const stat = (name: string, state: string) =>
    `4242 (${name}) ${state} 1 4242 4242 0 -1 4194560 ${'0 '.repeat(10)}1 0 987654 3133440 418`;

  test.each([
    ['node', 'S'],
    ['a b) (c', 'Z'],
    ['next-server (v16.4.6)', 'R'],
  ])('name %j, state %s', (name, state) => {
    expect(parseStat(stat(name, state))).toEqual({ state, startTime: '987654' });
  });

  test('something else is not a stat', () => {
    expect(parseStat('')).toBeNull();
    expect(parseStat('4242 (node) S 1 2')).toBeNull();
  });
});

describe('parseOwner', () => {
  test.each([
    ['1234\n', { pid: 1234 }],
    ['{"pid":1234,"startTime":"99","bootId":"b"}', { pid: 1234, startTime: '99', bootId: 'b' }],
    ['{"pid":0}', null],
    ['{"pid":"1234"}', null],
    ['', null],
    ['{oops', null],
  ])('%j → %j', (text, owner) => {
    expect(parseOwner(text)).toEqual(owner);
  });
});

describe('ownerRuns', () => {
  const owner = { pid: 1234, startTime: '99', bootId: 'b' };
  const bare = { pid: 1234 };
  const seen = (stat: Partial<ProcessStat> | null = {}, more = {}) => ({
    signalled: true,
    stat: stat && { state: 'S', startTime: '99', ...stat },
    bootId: 'b',
    ...more,
  });
  test.each([
    { title: 'running, as recorded', recorded: owner, now: seen(), runs: true },
    { title: 'no such process', recorded: owner, now: seen(null, { signalled: false }), runs: false },
    { title: 'a zombie', recorded: owner, now: seen({ state: 'Z' }), runs: false },
    { title: 'exiting', recorded: owner, now: seen({ state: 'X' }), runs: false },
    { title: 'the pid reused', recorded: owner, now: seen({ startTime: '100' }), runs: false },
    { title: 'recorded in an earlier boot', recorded: owner, now: seen({}, { bootId: 'c' }), runs: false },
    { title: 'no /proc: the signal decides', recorded: owner, now: seen(null, { bootId: null }), runs: true },
    { title: 'a bare pid, running', recorded: bare, now: seen(), runs: true },
    { title: 'a bare pid, a zombie', recorded: bare, now: seen({ state: 'Z' }), runs: false },
  ])('$title → $runs', ({ recorded, now, runs }) => {
    expect(ownerRuns(recorded, now)).toBe(runs);
  });
});
