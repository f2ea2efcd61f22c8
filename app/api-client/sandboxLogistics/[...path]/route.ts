import { route } from '@/lib/server/http/route';
import { sandboxAdvance, sandboxLabel } from '@/lib/server/logistics/sandbox/parcelPage';
import { readForm } from '@/lib/server/payments/sandbox/form';
import { sandboxAllowed } from '@/lib/server/payments/sandbox/gateway';
import { DomainError, notFound } from '@/lib/server/kernel/errors';
import { PRINT_PATHS } from '@/lib/server/logistics/ecpay/express';

/**
 * The logistics sandbox's pages: `advance` moves a parcel on; ECPay's print addresses
 * (printTradeDocument, PrintUniMartC2COrderInfo, …) show the parcel's label. Any other address is
 * the API's JSON 404, as under every other prefix.
 */
export const POST = route(async ({ db, request, params }) => {
  if (!sandboxAllowed()) throw new DomainError('not_found', '測試物流未開啟');
  const path = Array.isArray(params.path) ? params.path.join('/') : '';
  const label = PRINT_PATHS.includes(`/${path}`);
  if (path !== 'advance' && !label) throw notFound('此測試物流頁面');
  const fields = Object.fromEntries(await readForm(request));
  return label ? sandboxLabel(db, fields) : sandboxAdvance(db, fields);
});
