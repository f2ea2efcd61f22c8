import { sidebarConfig } from '@/lib/server/config/sidebar';
import { shopRoute } from '@/lib/server/http/route';
import { publicRead } from '@/lib/server/http/publicRead';

export const GET = publicRead(shopRoute(({ db, shop }) => sidebarConfig(db, shop.id)));
