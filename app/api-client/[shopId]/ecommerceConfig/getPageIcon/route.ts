import { listPageIcons } from '@/lib/server/config/navigation';
import { shopRoute } from '@/lib/server/http/route';

export const GET = shopRoute(({ db, shop }) => listPageIcons(db, shop.id));
