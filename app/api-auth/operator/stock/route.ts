import { checkOperator } from '@/lib/server/auth/operator';
import { parseBody, route } from '@/lib/server/http/route';
import { setStock, StockBodySchema } from '@/lib/server/operator/stock';

export const POST = route(async ({ db, request }) => {
  checkOperator(request);
  return setStock(db, await parseBody(request, StockBodySchema));
});
