import { PageKeySchema } from '@/lib/api/contract';
import { consoleRoute } from '@/lib/server/console/route';
import {
  removePage,
  RemovePageBodySchema,
  renamePage,
  RenamePageBodySchema,
} from '@/lib/server/content/customPages';
import { DraftBodySchema, readConsolePage, saveDraft } from '@/lib/server/content/pageSave';
import { param, parseBody } from '@/lib/server/http/route';
import { revalidateShops } from '@/lib/server/revalidate/inRoute';

/** GET /api-admin/{shopId}/content/pages/{key}: the page's published areas, its draft and version. */
export const GET = consoleRoute('content', async ({ db, params, shop }) =>
  readConsolePage(db, shop.id, param(params, 'key', PageKeySchema)),
);

/**
 * PUT …/pages/{key} `{version, areas}`: saves the areas as the page's draft. Shoppers see nothing of
 * it until it is published, so no cache is told.
 */
export const PUT = consoleRoute('content', async ({ db, params, request, shop, session }) =>
  saveDraft(
    db,
    session.actor,
    shop.id,
    param(params, 'key', PageKeySchema),
    await parseBody(request, DraftBodySchema),
  ),
);

/** PATCH …/pages/{key} `{version, key, title}`: renames a custom page (its title and address). */
export const PATCH = consoleRoute('content', async ({ db, params, request, shop, session }) => {
  const page = await renamePage(
    db,
    session.actor,
    shop.id,
    param(params, 'key', PageKeySchema),
    await parseBody(request, RenamePageBodySchema),
  );
  await revalidateShops(db, [shop.id]);
  return page;
});

/** DELETE …/pages/{key} `{version}`: removes a custom page. */
export const DELETE = consoleRoute('content', async ({ db, params, request, shop, session }) => {
  await removePage(
    db,
    session.actor,
    shop.id,
    param(params, 'key', PageKeySchema),
    await parseBody(request, RemovePageBodySchema),
  );
  await revalidateShops(db, [shop.id]);
  return { ok: true };
});
