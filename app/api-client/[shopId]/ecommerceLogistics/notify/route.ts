import { shopRoute } from '@/lib/server/http/route';
import { readForm } from '@/lib/server/payments/sandbox/form';
import { revalidateShops } from '@/lib/server/revalidate/inRoute';
import { receiveNotice } from '@/lib/server/shipments/service';

/** ServerReplyURL of the shop's parcels: ECPay's signed status notices. */
export const POST = shopRoute(async ({ db, shop, request }) => {
  const { answer, restocked } = await receiveNotice(db, shop.id, await readForm(request));
  // A parcel back at the shop cancelled its order: the stock it gave back shows on the shop's pages.
  if (restocked) await revalidateShops(db, [shop.id], [], 'stock');
  return answer;
});
