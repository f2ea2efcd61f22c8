import { shopRoute } from '@/lib/server/http/route';
import { enabledModules } from '@/lib/server/shops/config';

export const GET = shopRoute(({ db, shop }) => enabledModules(db, shop.id));
