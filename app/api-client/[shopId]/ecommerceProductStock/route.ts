import { StockQuerySchema } from '@/lib/api/contract';
import { stocksByIds } from '@/lib/server/catalog/stocks';
import { parseQuery, shopRoute } from '@/lib/server/http/route';

export const GET = shopRoute(({ db, shop, request }) =>
  stocksByIds(db, shop.id, parseQuery(request, StockQuerySchema).ids),
);
