import { listPageIcons } from '@/lib/server/config/navigation';
import { shopRoute } from '@/lib/server/http/route';
import { publicRead } from '@/lib/server/http/publicRead';

export const GET = publicRead(shopRoute(({ db, shop }) => listPageIcons(db, shop.id)));
