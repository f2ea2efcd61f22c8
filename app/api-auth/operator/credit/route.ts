import { checkOperator } from '@/lib/server/auth/operator';
import { parseBody, route } from '@/lib/server/http/route';
import { CreditBodySchema, creditMember } from '@/lib/server/members/credit';

export const POST = route(async ({ db, request }) => {
  checkOperator(request);
  return creditMember(db, await parseBody(request, CreditBodySchema));
});
