import { OperatorOrderBodySchema, operatorTransition } from '@/lib/server/orders/transitions';
import { operatorActionRoute } from '@/lib/server/operator/route';

export const POST = operatorActionRoute(OperatorOrderBodySchema, operatorTransition);
