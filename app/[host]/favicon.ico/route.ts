import { loadShop, shopUnavailable } from '@/lib/shop/load';

type Context = { params: Promise<{ host: string }> };

/** Browsers ask for /favicon.ico on their own; each shop answers with its configured icon. */
export async function GET(_request: Request, { params }: Context) {
  const shop = await loadShop((await params).host).catch(shopUnavailable);
  if (!shop.ok && shop.status === 503)
    return new Response(null, { status: 503, headers: { 'retry-after': '5' } });
  const icon = shop.ok ? shop.config.Favicon?.filename : undefined;
  if (!icon) return new Response(null, { status: 404 });
  return new Response(null, {
    status: 302,
    headers: { location: icon, 'cache-control': 'public, max-age=3600' },
  });
}
