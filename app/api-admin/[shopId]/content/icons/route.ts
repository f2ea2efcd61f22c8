import { consoleRoute } from '@/lib/server/console/route';
import { readLook } from '@/lib/server/shops/look';
import { savePageIcons, PageIconsBodySchema } from '@/lib/server/content/pageIcons';
import { parseBody } from '@/lib/server/http/route';
import { revalidateShops } from '@/lib/server/revalidate/inRoute';

/** GET /api-admin/{shopId}/content/icons: the empty states' pictures, with the look's version. */
export const GET = consoleRoute('content', async ({ db, shop }) => {
  const { version, icons } = await readLook(db, shop.id);
  return { version, icons };
});

/**
 * PUT /api-admin/{shopId}/content/icons `{version, icons}`: saves the empty states' pictures under the
 * look's version (409 when the look or the settings changed since it was read).
 */
export const PUT = consoleRoute('content', async ({ db, request, shop, session }) => {
  const saved = await savePageIcons(
    db,
    session.actor,
    shop.id,
    await parseBody(request, PageIconsBodySchema),
  );
  await revalidateShops(db, [shop.id]);
  return saved;
});
