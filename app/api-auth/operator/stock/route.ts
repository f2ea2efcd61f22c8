import { operatorActionRoute } from '@/lib/server/operator/route';
import { setStock, StockBodySchema } from '@/lib/server/operator/stock';

export const POST = operatorActionRoute(StockBodySchema, setStock);
