import { CLOSED_ROBOTS_TXT, robotsTxt } from '@/lib/seo/sitemap';
import { siteOrigin } from '@/lib/seo/url';
import { loadShop, shopUnavailable } from '@/lib/shop/load';

const text = (body: string, status = 200) =>
  new Response(body, {
    status,
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      ...(status === 200 ? { 'cache-control': 'public, max-age=300' } : {}),
    },
  });

/** Crawl rules of the shop; a shop with online shopping off asks not to be crawled at all. */
export async function GET(_req: Request, { params }: { params: Promise<{ host: string }> }) {
  const { host } = await params;
  // An unreachable API is a 503, which crawlers come back for; only an unknown host is a 404.
  const shop = await loadShop(host).catch(shopUnavailable);
  if (!shop.ok) return text(shop.message, shop.status);
  return text(shop.ecommerce ? robotsTxt(siteOrigin(host)) : CLOSED_ROBOTS_TXT);
}
