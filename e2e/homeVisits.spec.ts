import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from './fixtures';
import { nodeUrl, SHOP1, SHOP2, shopUrl } from './hosts';

/** Where the server under test keeps its operator secret (its DATA_DIR, see playwright.config.ts). */
const SECRET_FILE = path.resolve(process.env.DATA_DIR ?? '.data-e2e', 'operator.secret');

/** Today's home visits of the shop, as `npm run operator -- stats` reads them from the server. */
async function visitsToday(request: APIRequestContext, host: string): Promise<number> {
  const ask = (secret: string) =>
    request.post(nodeUrl('/api-auth/operator/stats'), {
      headers: { 'x-operator-secret': secret },
      data: { host, days: 1 },
    });
  // The server writes its secret the first time it is asked, as it does for the operator command.
  if (!fs.existsSync(SECRET_FILE)) await ask('');
  const answer = await ask(fs.readFileSync(SECRET_FILE, 'utf8').trim());
  expect(answer.status()).toBe(200);
  const { days } = (await answer.json()) as { days: { day: string; count: number }[] };
  return days[0]!.count;
}

/** An address of this journey's own, so its visits are not held back by other journeys' budget. */
const ownAddress = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.7`;

for (const shop of [SHOP1, SHOP2]) {
  test(`${shop.host}: opening the home page counts a visit for this shop`, async ({ page, request }) => {
    await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': ownAddress() });
    const before = await visitsToday(request, shop.host);
    const beacon = page.waitForRequest(
      (r) => r.method() === 'POST' && r.url().endsWith('/ecommerceVisit/home'),
    );
    await page.goto(shopUrl(shop.host));
    const sent = await beacon;
    expect((await sent.response())?.status()).toBe(200);
    await expect.poll(() => visitsToday(request, shop.host)).toBeGreaterThan(before);
  });
}
