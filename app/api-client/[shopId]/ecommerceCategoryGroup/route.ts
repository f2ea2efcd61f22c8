import { listCategoryGroups } from '@/lib/server/catalog/categories';
import { shopRoute } from '@/lib/server/http/route';

export const GET = shopRoute(({ db, shop }) => listCategoryGroups(db, shop.id));
