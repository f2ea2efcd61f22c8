/** @jest-environment node */
import { GET as unknownAuthPath } from '@/app/api-auth/[orgId]/[[...rest]]/route';
import { GET as unknownPath } from '@/app/api-client/[shopId]/[[...rest]]/route';
import { GET as enableModule } from '@/app/api-client/[shopId]/shop/enableModule/route';
import { GET as allDomain } from '@/app/api-client/ecommerceConfig/allDomain/[domain]/route';
import { EnabledModulesSchema, ShopConfigSchema } from '@/lib/api/contract';
import { closeDb } from '@/lib/server/db/client';
import { call } from '@/lib/server/testing/call';
import { testDb } from '@/lib/server/testing/db';
import { expectError, shop1, shop2, shop3, shopIds, UNKNOWN_SHOP_ID, type ShopIds } from './helpers';

let ids: ShopIds;

beforeAll(async () => {
  await testDb();
  ids = await shopIds();
}, 60_000);

afterAll(() => closeDb());

describe('GET /api-client/ecommerceConfig/allDomain/{domain}', () => {
  test('localhost is 小島選物 with its whole config', async () => {
    const reply = await call(allDomain, { domain: 'localhost' });
    expect(reply.status).toBe(200);
    const config = ShopConfigSchema.parse(reply.body);
    expect(config.Shop.name).toBe('小島選物');
    expect(config.Logo).toEqual({ filename: '/demo/shop1/logo.svg' });
    expect(config.Favicon).toEqual({ filename: '/demo/shop1/favicon.svg' });
    expect(config.customCss).toBe(':root{--shop-accent:#2f6f5e}');
    expect(config.enableOrderInvoice).toBe(true);
    expect(config.floatingButton).toEqual({ enable: true });
    expect(config.socialLinks.map((l) => l.type)).toEqual(shop1.config.socialLinks.map((l) => l.type));
    expect(config.socialLinks.find((l) => l.type === 'line')?.lineId).toBe('@islandselect');
    expect(config.logoLinkUrl).toBeNull();
    expect(config.tagManagerId).toBeNull();
  });

  test('each demo host answers with its own shop; the three ids differ', async () => {
    const two = ShopConfigSchema.parse((await call(allDomain, { domain: 'shop2.localhost' })).body);
    const three = ShopConfigSchema.parse((await call(allDomain, { domain: 'closed.localhost' })).body);
    expect(two.Shop.name).toBe(shop2.name);
    expect(two.enableOrderInvoice).toBe(false);
    expect(two.floatingButton.enable).toBe(false);
    expect(two.customCss).toBe(':root{--shop-accent:#6b4a35}');
    expect(three.Shop.name).toBe(shop3.name);
    expect(three.socialLinks).toEqual([]);
    expect(three.customCss).toBe('');
    expect(new Set([ids.s1, ids.s2, ids.s3]).size).toBe(3);
    // Each shop has its own organisation.
    const one = ShopConfigSchema.parse((await call(allDomain, { domain: 'localhost' })).body);
    expect(new Set([one.Shop.OrgId, two.Shop.OrgId, three.Shop.OrgId]).size).toBe(3);
  });

  test('a second domain and upper-case spelling find the same shop', async () => {
    const byIp = ShopConfigSchema.parse((await call(allDomain, { domain: '127.0.0.1' })).body);
    const upper = ShopConfigSchema.parse((await call(allDomain, { domain: 'LocalHost' })).body);
    expect(String(byIp.ShopId)).toBe(ids.s1);
    expect(String(upper.ShopId)).toBe(ids.s1);
  });

  test('an unknown domain is a 404', async () => {
    expectError(await call(allDomain, { domain: 'nowhere.example.com' }), 404);
    expectError(await call(allDomain, { domain: 'shop2.localhost.evil.com' }), 404);
  });

  test('a malformed domain is a 400', async () => {
    for (const domain of ['', 'bad domain', 'a/b', 'shop%2.localhost', 'x'.repeat(254), "a'--"]) {
      expectError(await call(allDomain, { domain }), 400);
    }
  });
});

describe('GET /api-client/{shopId}/shop/enableModule', () => {
  test('lists the switched-on modules by name, sorted', async () => {
    const one = await call(enableModule, { shopId: ids.s1 });
    expect(one.status).toBe(200);
    expect(EnabledModulesSchema.parse(one.body)).toEqual(['cashback', 'ecommerce', 'member']);

    const two = await call(enableModule, { shopId: ids.s2 });
    expect(EnabledModulesSchema.parse(two.body)).toEqual(['ecommerce', 'member']);
  });

  test('a module switched off is not listed (the closed shop has none on)', async () => {
    const three = await call(enableModule, { shopId: ids.s3 });
    expect(three.status).toBe(200);
    expect(EnabledModulesSchema.parse(three.body)).toEqual([]);
  });

  test('an unknown shop is a 404', async () => {
    expectError(await call(enableModule, { shopId: UNKNOWN_SHOP_ID }), 404);
  });

  test('a malformed shop id is a 400', async () => {
    for (const shopId of ['abc', '0', '-1', '1.5', '99999999999', '', '1;drop']) {
      expectError(await call(enableModule, { shopId }), 400);
    }
  });
});

describe('unknown paths', () => {
  test('an unknown path under a shop answers 404 JSON with a message', async () => {
    const msg = expectError(await call(unknownPath, { shopId: ids.s1, rest: ['ecommerceOrder'] }), 404);
    expect(msg).toMatch(/API/);
    expectError(await call(unknownPath, { shopId: ids.s1, rest: ['ecommerceProduct', 'x', 'y', 'z'] }), 404);
  });

  test('every method of the catch-all answers 404 JSON, even for an unknown shop', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const { [method]: handler } = await import('@/app/api-client/[shopId]/[[...rest]]/route');
      expectError(await call(handler, { shopId: ids.s1, rest: ['anything'] }, {}, { method }), 404);
    }
    expectError(await call(unknownPath, { shopId: UNKNOWN_SHOP_ID, rest: ['whatever'] }), 404);
  });

  test('an unknown path under /api-auth answers 404 JSON with a message', async () => {
    expectError(await call(unknownAuthPath, { orgId: '1', rest: ['member', 'me'] }), 404);
  });

  test('the API roots and paths one segment deep answer 404 JSON too, not the HTML 404 page', async () => {
    for (const root of ['api-client', 'api-auth', 'api-test'] as const) {
      const { GET } = await import(`@/app/${root}/route`);
      expectError(await call(GET, {}), 404);
    }
    expectError(await call(unknownPath, { shopId: 'ecommerceConfig' }), 404);
    expectError(await call(unknownAuthPath, { orgId: 'operator' }), 404);
    const { POST } = await import('@/app/api-test/[shopId]/[[...rest]]/route');
    expectError(await call(POST, { shopId: ids.s1, rest: ['stock'] }, {}, { method: 'POST' }), 404);
  });
});
