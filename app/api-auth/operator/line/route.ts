import { configureLine, OperatorLineBodySchema } from '@/lib/server/line/operatorConfig';
import { operatorActionRoute } from '@/lib/server/operator/route';

export const POST = operatorActionRoute(OperatorLineBodySchema, configureLine);
