import { checkOperator } from '@/lib/server/auth/operator';
import { parseBody, route } from '@/lib/server/http/route';
import { changeDomain, DomainBodySchema } from '@/lib/server/operator/domains';

export const POST = route(async ({ db, request }) => {
  checkOperator(request);
  return changeDomain(db, await parseBody(request, DomainBodySchema));
});
