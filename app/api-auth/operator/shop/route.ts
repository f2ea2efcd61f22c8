import { operatorActionRoute } from '@/lib/server/operator/route';
import { createShop, CreateShopBodySchema } from '@/lib/server/operator/shops';

export const POST = operatorActionRoute(CreateShopBodySchema, createShop);
