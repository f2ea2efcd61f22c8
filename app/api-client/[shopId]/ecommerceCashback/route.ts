import { cashbackSetting } from '@/lib/server/cashback/setting';
import { shopRoute } from '@/lib/server/http/route';

export const GET = shopRoute(({ db, shop }) => cashbackSetting(db, shop.id));
