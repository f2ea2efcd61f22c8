import { notFound } from '@/lib/server/kernel/errors';
import { route } from '@/lib/server/http/route';
import { readForm } from '@/lib/server/payments/sandbox/form';
import { sandboxQuery } from '@/lib/server/payments/sandbox/refunds';

/** The sandbox gateway's trade query, in NewebPay's QueryTradeInfo shape (demo and tests only). */
export const POST = route(async ({ db, request }) => {
  const answer = await sandboxQuery(db, await readForm(request));
  if (!answer) throw notFound('頁面');
  return answer;
});
