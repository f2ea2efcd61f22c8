import { operatorActionRoute } from '@/lib/server/operator/route';
import { LimitsBodySchema, setLimits } from '@/lib/server/shops/limits';

export const POST = operatorActionRoute(LimitsBodySchema, setLimits);
