/**
 * Shared by the e-invoice API tests (not a test file itself): the e-invoice sandbox reached as over
 * HTTP, so the adapter and the intent handlers run unchanged against it.
 */
import { POST as sandboxRoute } from '@/app/api-client/sandboxInvoice/B2CInvoice/[call]/route';

/** The origin the tests' shop is reached at; the sandbox answers under it. */
export const INVOICE_ORIGIN = 'http://shop1.localhost';

/** Every call of the adapter reaches the sandbox's route handler, as it would over HTTP. */
export const invoiceSandboxFetch: typeof fetch = async (input, init) => {
  const url = new URL(String(input));
  const call = url.pathname.split('/').pop()!;
  return sandboxRoute(new Request(url, init as RequestInit), { params: Promise.resolve({ call }) });
};
