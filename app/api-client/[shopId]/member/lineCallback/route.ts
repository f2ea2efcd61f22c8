import { LineCallbackBodySchema } from '@/lib/api/contract';
import { parseBody, shopRoute } from '@/lib/server/http/route';
import { lineCallback } from '@/lib/server/line/login';

export const POST = shopRoute(async ({ db, shop, request }) =>
  lineCallback(db, shop, request, await parseBody(request, LineCallbackBodySchema)),
);
