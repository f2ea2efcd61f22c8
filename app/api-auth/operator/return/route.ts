import { operatorActionRoute } from '@/lib/server/operator/route';
import { OperatorReturnBodySchema, operatorReturn } from '@/lib/server/returns/decide';

export const POST = operatorActionRoute(OperatorReturnBodySchema, operatorReturn);
