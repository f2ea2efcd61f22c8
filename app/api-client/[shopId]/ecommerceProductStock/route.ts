import { StockQuerySchema } from '@/lib/api/contract';
import { stocksByIds } from '@/lib/server/catalog/stocks';
import { parseQuery, shopRoute } from '@/lib/server/http/route';
import { publicRead } from '@/lib/server/http/publicRead';

export const GET = publicRead(
  shopRoute(({ db, shop, request }) => stocksByIds(db, shop.id, parseQuery(request, StockQuerySchema).ids)),
  { shared: false },
);
