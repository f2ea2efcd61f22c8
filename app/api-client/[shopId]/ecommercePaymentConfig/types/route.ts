import { shopRoute } from '@/lib/server/http/route';
import { paymentConfigTypes } from '@/lib/server/payments/configs';
import { publicRead } from '@/lib/server/http/publicRead';

export const GET = publicRead(shopRoute(({ db, shop }) => paymentConfigTypes(db, shop.id)));
