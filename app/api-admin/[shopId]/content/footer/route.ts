import { consoleRoute } from '@/lib/server/console/route';
import { readFooter, saveFooter, FooterBodySchema } from '@/lib/server/content/footerSave';
import { parseBody } from '@/lib/server/http/route';
import { revalidateShops } from '@/lib/server/revalidate/inRoute';

/** GET /api-admin/{shopId}/content/footer: the footer's links and contact lines, with its version. */
export const GET = consoleRoute('content', async ({ db, shop }) => readFooter(db, shop.id));

/** PUT /api-admin/{shopId}/content/footer: saves the footer's links and contact lines (409 when it changed since it was read). */
export const PUT = consoleRoute('content', async ({ db, request, shop, session }) => {
  const saved = await saveFooter(db, session.actor, shop.id, await parseBody(request, FooterBodySchema));
  await revalidateShops(db, [shop.id]);
  return saved;
});
