import { operatorActionRoute } from '@/lib/server/operator/route';
import { LimitsBodySchema, setLimits } from '@/lib/server/operator/limits';

export const POST = operatorActionRoute(LimitsBodySchema, setLimits);
