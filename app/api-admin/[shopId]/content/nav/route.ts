import { consoleRoute } from '@/lib/server/console/route';
import { readNav, saveNav, NavBodySchema } from '@/lib/server/content/navSave';
import { parseBody } from '@/lib/server/http/route';
import { revalidateShops } from '@/lib/server/revalidate/inRoute';

/** GET /api-admin/{shopId}/content/nav: the navigation and the search panel's recommendations, with its version. */
export const GET = consoleRoute('content', async ({ db, shop }) => readNav(db, shop.id));

/** PUT /api-admin/{shopId}/content/nav: saves the navigation and the search panel's recommendations (409 when it changed since it was read). */
export const PUT = consoleRoute('content', async ({ db, request, shop, session }) => {
  const saved = await saveNav(db, session.actor, shop.id, await parseBody(request, NavBodySchema));
  await revalidateShops(db, [shop.id]);
  return saved;
});
