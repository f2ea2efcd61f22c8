import { CategoryEditSchema } from '@/lib/console/contract/categories';
import { editCategory, removeCategory } from '@/lib/server/catalog/edit/categorySave';
import { RemoveBodySchema } from '@/lib/server/catalog/edit/form';
import { categoriesView } from '@/lib/server/catalog/edit/views';
import { consoleRoute } from '@/lib/server/console/route';
import { param, parseBody, ShopIdSchema } from '@/lib/server/http/route';
import { revalidateShops } from '@/lib/server/revalidate/inRoute';

/** PATCH /api-admin/{shopId}/categories/{id} `{version, name?, key?, image?, groupId?}`. */
export const PATCH = consoleRoute('catalog', async ({ db, request, params, shop, session }) => {
  const id = param(params, 'id', ShopIdSchema);
  await editCategory(db, session.actor, shop.id, id, await parseBody(request, CategoryEditSchema));
  await revalidateShops(db, [shop.id]);
  return categoriesView(db, shop.id);
});

/** DELETE /api-admin/{shopId}/categories/{id} `{version}`: its products stay, no longer under it. */
export const DELETE = consoleRoute('catalog', async ({ db, request, params, shop, session }) => {
  const id = param(params, 'id', ShopIdSchema);
  const { version } = await parseBody(request, RemoveBodySchema);
  await removeCategory(db, session.actor, shop.id, id, version);
  await revalidateShops(db, [shop.id]);
  return categoriesView(db, shop.id);
});
