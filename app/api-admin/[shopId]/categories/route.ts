import { CategoryCreateSchema } from '@/lib/console/contract/categories';
import { createCategory } from '@/lib/server/catalog/edit/categorySave';
import { categoriesView } from '@/lib/server/catalog/edit/views';
import { consoleRoute } from '@/lib/server/console/route';
import { parseBody } from '@/lib/server/http/route';
import { revalidateShops } from '@/lib/server/revalidate/inRoute';

/** GET /api-admin/{shopId}/categories: the categories and the groups, each with its version. */
export const GET = consoleRoute('catalog', async ({ db, shop }) => categoriesView(db, shop.id));

/** POST /api-admin/{shopId}/categories `{name, key?, image?, groupId?}`: a new category, listed last. */
export const POST = consoleRoute('catalog', async ({ db, request, shop, session }) => {
  await createCategory(db, session.actor, shop.id, await parseBody(request, CategoryCreateSchema));
  await revalidateShops(db, [shop.id]);
  return categoriesView(db, shop.id);
});
