import { GrantExchangeBodySchema } from '@/lib/api/contract';
import { exchangeGrant } from '@/lib/server/auth/grants';
import { parseBody, shopRoute } from '@/lib/server/http/route';

export const POST = shopRoute(async ({ db, shop, request }) =>
  exchangeGrant(db, shop, await parseBody(request, GrantExchangeBodySchema)),
);
