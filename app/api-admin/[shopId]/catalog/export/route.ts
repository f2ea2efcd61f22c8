import { clock } from '@/lib/server/auth/clock';
import { exportCatalog } from '@/lib/server/catalog/edit/catalogExport';
import { consoleRoute } from '@/lib/server/console/route';
import { taiwanDay } from '@/lib/server/console/taiwanTime';

/** GET /api-admin/{shopId}/catalog/export: the shop's catalog file, as the import reads it. */
export const GET = consoleRoute('catalog', async ({ db, shop }) => {
  const file = await exportCatalog(db, shop.id);
  return new Response(`${JSON.stringify(file, null, 2)}\n`, {
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'content-disposition': `attachment; filename="catalog-${shop.id}-${taiwanDay(clock.now())}.json"`,
    },
  });
});
