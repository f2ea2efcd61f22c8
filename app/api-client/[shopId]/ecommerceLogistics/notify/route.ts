import { shopRoute } from '@/lib/server/http/route';
import { readForm } from '@/lib/server/payments/sandbox/form';
import { announceStockFlips } from '@/lib/server/revalidate/stock';
import { receiveNotice } from '@/lib/server/shipments/service';

/** ServerReplyURL of the shop's parcels: ECPay's signed status notices. */
export const POST = shopRoute(async ({ db, shop, request }) => {
  const { answer, flips } = await receiveNotice(db, shop.id, await readForm(request));
  // A parcel back at the shop cancelled its order: what it brought back on sale can be bought.
  await announceStockFlips(db, shop.id, flips);
  return answer;
});
