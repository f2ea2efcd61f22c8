import { GroupEditSchema } from '@/lib/console/contract/categories';
import { RemoveBodySchema } from '@/lib/server/catalog/edit/form';
import { editGroup, removeGroup } from '@/lib/server/catalog/edit/groupSave';
import { categoriesView } from '@/lib/server/catalog/edit/views';
import { consoleRoute } from '@/lib/server/console/route';
import { param, parseBody, ShopIdSchema } from '@/lib/server/http/route';
import { revalidateShops } from '@/lib/server/revalidate/inRoute';

/** PATCH /api-admin/{shopId}/categoryGroups/{id} `{version, name?, key?}`. */
export const PATCH = consoleRoute('catalog', async ({ db, request, params, shop, session }) => {
  const id = param(params, 'id', ShopIdSchema);
  await editGroup(db, session.actor, shop.id, id, await parseBody(request, GroupEditSchema));
  await revalidateShops(db, [shop.id]);
  return categoriesView(db, shop.id);
});

/** DELETE /api-admin/{shopId}/categoryGroups/{id} `{version}`: its categories stay, ungrouped. */
export const DELETE = consoleRoute('catalog', async ({ db, request, params, shop, session }) => {
  const id = param(params, 'id', ShopIdSchema);
  const { version } = await parseBody(request, RemoveBodySchema);
  await removeGroup(db, session.actor, shop.id, id, version);
  await revalidateShops(db, [shop.id]);
  return categoriesView(db, shop.id);
});
