'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { LazyConfirmDialog } from '@/components/cart/LazyConfirmDialog';
import { cancelOrder } from '@/lib/api/orders';
import { CANCEL_CONFIRM } from '@/lib/order/labels';
import { orderQueries } from '@/lib/order/queries';
import { unwrap } from '@/lib/query/unwrap';
import { toast } from '@/lib/ui/toast';

type Props = { shopId: number; orderId: number; className?: string };

/**
 * 取消訂單 after a confirmation. The server gives back stock, wallet and cashback; a refusal (the order
 * moved on meanwhile) shows its message through the mutation toast. Either way the counts, lists and
 * the order are read again, so the screen shows the order's real state.
 */
export function CancelOrderButton({ shopId, orderId, className = '' }: Props) {
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const cancel = useMutation({
    mutationFn: () => unwrap(cancelOrder(shopId, orderId)),
    onSuccess: (order) => {
      queryClient.setQueryData(orderQueries.detail(shopId, orderId).queryKey, order);
      toast('訂單已取消', 'info');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderQueries.all(shopId) }),
  });

  return (
    <>
      <button
        type="button"
        disabled={cancel.isPending}
        onClick={() => setAsking(true)}
        className={`rounded-full border border-line px-4 py-2 text-sm font-medium text-ink hover:border-accent hover:text-accent disabled:cursor-not-allowed disabled:opacity-60 ${className}`}
      >
        {cancel.isPending ? '取消中…' : '取消訂單'}
      </button>
      <LazyConfirmDialog
        open={asking}
        message={CANCEL_CONFIRM}
        confirmLabel="確定取消"
        cancelLabel="保留訂單"
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          cancel.mutate();
        }}
      />
    </>
  );
}
