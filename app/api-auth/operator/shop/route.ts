import { checkOperator } from '@/lib/server/auth/operator';
import { parseBody, route } from '@/lib/server/http/route';
import { CreateShopBodySchema, createShop } from '@/lib/server/operator/shops';

export const POST = route(async ({ db, request }) => {
  checkOperator(request);
  return createShop(db, await parseBody(request, CreateShopBodySchema));
});
