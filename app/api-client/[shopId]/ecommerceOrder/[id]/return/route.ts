import { OrderIdSchema, ReturnRequestBodySchema } from '@/lib/api/contract';
import { requireMember } from '@/lib/server/auth/bearer';
import { param, parseBody, shopRoute } from '@/lib/server/http/route';
import { requestReturn } from '@/lib/server/returns/request';

export const POST = shopRoute(async ({ db, shop, request, params }) => {
  const { memberId } = await requireMember(db, request, shop.id);
  const id = param(params, 'id', OrderIdSchema);
  return requestReturn(db, shop.id, memberId, id, await parseBody(request, ReturnRequestBodySchema));
});
