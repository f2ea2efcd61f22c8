import { operatorActionRoute } from '@/lib/server/operator/route';
import { configureGateway, OperatorGatewayBodySchema } from '@/lib/server/payments/operatorConfig';

export const POST = operatorActionRoute(OperatorGatewayBodySchema, configureGateway);
