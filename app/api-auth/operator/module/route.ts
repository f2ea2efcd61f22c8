import { operatorActionRoute } from '@/lib/server/operator/route';
import { setModule, ModuleBodySchema } from '@/lib/server/shops/moduleSwitch';

export const POST = operatorActionRoute(ModuleBodySchema, setModule);
