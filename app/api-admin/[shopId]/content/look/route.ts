import { consoleRoute } from '@/lib/server/console/route';
import { readLook, saveLook, LookBodySchema } from '@/lib/server/shops/look';
import { parseBody } from '@/lib/server/http/route';
import { revalidateShops } from '@/lib/server/revalidate/inRoute';

/** GET /api-admin/{shopId}/content/look: the logo, favicon, custom CSS and social links, with its version. */
export const GET = consoleRoute('content', async ({ db, shop }) => readLook(db, shop.id));

/** PUT /api-admin/{shopId}/content/look: saves the logo, favicon, custom CSS (owners only) and social links (409 when it changed since it was read). */
export const PUT = consoleRoute('content', async ({ db, request, shop, session }) => {
  const body = await parseBody(request, LookBodySchema);
  const saved = await saveLook(db, session.actor, session.staff.role, shop.id, body);
  await revalidateShops(db, [shop.id]);
  return saved;
});
