import { operatorActionRoute } from '@/lib/server/operator/route';
import { createShop, CreateShopBodySchema } from '@/lib/server/shops/create';

export const POST = operatorActionRoute(CreateShopBodySchema, createShop);
