/** @jest-environment node */
import { randomBytes } from 'node:crypto';
import { GET as meRoute } from '@/app/api-admin/[shopId]/me/route';
import { closeDb, type Db } from '@/lib/server/db/client';
import { changesOf } from '@/lib/server/console/changes';
import { listStaff } from '@/lib/server/console/staffAdmin';
import { createShop, CreateShopBodySchema } from '@/lib/server/operator/shops';
import { testDb } from '@/lib/server/testing/db';
import { get, newPhone } from './authHelpers';
import { signInStaffAt } from './consoleHelpers';

/** Names of this run, so the file passes again on a PostgreSQL database it already ran on. */
const run = randomBytes(3).toString('hex');

let db: Db;

beforeAll(async () => {
  process.env.STOREFRONT_DEMO_MODE = '1';
  db = await testDb();
}, 60_000);

afterAll(async () => {
  delete process.env.STOREFRONT_DEMO_MODE;
  await closeDb();
});

describe('shop create --owner', () => {
  test('the new shop has its owner, who signs in to its console at once', async () => {
    const owner = newPhone();
    const created = await createShop(
      db,
      CreateShopBodySchema.parse({
        org: `new-${run}`,
        orgName: '新開茶行',
        name: '新開茶行',
        domains: [`new-${run}.localhost`],
        owner,
      }),
    );
    const staff = await listStaff(db, created.orgId);
    expect(staff.map((s) => ({ phone: s.phone, role: s.role }))).toEqual([{ phone: owner, role: 'owner' }]);
    const [added] = await changesOf(db, created.orgId, 'staff', staff[0]!.id);
    expect(added).toMatchObject({ action: 'add', actor: '營運指令', staffId: null });

    const shop = { shopId: String(created.shopId) };
    const session = await signInStaffAt(shop, owner);
    const me = await get<{ staff: { role: string } }>(meRoute, shop, session.token);
    expect(me.status).toBe(200);
    expect(me.body.staff.role).toBe('owner');
  }, 60_000);

  test('an owner that is not a phone number is refused by the schema, before anything is made', () => {
    const parsed = CreateShopBodySchema.safeParse({
      org: `bad-${run}`,
      orgName: '壞',
      name: '壞',
      domains: [`bad-${run}.localhost`],
      owner: '12345',
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['owner']);
  });
});
