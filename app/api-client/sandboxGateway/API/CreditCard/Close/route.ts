import { notFound } from '@/lib/server/kernel/errors';
import { route } from '@/lib/server/http/route';
import { readForm } from '@/lib/server/payments/sandbox/form';
import { sandboxRefund } from '@/lib/server/payments/sandbox/refunds';

/** The sandbox gateway's card refund, in NewebPay's CreditCard/Close shape (demo and tests only). */
export const POST = route(async ({ db, request }) => {
  const answer = await sandboxRefund(db, await readForm(request));
  if (!answer) throw notFound('頁面');
  return answer;
});
