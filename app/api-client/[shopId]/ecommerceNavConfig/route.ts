import { navConfig } from '@/lib/server/config/navigation';
import { shopRoute } from '@/lib/server/http/route';

export const GET = shopRoute(({ db, shop }) => navConfig(db, shop.id));
