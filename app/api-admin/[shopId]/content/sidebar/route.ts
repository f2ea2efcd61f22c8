import { consoleRoute } from '@/lib/server/console/route';
import { readSidebar, saveSidebar, SidebarBodySchema } from '@/lib/server/content/sidebarSave';
import { parseBody } from '@/lib/server/http/route';
import { revalidateShops } from '@/lib/server/revalidate/inRoute';

/** GET /api-admin/{shopId}/content/sidebar: the sidebar's order and grouping, with its version. */
export const GET = consoleRoute('content', async ({ db, shop }) => readSidebar(db, shop.id));

/** PUT /api-admin/{shopId}/content/sidebar: saves the sidebar's order and grouping (409 when it changed since it was read). */
export const PUT = consoleRoute('content', async ({ db, request, shop, session }) => {
  const saved = await saveSidebar(db, session.actor, shop.id, await parseBody(request, SidebarBodySchema));
  await revalidateShops(db, [shop.id]);
  return saved;
});
