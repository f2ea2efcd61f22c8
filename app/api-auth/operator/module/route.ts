import { checkOperator } from '@/lib/server/auth/operator';
import { parseBody, route } from '@/lib/server/http/route';
import { ModuleBodySchema, setModule } from '@/lib/server/operator/modules';

export const POST = route(async ({ db, request }) => {
  checkOperator(request);
  return setModule(db, await parseBody(request, ModuleBodySchema));
});
