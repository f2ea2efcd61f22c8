import { operatorActionRoute } from '@/lib/server/operator/route';
import { setModule, ModuleBodySchema } from '@/lib/server/operator/modules';

export const POST = operatorActionRoute(ModuleBodySchema, setModule);
