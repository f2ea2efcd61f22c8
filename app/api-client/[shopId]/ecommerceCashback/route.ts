import { cashbackSetting } from '@/lib/server/cashback/setting';
import { shopRoute } from '@/lib/server/http/route';
import { publicRead } from '@/lib/server/http/publicRead';

export const GET = publicRead(shopRoute(({ db, shop }) => cashbackSetting(db, shop.id)));
