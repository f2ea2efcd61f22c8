import { sidebarConfig } from '@/lib/server/config/sidebar';
import { shopRoute } from '@/lib/server/http/route';

export const GET = shopRoute(({ db, shop }) => sidebarConfig(db, shop.id));
