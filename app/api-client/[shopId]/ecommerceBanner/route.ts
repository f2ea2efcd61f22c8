import { listBanners } from '@/lib/server/config/pages';
import { shopRoute } from '@/lib/server/http/route';
import { publicRead } from '@/lib/server/http/publicRead';

export const GET = publicRead(shopRoute(({ db, shop }) => listBanners(db, shop.id)));
