import { expect, test, type APIRequestContext } from './fixtures';
import { hostHeader, nodeUrl, SHOP1, SHOP2, shopUrl } from './hosts';

const ICON_SIZES = ['32x32', '192x192', '1024x1024'];

async function faviconOf(request: APIRequestContext, host: string): Promise<string> {
  const res = await request.get(nodeUrl(`/api-client/ecommerceConfig/allDomain/${host}`), {
    headers: hostHeader(host),
  });
  return (await res.json()).Favicon.filename;
}

/** The width of a PNG, from its IHDR chunk. */
const pngWidth = (bytes: Buffer) => bytes.readUInt32BE(16);

test.describe('the favicon', () => {
  for (const shop of [SHOP1, SHOP2]) {
    test(`${shop.host}: the icon links are the shop's own picture at each width, and each answers it`, async ({
      page,
      request,
    }) => {
      const favicon = await faviconOf(request, shop.host);
      await page.goto(shopUrl(shop.host));
      const links = await page
        .locator('head link[rel="icon"], head link[rel="apple-touch-icon"]')
        .evaluateAll((els) =>
          els.map((e) => ({
            rel: e.getAttribute('rel'),
            sizes: e.getAttribute('sizes'),
            href: e.getAttribute('href')!,
          })),
        );
      expect(links.filter((l) => l.rel === 'icon').map((l) => l.sizes)).toEqual(ICON_SIZES);
      expect(links.filter((l) => l.rel === 'apple-touch-icon').map((l) => l.sizes)).toEqual(['180x180']);

      const vector = favicon.endsWith('.svg');
      for (const { sizes, href } of links) {
        const width = Number(sizes!.split('x')[0]);
        const url = new URL(href, shopUrl(shop.host));
        if (vector) {
          // A drawing is sharp at every width: every link is the picture itself.
          expect(url.pathname).toBe(favicon);
        } else {
          expect(url.pathname).toBe('/_next/image');
          expect(url.searchParams.get('url')).toBe(favicon);
          expect(url.searchParams.get('w')).toBe(String(width));
        }
        const res = await request.get(nodeUrl(url.pathname + url.search), {
          headers: { ...hostHeader(shop.host), accept: 'image/png,image/svg+xml' },
        });
        expect(res.status(), href).toBe(200);
        expect(res.headers()['content-type']).toMatch(vector ? /^image\/svg\+xml/ : /^image\/png/);
        if (!vector) expect(pngWidth(await res.body())).toBe(width);
      }
    });
  }

  test('the demo shops show both kinds: a drawing and a picture resized per width', async ({ request }) => {
    expect(await faviconOf(request, SHOP1.host)).toMatch(/\.svg$/);
    expect(await faviconOf(request, SHOP2.host)).toMatch(/\.png$/);
  });
});
