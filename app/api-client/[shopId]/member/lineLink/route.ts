import { LineLinkBodySchema } from '@/lib/api/contract';
import { parseBody, shopRoute } from '@/lib/server/http/route';
import { linkLine } from '@/lib/server/line/login';

export const POST = shopRoute(async ({ db, shop, request }) =>
  linkLine(db, shop, await parseBody(request, LineLinkBodySchema)),
);
