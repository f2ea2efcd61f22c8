import { DomainError } from '@/lib/server/kernel/errors';
import { sandboxAllowed } from '../../payments/sandbox/gateway';

/** A sandbox answer as ECPay sends it: plain text. Outside the demo and test deployments, nothing. */
export function textAnswer(text: string): Response {
  if (!sandboxAllowed()) throw new DomainError('not_found', '測試物流未開啟');
  return new Response(text, { headers: { 'content-type': 'text/plain; charset=utf-8' } });
}
