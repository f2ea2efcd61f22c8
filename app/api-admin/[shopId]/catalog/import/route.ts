import { MAX_UPLOAD_BODY } from '@/lib/serving/contract';
import { importIntoShop, parseImportBody } from '@/lib/server/console/catalogTransfer';
import { consoleRoute } from '@/lib/server/console/route';
import { readBody } from '@/lib/server/kernel/body';
import { revalidateShops } from '@/lib/server/revalidate/inRoute';

/**
 * POST /api-admin/{shopId}/catalog/import `{fileName, text, uploaded: {path: url}, pictures: {path:
 * base64}}` (up to 6 MB; pictures uploaded through /media first travel as their addresses):
 * imports a catalog file into this shop, all or nothing; answers what it created and updated.
 */
export const POST = consoleRoute('catalog', async ({ db, request, shop, session }) => {
  const result = await importIntoShop(db, session, parseImportBody(await readBody(request, MAX_UPLOAD_BODY)));
  await revalidateShops(db, [shop.id]);
  return { created: result.created, updated: result.updated, removedStocks: result.removedStocks };
});
