import { LinePurposeQuerySchema } from '@/lib/api/contract';
import { parseQuery, shopRoute } from '@/lib/server/http/route';
import { lineAuthParams } from '@/lib/server/line/login';

/** A new LINE Login authorization: signing in by default, binding with `purpose=bind` and a member token. */
export const GET = shopRoute(({ db, shop, request }) =>
  lineAuthParams(db, shop, request, parseQuery(request, LinePurposeQuerySchema)),
);
