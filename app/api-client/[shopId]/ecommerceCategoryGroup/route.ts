import { listCategoryGroups } from '@/lib/server/catalog/categories';
import { shopRoute } from '@/lib/server/http/route';
import { publicRead } from '@/lib/server/http/publicRead';

export const GET = publicRead(shopRoute(({ db, shop }) => listCategoryGroups(db, shop.id)));
