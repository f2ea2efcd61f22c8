import { requestOrigin } from '@/lib/server/kernel/origin';
import { route } from '@/lib/server/http/route';
import { readForm } from '@/lib/server/payments/sandbox/form';
import { sandboxAtmPage, sandboxAtmTransfer } from '@/lib/server/payments/sandbox/virtualAccounts';

/** The sandbox's ATM: a form to transfer to a virtual account the sandbox issued (GET), and the transfer. */
export const GET = route(async ({ request }) => sandboxAtmPage(new URL(request.url).searchParams));
export const POST = route(async ({ db, request }) =>
  sandboxAtmTransfer(db, await readForm(request), requestOrigin(request)),
);
