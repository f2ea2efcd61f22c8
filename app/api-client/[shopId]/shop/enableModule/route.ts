import { shopRoute } from '@/lib/server/http/route';
import { enabledModules } from '@/lib/server/shops/config';
import { publicRead } from '@/lib/server/http/publicRead';

export const GET = publicRead(shopRoute(({ db, shop }) => enabledModules(db, shop.id)));
