/** @jest-environment node */
import { POST as statsRoute } from '@/app/api-auth/operator/stats/route';
import { closeDb, type Db } from '@/lib/server/db/client';
import { testDb } from '@/lib/server/testing/db';
import { addVisits } from '@/lib/server/visits/store';
import { lastDays } from '@/lib/server/visits/stats';
import { operatorCli } from './operatorCli';
import { OPERATOR_SECRET } from './operatorHelpers';

/** `npm run operator -- stats` as an operator types it. */
let db: Db;
let cli: Awaited<ReturnType<typeof operatorCli>>;

beforeAll(async () => {
  process.env.OPERATOR_SECRET = OPERATOR_SECRET;
  db = await testDb();
  cli = await operatorCli(statsRoute);
}, 60_000);

afterAll(async () => {
  await cli.close();
  await closeDb();
});

const operator = (...args: string[]) => cli.run(...args);

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
