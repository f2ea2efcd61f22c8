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
 * ATM and Ibon through a gateway start the same way: the gateway's page issues the order's own account
 * or store code.
 */
export function PayOnlinePanel({ order, dueAt }: { order: Order; dueAt: string | null }) {
  const { shopId } = useShop();
  const [sending, run] = useSending();
  // ATM and Ibon through a gateway issue what is paid later: an account, a store code (取號).
  const issues = order.paymentType === 'atm' ? 'account' : order.paymentType === 'Ibon' ? 'code' : null;
  const pay = () =>
    run(async () => {
      const failure = await payOrder(shopId, order.id);
      if (failure === null) return 'leave';
      toast(failure);
    });
  return (
    <div className="space-y-3 rounded-lg bg-highlight px-4 py-3 text-sm text-ink">
      <p data-testid="payment-note">
        {issues === 'account'
          ? PAYMENT_NOTES.getVirtualAccount
          : issues === 'code'
            ? PAYMENT_NOTES.getStoreCode
            : PAYMENT_NOTES.online}
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
          : issues === 'account'
            ? '取得 ATM 轉帳帳號'
            : issues === 'code'
              ? '取得超商繳費代碼'
              : `前往付款（${paymentTypeLabel(order.paymentType)}）`}
      </button>
    </div>
  );
}
