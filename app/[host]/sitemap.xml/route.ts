import { MAX_LIMIT } from '@/lib/api/contract';
import { listActivities, listCategories, listCategoryGroups, listProducts } from '@/lib/api/catalog';
import { fail, ok, type Result } from '@/lib/api/result';
import { allCategoriesPath, homePath, productListPath, productPath } from '@/lib/routes';
import { sitemapXml, type SitemapEntry } from '@/lib/seo/sitemap';
import { absoluteUrl } from '@/lib/seo/url';
import { loadShop, shopUnavailable } from '@/lib/shop/load';

const SHOP_CLOSED = '目前商店尚未開放線上購物';
// The sitemap protocol holds at most 50,000 URLs a file; the cap also stops a backend that ignores
// `start` from paging forever.
const MAX_PAGES = 50_000 / MAX_LIMIT;

const text = (body: string, status: number) =>
  new Response(body, { status, headers: { 'content-type': 'text/plain; charset=utf-8' } });

/** Every item of a paged list, reading full pages until a short one. */
async function allPages<T>(page: (start: number) => Promise<Result<T[]>>): Promise<Result<T[]>> {
  const items: T[] = [];
  for (let index = 0; index < MAX_PAGES; index++) {
    const [rows, error] = await page(index * MAX_LIMIT);
    if (error !== null) return fail(error);
    items.push(...rows);
    if (rows.length < MAX_LIMIT) break;
  }
  return ok(items);
}

async function shopPaths(shopId: number): Promise<Result<{ path: string; priority: number }[]>> {
  const [products, categories, activities, groups] = await Promise.all([
    allPages((start) => listProducts(shopId, { start, limit: MAX_LIMIT })),
    allPages((start) => listCategories(shopId, { start, limit: MAX_LIMIT })),
    allPages((start) => listActivities(shopId, { start, limit: MAX_LIMIT })),
    listCategoryGroups(shopId),
  ]);
  if (products[1] !== null) return fail(products[1]);
  if (categories[1] !== null) return fail(categories[1]);
  if (activities[1] !== null) return fail(activities[1]);
  if (groups[1] !== null) return fail(groups[1]);
  return ok([
    { path: homePath(), priority: 1 },
    { path: allCategoriesPath(), priority: 0.5 },
    ...products[0]
      .filter((product) => product.isPublic && !product.isRemove)
      .map((product) => ({ path: productPath(product.nanoId), priority: 0.8 })),
    ...categories[0].map((category) => ({
      path: productListPath('category', category.nanoId),
      priority: 0.6,
    })),
    ...activities[0]
      .filter((activity) => activity.enable && !activity.isRemove)
      .map((activity) => ({ path: productListPath('activity', activity.nanoId), priority: 0.6 })),
    ...groups[0].map((group) => ({ path: productListPath('group', group.nanoId), priority: 0.6 })),
  ]);
}

/** The shop's public pages for crawlers: home, categories, every product and every product list. */
export async function GET(_req: Request, { params }: { params: Promise<{ host: string }> }) {
  const { host } = await params;
  // An unreachable API is a 503, which crawlers come back for; only an unknown host is a 404.
  const shop = await loadShop(host).catch(shopUnavailable);
  if (!shop.ok) return text(shop.message, shop.status);
  if (!shop.ecommerce) return text(SHOP_CLOSED, 404);
  const [paths, error] = await shopPaths(shop.shopId);
  // A partial sitemap would tell crawlers the missing pages are gone; a 503 makes them come back.
  if (error !== null) return text(error.msg, 503);
  const entries: SitemapEntry[] = paths.map(({ path, priority }) => ({
    url: absoluteUrl(host, path),
    priority,
  }));
  return new Response(sitemapXml(entries), {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=300' },
  });
}
