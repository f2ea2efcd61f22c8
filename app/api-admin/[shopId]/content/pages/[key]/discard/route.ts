import { PageKeySchema } from '@/lib/api/contract';
import { consoleRoute } from '@/lib/server/console/route';
import { discardDraft, DiscardBodySchema } from '@/lib/server/content/pageSave';
import { param, parseBody } from '@/lib/server/http/route';

/** POST …/pages/{key}/discard `{version}`: drops the draft; what shoppers see is unchanged. */
export const POST = consoleRoute('content', async ({ db, params, request, shop, session }) =>
  discardDraft(
    db,
    session.actor,
    shop.id,
    param(params, 'key', PageKeySchema),
    await parseBody(request, DiscardBodySchema),
  ),
);
