/** @jest-environment node */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { POST as statsRoute } from '@/app/api-auth/operator/stats/route';
import { closeDb, type Db } from '@/lib/server/db/client';
import { OPERATOR_SECRET_FILE } from '@/lib/server/auth/operator';
import { testDb } from '@/lib/server/testing/db';
import { addVisits } from '@/lib/server/visits/store';
import { lastDays } from '@/lib/server/visits/stats';
import { OPERATOR_SECRET } from './operatorHelpers';

/**
 * `npm run operator -- stats` as an operator types it, against a server whose operator endpoint is
 * the real route on this file's database (the embedded database cannot be opened by a second process).
 */
let db: Db;
let server: http.Server;
let url: string;
let dataDir: string;

beforeAll(async () => {
  process.env.OPERATOR_SECRET = OPERATOR_SECRET;
  db = await testDb();
  // The CLI reads the secret from the server's data folder, as it does beside `npm start`.
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'operator-stats-'));
  fs.writeFileSync(path.join(dataDir, OPERATOR_SECRET_FILE), `${OPERATOR_SECRET}\n`);
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const headers = new Headers(req.headers as Record<string, string>);
      headers.set(process.env.CLIENT_ADDRESS_HEADER!, req.socket.remoteAddress!);
      const request = new Request(`http://${req.headers.host}${req.url}`, {
        method: req.method,
        headers,
        body: Buffer.concat(chunks),
      });
      void statsRoute(request, { params: Promise.resolve({}) }).then(async (response) => {
        res.writeHead(response.status, { 'content-type': 'application/json' });
        res.end(Buffer.from(await response.arrayBuffer()));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 60_000);

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
  await closeDb();
});

type Run = { code: number; stdout: string; stderr: string };

function operator(...args: string[]): Promise<Run> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  delete env.OPERATOR_SECRET;
  return new Promise((resolve) => {
    execFile(
      'node_modules/.bin/tsx',
      ['--conditions=react-server', 'scripts/operator.ts', ...args, '--url', url],
      { env, timeout: 60_000 },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

test('prints the counts per Taiwan date, newest first', async () => {
  const days = lastDays(new Date(), 3);
  const [shop] = await db.query.shopDomains.findMany({
    where: (d, { eq }) => eq(d.domain, 'shop2.localhost'),
  });
  await addVisits(db, [
    { shopId: shop!.shopId, day: days[0]!, count: 12 },
    { shopId: shop!.shopId, day: days[2]!, count: 3 },
  ]);
  const run = await operator('stats', '--host', 'shop2.localhost', '--days', '3');
  expect(run).toEqual({
    code: 0,
    stderr: '',
    stdout:
      `Home visits of shop ${shop!.shopId} 山嵐咖啡 (Taiwan dates, newest first):\n` +
      `  ${days[0]}  12\n  ${days[1]}   0\n  ${days[2]}   3\n`,
  });
  const week = await operator('stats', '--host', 'shop2.localhost');
  expect(week.stdout.trim().split('\n')).toHaveLength(1 + 7);
}, 120_000);

test.each([
  [['stats', '--host', 'localhost', '--days', 'abc'], /days: 天數須為 1 到 366 的整數/],
  [['stats', '--days', '3'], /--host is required/],
  [['stats', '--host', 'nowhere.example'], /404: 找不到此網域的商店/],
])(
  '%j stops with a message and a failing exit code',
  async (args, message) => {
    const run = await operator(...args);
    expect(run.code).not.toBe(0);
    expect(run.stderr).toMatch(message);
    expect(run.stdout).toBe('');
  },
  120_000,
);
