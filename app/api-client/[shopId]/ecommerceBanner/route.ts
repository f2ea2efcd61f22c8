import { listBanners } from '@/lib/server/config/pages';
import { shopRoute } from '@/lib/server/http/route';

export const GET = shopRoute(({ db, shop }) => listBanners(db, shop.id));
