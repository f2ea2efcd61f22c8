import { ECOMMERCE_MODULE, PreOrderBodySchema } from '@/lib/api/contract';
import { requireMember } from '@/lib/server/auth/bearer';
import { parseBody, shopRoute } from '@/lib/server/http/route';
import { preCheckOrder } from '@/lib/server/orders/preCheck';

/** A closed shop refuses first, whoever asks. */
export const POST = shopRoute(async ({ db, shop, request }) => {
  const session = await requireMember(db, request, shop.id, ECOMMERCE_MODULE);
  return preCheckOrder(db, shop, session, await parseBody(request, PreOrderBodySchema));
});
