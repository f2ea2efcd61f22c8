import { checkOperator } from '@/lib/server/auth/operator';
import { parseBody, route } from '@/lib/server/http/route';
import { OperatorOrderBodySchema, operatorTransition } from '@/lib/server/orders/transitions';

export const POST = route(async ({ db, request }) => {
  checkOperator(request);
  return operatorTransition(db, await parseBody(request, OperatorOrderBodySchema));
});
