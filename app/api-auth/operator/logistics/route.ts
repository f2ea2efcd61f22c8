import { operatorActionRoute } from '@/lib/server/operator/route';
import { configureLogistics, OperatorLogisticsBodySchema } from '@/lib/server/payments/operatorConfig';

export const POST = operatorActionRoute(OperatorLogisticsBodySchema, configureLogistics);
