import { route } from '@/lib/server/http/route';
import { sandboxQuery } from '@/lib/server/logistics/sandbox/express';
import { readForm } from '@/lib/server/payments/sandbox/form';
import { textAnswer } from '@/lib/server/logistics/sandbox/answer';

/** The logistics sandbox's trade query, answering as ECPay does. */
export const POST = route(async ({ db, request }) =>
  textAnswer(await sandboxQuery(db, Object.fromEntries(await readForm(request)))),
);
