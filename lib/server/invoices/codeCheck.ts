import type { Invoice } from '@/lib/api/contract';
import type { DbOrTx } from '../db/client';
import { DomainError } from '@/lib/server/kernel/errors';
import { loopbackOrigin } from '../kernel/origin';
import { invoiceTargetOf } from './configs';
import { barcodeExists, loveCodeExists, type CallOptions } from './ecpay/client';

export const CODE_CHECK_MESSAGES = {
  barcode: '查無此手機條碼，請確認後再輸入',
  loveCode: '查無此捐贈碼，請確認後再輸入',
} as const;

/** A shopper waits for this at 送出訂單: past it the order goes on, the format having been checked. */
const CHECK_TIMEOUT_MS = 3_000;

/** Which registry a stored invoice choice needs asking, and for what code; null when none. */
export function codeToCheck(
  invoice: Invoice | null | undefined,
): { kind: 'barcode' | 'loveCode'; code: string } | null {
  if (!invoice || invoice.type !== 'B2C' || !invoice.carrierNum) return null;
  if (invoice.carrierType === 'mobile') return { kind: 'barcode', code: invoice.carrierNum };
  if (invoice.carrierType === 'donation') return { kind: 'loveCode', code: invoice.carrierNum };
  return null;
}

/**
 * At order creation, a mobile barcode or a donation code is asked of the government platform through
 * the shop's e-invoice provider, so a well-formed but unregistered code is refused while the shopper
 * can still correct it, not when the invoice fails days later. A shop without a provider, or a
 * provider that does not answer in time, lets the order through: the code's format was checked, and
 * an invoice the provider refuses later shows in `intents list --failed`.
 */
export async function checkInvoiceCodes(
  db: DbOrTx,
  shopId: number,
  invoice: Invoice | null | undefined,
  options: CallOptions = {},
): Promise<void> {
  const wanted = codeToCheck(invoice);
  if (!wanted) return;
  const target = await invoiceTargetOf(db, shopId, loopbackOrigin());
  if (!target) return;
  const call = { ...target.options, timeoutMs: CHECK_TIMEOUT_MS, ...options };
  let exists: boolean;
  try {
    exists =
      wanted.kind === 'barcode'
        ? await barcodeExists(target.keys, target.environment, wanted.code, call)
        : await loveCodeExists(target.keys, target.environment, wanted.code, call);
  } catch (error) {
    console.warn(
      JSON.stringify({
        scope: 'invoice',
        event: 'code-check-unanswered',
        shopId,
        kind: wanted.kind,
        error: (error as Error).name,
      }),
    );
    return;
  }
  if (!exists) throw new DomainError('invalid', CODE_CHECK_MESSAGES[wanted.kind]);
}
