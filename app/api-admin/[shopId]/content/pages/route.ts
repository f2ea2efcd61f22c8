import { consoleRoute } from '@/lib/server/console/route';
import { createPage, CreatePageBodySchema, listCustomPages } from '@/lib/server/content/customPages';
import { parseBody } from '@/lib/server/http/route';
import { revalidateShops } from '@/lib/server/revalidate/inRoute';

/** GET /api-admin/{shopId}/content/pages: the shop's custom pages (/page/{key}). */
export const GET = consoleRoute('content', async ({ db, shop }) => listCustomPages(db, shop.id));

/** POST /api-admin/{shopId}/content/pages `{key, title}`: a new, empty custom page. */
export const POST = consoleRoute('content', async ({ db, request, shop, session }) => {
  const page = await createPage(db, session.actor, shop.id, await parseBody(request, CreatePageBodySchema));
  await revalidateShops(db, [shop.id]);
  return page;
});
