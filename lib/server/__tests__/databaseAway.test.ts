import net from 'node:net';
import { GET as products } from '@/app/api-client/[shopId]/ecommerceProduct/route';
import { GET as allDomain } from '@/app/api-client/ecommerceConfig/allDomain/[domain]/route';
import { closeDb } from '@/lib/server/db/client';
import { call } from '@/lib/server/testing/call';
import { testDb } from '@/lib/server/testing/db';

/** A port nothing listens on: a PostgreSQL that is down. */
async function deadPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const realUrl = process.env.DATABASE_URL;
const restore = () => {
  if (realUrl === undefined) delete process.env.DATABASE_URL;
  else process.env.DATABASE_URL = realUrl;
};

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(async () => {
  jest.restoreAllMocks();
  restore();
  await closeDb();
});

test('with the database out of reach the API answers 503 unavailable with Retry-After, then recovers', async () => {
  await closeDb();
  process.env.DATABASE_URL = `postgres://postgres@127.0.0.1:${await deadPort()}/sf_err_away`;
  const get = () =>
    allDomain(new Request('http://localhost/api-client/ecommerceConfig/allDomain/localhost'), {
      params: Promise.resolve({ domain: 'localhost' }),
    });
  for (const answer of [
    await get(),
    await products(new Request('http://localhost/api-client/1/ecommerceProduct'), {
      params: Promise.resolve({ shopId: '1' }),
    }),
  ]) {
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('5');
    expect(await answer.json()).toEqual({ msg: '服務暫時無法使用，請稍後再試', code: 'unavailable' });
  }

  // The failed opening was not kept: with the database back the next request is served.
  restore();
  await testDb();
  const back = await call(allDomain, { domain: 'localhost' });
  expect(back.status).toBe(200);
});
