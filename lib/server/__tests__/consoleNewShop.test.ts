/** @jest-environment node */
import { randomBytes } from 'node:crypto';
import { GET as meRoute } from '@/app/api-admin/[shopId]/me/route';
import { POST as createProduct } from '@/app/api-admin/[shopId]/products/route';
import { GET as settingsRoute } from '@/app/api-admin/[shopId]/settings/route';
import { PUT as deliveriesSave } from '@/app/api-admin/[shopId]/settings/deliveries/route';
import { PUT as paymentsSave } from '@/app/api-admin/[shopId]/settings/payments/route';
import { GET as searchProducts } from '@/app/api-client/[shopId]/ecommerceProduct/search/route';
import { closeDb, type Db } from '@/lib/server/db/client';
import { changesOf } from '@/lib/server/staff/changes';
import { listStaff } from '@/lib/server/staff/staffAdmin';
import { createShop, CreateShopBodySchema } from '@/lib/server/shops/create';
import { testDb } from '@/lib/server/testing/db';
import { bearer, get, newPhone, post } from './authHelpers';
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

  test('its owner sets it up for selling in the console alone: delivery, payment, a product', async () => {
    const owner = newPhone();
    const created = await createShop(
      db,
      CreateShopBodySchema.parse({
        org: `open-${run}`,
        orgName: '開張茶行',
        name: '開張茶行',
        domains: [`open-${run}.localhost`],
        owner,
      }),
    );
    const shop = { shopId: String(created.shopId) };
    const { token } = await signInStaffAt(shop, owner);
    type View = { version: number; gaps: string[] };
    const settings = async () => (await get<View>(settingsRoute, shop, token)).body;
    const put = async (handler: typeof deliveriesSave, body: object) => {
      const reply = await post<View>(
        handler,
        shop,
        { version: (await settings()).version, ...body },
        bearer(token),
        'PUT',
      );
      expect(reply.status).toBe(200);
      return reply.body;
    };

    // A new shop cannot sell yet, and says why.
    expect((await settings()).gaps.length).toBeGreaterThan(0);
    const cod = await put(deliveriesSave, { action: 'save', name: '宅配', type: 'home', fee: 80 });
    // Worded for the console: its sections, not the operator's commands.
    expect(cod.gaps).toEqual([expect.stringContaining('請在「付款」')]);
    await put(deliveriesSave, {
      action: 'save',
      id: (cod as View & { deliveries: { id: number }[] }).deliveries[0]!.id,
      name: '宅配',
      type: 'home',
      fee: 80,
      collection: true,
    });
    const ready = await put(paymentsSave, { type: 'COD', enabled: true, fee: 0 });
    expect(ready.gaps).toEqual([]);

    const product = await post<{ nanoId: string }>(
      createProduct,
      shop,
      {
        name: `開張紅茶${run}`,
        price: 300,
        isPublic: true,
        specs: { levels: [], cells: [{ keys: [], price: 300, activityPrice: null, stock: 10 }] },
      },
      bearer(token),
    );
    expect(product.status).toBe(200);
    const found = await get<{ name: string; price: number }[]>(searchProducts, shop, undefined, {
      search: `開張紅茶${run}`,
    });
    expect(found.body.map((p) => [p.name, p.price])).toEqual([[`開張紅茶${run}`, 300]]);
  }, 60_000);
});
