import { shopRoute } from '@/lib/server/http/route';
import { paymentConfigTypes } from '@/lib/server/payments/configs';

export const GET = shopRoute(({ db, shop }) => paymentConfigTypes(db, shop.id));
