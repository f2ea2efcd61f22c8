import { operatorActionRoute } from '@/lib/server/operator/route';
import { configureLogistics, OperatorLogisticsBodySchema } from '@/lib/server/logistics/operatorConfig';

export const POST = operatorActionRoute(OperatorLogisticsBodySchema, configureLogistics);
