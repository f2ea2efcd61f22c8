import { expect, hydrated, test } from './fixtures';
import { hostHeader, nodeUrl, SHOP1, SHOP2, shopUrl } from './hosts';

/** The inline scripts of a page, as the browser would run them. */
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(
      ([, attributes]) => !/\bsrc=/.test(attributes!) && !/type="application\/(ld\+)?json"/.test(attributes!),
    )
    .map(([, , text]) => text!);

const sha256 = async (text: string) =>
  Buffer.from(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))).toString('base64');

test.describe('security headers', () => {
  const shop = SHOP2;
  test(`${shop.host}: a page allows exactly its own inline scripts and cannot be framed`, async ({
    request,
  }) => {
    // Twice: the first answer is rendered, the second comes from the server's cache.
    for (const attempt of ['rendered', 'cached']) {
      const res = await request.get(nodeUrl('/'), { headers: hostHeader(shop.host) });
      expect(res.status(), attempt).toBe(200);
      const headers = res.headers();
      const policy = headers['content-security-policy']!;
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toContain("object-src 'none'");
      expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
      const scripts = inlineScripts(await res.text());
      expect(scripts.length).toBeGreaterThan(0);
      for (const script of scripts) expect(policy).toContain(`'sha256-${await sha256(script)}'`);
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toContain('camera=()');
      // Plain http, with no proxy saying otherwise: no HSTS.
      expect(headers['strict-transport-security']).toBeUndefined();
    }
  });

  test('API answers may embed and run nothing, and are never sniffed', async ({ request }) => {
    const res = await request.get(nodeUrl('/api-client/ecommerceConfig/allDomain/localhost'), {
      headers: hostHeader(SHOP1.host),
    });
    expect(res.status()).toBe(200);
    const headers = res.headers();
    expect(headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'none'; base-uri 'none'",
    );
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
  });

  test('HSTS when the trusted proxy in front says the shopper came over https', async ({ request }) => {
    // The journeys' server trusts one proxy hop (playwright.config.ts): this request plays that proxy.
    for (const path of ['/', '/api-client/ecommerceConfig/allDomain/localhost']) {
      const res = await request.get(nodeUrl(path), {
        headers: { ...hostHeader(SHOP1.host), 'x-forwarded-proto': 'https' },
      });
      expect(res.headers()['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    }
    // The proxy appended the plain http it saw after a forged value: no HSTS.
    const forged = await request.get(nodeUrl('/'), {
      headers: { ...hostHeader(SHOP1.host), 'x-forwarded-proto': 'https, http' },
    });
    expect(forged.headers()['strict-transport-security']).toBeUndefined();
  });
});

test.describe('the policy at work', () => {
  test.use({ policyViolationsExpected: true });

  test('an injected inline script does not run, and the page still works', async ({
    page,
    policyViolations,
  }) => {
    await page.route(shopUrl(SHOP1.host, '/'), async (route) => {
      const original = await route.fetch();
      const html = (await original.text()).replace(
        '</body>',
        '<script>document.documentElement.dataset.injected = "yes"</script></body>',
      );
      await route.fulfill({ response: original, body: html });
    });
    await page.goto(shopUrl(SHOP1.host, '/'));
    await expect(page.getByRole('heading', { level: 1, name: SHOP1.name })).toBeAttached();
    await expect.poll(() => policyViolations.join('\n')).toContain('script-src');
    expect(await page.locator('html').getAttribute('data-injected')).toBeNull();
    // The page's own scripts ran: the search panel opens.
    await hydrated(page);
    await page.getByRole('button', { name: '搜尋商品' }).click();
    await expect(page.getByText('暫無搜尋紀錄')).toBeVisible();
  });

  test('another site cannot frame the checkout (clickjacking)', async ({ page, policyViolations }) => {
    await page.setContent(
      `<iframe src="${shopUrl(SHOP1.host, '/checkout')}" width="400" height="400"></iframe>`,
    );
    await expect.poll(() => policyViolations.join('\n')).toContain("frame-ancestors 'none'");
    const frame = page.frames().find((f) => f !== page.mainFrame());
    await expect.poll(async () => (await frame?.content()) ?? '').not.toContain(SHOP1.name);
  });
});
