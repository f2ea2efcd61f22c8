import { checkOperator } from '@/lib/server/auth/operator';
import { parseBody, route } from '@/lib/server/http/route';
import { configureLogistics, OperatorLogisticsBodySchema } from '@/lib/server/payments/operatorConfig';

export const POST = route(async ({ db, request }) => {
  checkOperator(request);
  return configureLogistics(db, await parseBody(request, OperatorLogisticsBodySchema));
});
