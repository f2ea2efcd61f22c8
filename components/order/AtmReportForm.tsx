'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { primaryButton } from '@/components/auth/buttons';
import { TextField } from '@/components/auth/Field';
import { useFieldErrors } from '@/components/auth/useFieldErrors';
import { useSending } from '@/components/auth/useSending';
import { PaymentUserResponseBodySchema } from '@/lib/api/contract';
import { reportAtmTransfer } from '@/lib/api/orders';
import { orderQueries } from '@/lib/order/queries';
import { toast } from '@/lib/ui/toast';

const idOf = (key: string) => `atm-report-${key}`;

/** The shopper tells the shop who transferred from which account, so the payment can be matched. */
export function AtmReportForm({ shopId, orderId }: { shopId: number; orderId: number }) {
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [atmLastCode, setAtmLastCode] = useState('');
  const { errors, check } = useFieldErrors(idOf);
  const [sending, run] = useSending();

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const body = check(PaymentUserResponseBodySchema, { name, atmLastCode });
    if (!body) return;
    void run(async () => {
      const [order, error] = await reportAtmTransfer(shopId, orderId, body);
      if (error !== null) {
        toast(error.msg);
        return;
      }
      queryClient.setQueryData(orderQueries.detail(shopId, orderId).queryKey, order);
      toast('已送出匯款回報', 'info');
      await queryClient.invalidateQueries({ queryKey: orderQueries.all(shopId) });
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="atm-report-title" className="space-y-4">
      <div>
        <h3 id="atm-report-title" className="text-sm font-semibold text-ink">
          回報匯款
        </h3>
        <p className="mt-1 text-xs text-muted">轉帳後填寫以下資料，商店核對入帳後即為您出貨。</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={idOf('name')}
          label="匯款人姓名"
          required
          autoComplete="name"
          maxLength={50}
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={errors.name}
        />
        <TextField
          id={idOf('atmLastCode')}
          label="匯款帳號末 5 碼"
          required
          inputMode="numeric"
          autoComplete="off"
          maxLength={5}
          pattern="\d{5}"
          value={atmLastCode}
          onChange={(e) => setAtmLastCode(e.target.value.replace(/\D/g, ''))}
          error={errors.atmLastCode}
        />
      </div>
      <button type="submit" disabled={sending} className={`${primaryButton} sm:w-auto`}>
        {sending ? '送出中…' : '送出匯款回報'}
      </button>
    </form>
  );
}
