import { z } from 'zod';
import { DomainError } from '@/lib/server/kernel/errors';
import { param, route } from '@/lib/server/http/route';
import { readSandboxEnvelope } from '@/lib/server/invoices/sandbox/request';
import { SANDBOX_CALLS, sandboxInvoiceCall } from '@/lib/server/invoices/sandbox/calls';
import { sandboxAllowed } from '@/lib/server/payments/sandbox/gateway';

/** The e-invoice sandbox: ECPay's B2CInvoice/{call} endpoints, for demo and test shops only. */
export const POST = route(async ({ db, request, params }) => {
  if (!sandboxAllowed()) throw new DomainError('not_found', '測試發票平台未開啟');
  const call = param(params, 'call', z.enum(SANDBOX_CALLS));
  return sandboxInvoiceCall(db, call, await readSandboxEnvelope(request), new Date());
});
