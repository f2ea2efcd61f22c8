import { GroupCreateSchema } from '@/lib/console/contract/categories';
import { createGroup } from '@/lib/server/catalog/edit/groupSave';
import { categoriesView } from '@/lib/server/catalog/edit/views';
import { consoleRoute } from '@/lib/server/console/route';
import { parseBody } from '@/lib/server/http/route';
import { revalidateShops } from '@/lib/server/revalidate/inRoute';

/** POST /api-admin/{shopId}/categoryGroups `{name, key?}`: a new group; answers the categories' view. */
export const POST = consoleRoute('catalog', async ({ db, request, shop, session }) => {
  await createGroup(db, session.actor, shop.id, await parseBody(request, GroupCreateSchema));
  await revalidateShops(db, [shop.id]);
  return categoriesView(db, shop.id);
});
