import { requestOrigin } from '@/lib/server/kernel/origin';
import { route } from '@/lib/server/http/route';
import { sandboxStoreMap } from '@/lib/server/logistics/sandbox/storeMap';
import { readForm } from '@/lib/server/payments/sandbox/form';

/** The store-map sandbox: the chain's test stores; a pick is posted back like ECPay's map does. */
export const POST = route(async ({ request }) =>
  sandboxStoreMap(await readForm(request), requestOrigin(request)),
);
