import { shopRoute } from '@/lib/server/http/route';
import { readForm } from '@/lib/server/payments/sandbox/form';
import { receiveNotice } from '@/lib/server/shipments/service';

/** ServerReplyURL of the shop's parcels: ECPay's signed status notices. */
export const POST = shopRoute(async ({ db, shop, request }) =>
  receiveNotice(db, shop.id, await readForm(request)),
);
