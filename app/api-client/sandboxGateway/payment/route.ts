import { route } from '@/lib/server/http/route';
import { readForm } from '@/lib/server/payments/sandbox/form';
import { sandboxPaymentPage } from '@/lib/server/payments/sandbox/hosted';

/** The sandbox gateway's hosted payment page, reached by the storefront's hidden form post. */
export const POST = route(async ({ db, request }) => sandboxPaymentPage(db, await readForm(request)));
