import { requestOrigin } from '@/lib/server/kernel/origin';
import { param, shopRoute, type ShopRouteInput } from '@/lib/server/http/route';
import { returnFromGateway } from '@/lib/server/payments/return';
import { TradeNoSchema } from '@/lib/server/payments/tradeNo';

/** The shopper's browser back from the gateway (a form post or a redirect): on to the storefront. */
const handle = async ({ db, shop, request, params }: ShopRouteInput) =>
  returnFromGateway(db, shop.id, param(params, 'tradeNo', TradeNoSchema), request, requestOrigin(request));

export const GET = shopRoute(handle);
export const POST = shopRoute(handle);
