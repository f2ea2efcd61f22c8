import { requestOrigin } from '@/lib/server/kernel/origin';
import { route } from '@/lib/server/http/route';
import { readForm } from '@/lib/server/payments/sandbox/form';
import { sandboxStorePage, sandboxStorePayment } from '@/lib/server/payments/sandbox/storeCodes';

/** The sandbox's store counter: a form to pay a code the sandbox issued (GET), and the payment. */
export const GET = route(async ({ request }) => sandboxStorePage(new URL(request.url).searchParams));
export const POST = route(async ({ db, request }) =>
  sandboxStorePayment(db, await readForm(request), requestOrigin(request)),
);
