import { requestOrigin } from '@/lib/server/kernel/origin';
import { route } from '@/lib/server/http/route';
import { readForm } from '@/lib/server/payments/sandbox/form';
import { sandboxPaymentDecision } from '@/lib/server/payments/sandbox/hosted';

/** The shopper paid or failed on the sandbox page: notify the shop, then send the browser back. */
export const POST = route(async ({ db, request }) =>
  sandboxPaymentDecision(db, await readForm(request), requestOrigin(request)),
);
