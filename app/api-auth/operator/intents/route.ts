import { checkOperator } from '@/lib/server/auth/operator';
import { parseBody, route } from '@/lib/server/http/route';
import { OperatorIntentsBodySchema, operateIntents } from '@/lib/server/operator/intents';

export const POST = route(async ({ db, request }) => {
  checkOperator(request);
  return operateIntents(db, await parseBody(request, OperatorIntentsBodySchema));
});
