import type { Order } from '@/lib/api/contract';
import { formatOrderDate } from '@/lib/order/date';
import { PAYMENT_NOTES, paymentStep } from '@/lib/order/payment';
import { AtmTransferDetails } from './AtmTransferDetails';
import { PayOnlinePanel } from './PayOnlinePanel';
import { StoreCodeDetails } from './StoreCodeDetails';

/**
 * What to do about paying: pay online (again), the ATM account to transfer to (the shop's own, or the
 * virtual account its gateway issued, paid automatically), the store code to pay, or a plain note.
 */
export function PaymentStepPanel({ order }: { order: Order }) {
  const step = paymentStep(order);
  if (step.kind === 'online') return <PayOnlinePanel order={order} dueAt={step.dueAt} />;
  if (step.kind === 'storeCode') {
    return (
      <div className="space-y-3">
        <p className="text-sm text-ink" data-testid="payment-note">
          {PAYMENT_NOTES.storeCode}
        </p>
        <StoreCodeDetails storeCode={step.storeCode} amount={order.paymentPrice} />
      </div>
    );
  }
  if (step.kind === 'note') {
    return (
      <p className="rounded-lg bg-highlight px-4 py-3 text-sm text-ink" data-testid="payment-note">
        {step.text}
      </p>
    );
  }
  return (
    <div className="space-y-3">
      {step.atm.virtual ? (
        <p className="text-sm text-ink" data-testid="payment-note">
          {PAYMENT_NOTES.virtualAccount}
        </p>
      ) : step.reported ? (
        <p className="rounded-lg bg-primary-soft px-4 py-3 text-sm text-ink" role="status">
          {PAYMENT_NOTES.atmReported}
          <span className="mt-1 block text-xs text-muted">
            匯款人 {step.reported.name}，帳號末 5 碼 {step.reported.atmLastCode}，
            {formatOrderDate(step.reported.at)} 回報
          </span>
        </p>
      ) : (
        <p className="text-sm text-ink">請於繳費期限前以 ATM 或網路銀行轉帳至以下帳號：</p>
      )}
      <AtmTransferDetails atm={step.atm} amount={order.paymentPrice} />
    </div>
  );
}
