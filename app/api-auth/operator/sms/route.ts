import { operatorActionRoute } from '@/lib/server/operator/route';
import { configureSms, OperatorSmsBodySchema } from '@/lib/server/sms/operatorConfig';

export const POST = operatorActionRoute(OperatorSmsBodySchema, configureSms);
