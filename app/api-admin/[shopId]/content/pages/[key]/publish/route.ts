import { PageKeySchema } from '@/lib/api/contract';
import { consoleRoute } from '@/lib/server/console/route';
import { publishPage, PublishBodySchema } from '@/lib/server/content/pageSave';
import { param, parseBody } from '@/lib/server/http/route';
import { revalidateShops } from '@/lib/server/revalidate/inRoute';

/**
 * POST …/pages/{key}/publish `{version, areas?}`: the areas sent (or else the saved draft) become the
 * page shoppers see; every cache of the shop is told once the change is committed.
 */
export const POST = consoleRoute('content', async ({ db, params, request, shop, session }) => {
  const page = await publishPage(
    db,
    session.actor,
    shop.id,
    param(params, 'key', PageKeySchema),
    await parseBody(request, PublishBodySchema),
  );
  await revalidateShops(db, [shop.id]);
  return page;
});
