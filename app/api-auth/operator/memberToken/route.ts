import { checkOperator, OperatorBodySchema, operatorMemberToken } from '@/lib/server/auth/operator';
import { parseBody, route } from '@/lib/server/http/route';

export const POST = route(async ({ db, request }) => {
  checkOperator(request);
  return operatorMemberToken(db, await parseBody(request, OperatorBodySchema));
});
