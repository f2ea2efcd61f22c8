import { route } from '@/lib/server/http/route';
import { sandboxCreate } from '@/lib/server/logistics/sandbox/express';
import { readForm } from '@/lib/server/payments/sandbox/form';
import { textAnswer } from '@/lib/server/logistics/sandbox/answer';

/** The logistics sandbox's Express/Create, answering as ECPay does. */
export const POST = route(async ({ db, request }) =>
  textAnswer(await sandboxCreate(db, Object.fromEntries(await readForm(request)), new Date())),
);
