import { requestOrigin } from '@/lib/server/kernel/origin';
import { shopRoute } from '@/lib/server/http/route';
import { receiveStoreReply } from '@/lib/server/logistics/cvsMap';
import { readForm } from '@/lib/server/payments/sandbox/form';

/** ServerReplyURL of the store map: keeps the picked store, then on to /checkout/cvs-callback. */
export const POST = shopRoute(async ({ db, shop, request }) =>
  receiveStoreReply(db, shop.id, await readForm(request), requestOrigin(request)),
);
