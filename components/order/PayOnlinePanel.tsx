'use client';

import { useSending } from '@/components/auth/useSending';
import { useShop } from '@/components/providers/ShopProvider';
import type { Order } from '@/lib/api/contract';
import { formatOrderDate } from '@/lib/order/date';
import { paymentTypeLabel } from '@/lib/order/labels';
import { PAYMENT_NOTES } from '@/lib/order/payment';
import { payOrder } from '@/lib/order/pay';
import { toast } from '@/lib/ui/toast';

/**
 * An order waiting for its online payment: pay now, or again after a failed try, until the due time.
 * ATM through a gateway starts the same way: the gateway's page issues the order's own account.
 */
export function PayOnlinePanel({ order, dueAt }: { order: Order; dueAt: string | null }) {
  const { shopId } = useShop();
  const [sending, run] = useSending();
  const virtual = order.paymentType === 'atm';
  const pay = () =>
    run(async () => {
      const failure = await payOrder(shopId, order.id);
      if (failure === null) return 'leave';
      toast(failure);
    });
  return (
    <div className="space-y-3 rounded-lg bg-highlight px-4 py-3 text-sm text-ink">
      <p data-testid="payment-note">
        {virtual ? PAYMENT_NOTES.getVirtualAccount : PAYMENT_NOTES.online}
        {dueAt ? (
          <span className="mt-1 block text-xs text-muted">付款期限 {formatOrderDate(dueAt)}</span>
        ) : null}
      </p>
      <button
        type="button"
        onClick={pay}
        disabled={sending}
        className="w-full rounded-full bg-primary py-3 font-semibold text-white hover:bg-primary-dark disabled:opacity-60"
      >
        {sending
          ? '正在前往付款頁…'
          : virtual
            ? '取得 ATM 轉帳帳號'
            : `前往付款（${paymentTypeLabel(order.paymentType)}）`}
      </button>
    </div>
  );
}
