import { requestOrigin } from '@/lib/server/kernel/origin';
import { param, shopRoute } from '@/lib/server/http/route';
import { readIncoming } from '@/lib/server/payments/incoming';
import { receivePayment } from '@/lib/server/payments/settle';
import { TradeNoSchema } from '@/lib/server/payments/tradeNo';

/** The gateway's server-to-server notification for one attempt; answered the way the gateway expects. */
export const POST = shopRoute(async ({ db, shop, request, params }) => {
  const tradeNo = param(params, 'tradeNo', TradeNoSchema);
  const { acknowledgement } = await receivePayment(
    db,
    shop.id,
    tradeNo,
    await readIncoming(request),
    requestOrigin(request),
  );
  return new Response(acknowledgement, { headers: { 'content-type': 'text/plain; charset=utf-8' } });
});
