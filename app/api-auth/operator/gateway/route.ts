import { checkOperator } from '@/lib/server/auth/operator';
import { parseBody, route } from '@/lib/server/http/route';
import { configureGateway, OperatorGatewayBodySchema } from '@/lib/server/payments/operatorConfig';

export const POST = route(async ({ db, request }) => {
  checkOperator(request);
  return configureGateway(db, await parseBody(request, OperatorGatewayBodySchema));
});
