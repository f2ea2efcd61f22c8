import { route } from '@/lib/server/http/route';
import { sandboxAdvance, sandboxLabel } from '@/lib/server/logistics/sandbox/parcelPage';
import { readForm } from '@/lib/server/payments/sandbox/form';
import { sandboxAllowed } from '@/lib/server/payments/sandbox/gateway';
import { HttpError } from '@/lib/server/http/errors';

/**
 * The logistics sandbox's pages: `advance` moves a parcel on; every other address is one of ECPay's
 * print addresses (printTradeDocument, PrintUniMartC2COrderInfo, …) and shows the parcel's label.
 */
export const POST = route(async ({ db, request, params }) => {
  if (!sandboxAllowed()) throw new HttpError(404, '測試物流未開啟');
  const fields = Object.fromEntries(await readForm(request));
  const path = Array.isArray(params.path) ? params.path.join('/') : '';
  return path === 'advance' ? sandboxAdvance(db, fields) : sandboxLabel(db, fields);
});
