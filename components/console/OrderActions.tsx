'use client';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import {
  ACTION_LABELS,
  ORDER_ACTION_FIELD_NAMES,
  actionButtons,
  type ActionButton,
  type ConsoleOrderAction,
} from '@/lib/console/orderActions';
import { Status } from './Status';
import { buttonDanger, buttonPrimary, buttonSecondary, input, label } from './styles';
import { useSave } from './useSave';

/** Actions that ask before they are applied: they cannot be taken back. */
const CONFIRM: Partial<Record<ConsoleOrderAction, string>> = {
  cancel: '確定取消此訂單？庫存、購物金與回饋金將退回。',
  'approve-return': '確定核准此退貨？將退回款項、購物金與回饋金。',
  'confirm-payment': '確定已收到這筆轉帳？',
  'approve-payment': '確定核准這筆付款？付款完成後訂單將轉為待出貨。',
  'reject-payment': '確定拒絕這筆付款？金流服務將取消這筆交易。',
};

const LOOKS: Record<ActionButton['look'], string> = {
  primary: buttonPrimary,
  secondary: buttonSecondary,
  danger: buttonDanger,
};

/** The actions the order allows now; each sends the version shown, so a change made meanwhile is refused. */
export function OrderActions({
  shopId,
  orderId,
  version,
  actions,
}: {
  shopId: number;
  orderId: number;
  version: number;
  actions: ConsoleOrderAction[];
}) {
  const router = useRouter();
  const { busy, notice, save } = useSave(shopId, ORDER_ACTION_FIELD_NAMES, { keep: true });
  const [restock, setRestock] = useState(true);

  // The page is read again whatever the answer: a refused action was often refused by a change
  // made meanwhile, which the staff member should see.
  async function run(action: ConsoleOrderAction, extra: Record<string, unknown> = {}) {
    if (CONFIRM[action] && !window.confirm(CONFIRM[action])) return;
    const body = { action, version, ...extra };
    await save(`/orders/${orderId}/actions`, 'POST', body, `完成：${ACTION_LABELS[action]}`);
    router.refresh();
  }

  const submit = (action: ConsoleOrderAction, field: string) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const text = String(new FormData(form).get(field) ?? '').trim();
    void run(action, { [field]: text }).then(() => form.reset());
  };

  /** 標記為已出貨, with the carrier's tracking number when one was typed. */
  const submitShipped = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const tracking = String(new FormData(form).get('tracking') ?? '').trim();
    void run('mark-shipped', tracking ? { tracking } : {}).then(() => form.reset());
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-2">
        {actionButtons(actions).map(({ action, look }) => (
          <button
            key={action}
            type="button"
            disabled={busy}
            className={LOOKS[look]}
            onClick={() => run(action, action === 'approve-return' ? { restock } : {})}
          >
            {ACTION_LABELS[action]}
          </button>
        ))}
      </div>
      {actions.includes('mark-shipped') ? (
        <form onSubmit={submitShipped} className="space-y-2">
          <label htmlFor="ship-tracking" className={label}>
            {actions.includes('ship')
              ? '自行寄送時的託運資訊（選填，顧客看得到）'
              : '託運資訊：宅配業者與單號（選填，顧客看得到）'}
          </label>
          <input
            id="ship-tracking"
            name="tracking"
            maxLength={40}
            placeholder="例如 黑貓宅急便 1234-5678-9012"
            className={input}
          />
          <button type="submit" disabled={busy} className={buttonSecondary}>
            {ACTION_LABELS['mark-shipped']}
          </button>
        </form>
      ) : null}
      {actions.includes('approve-return') ? (
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={restock} onChange={(e) => setRestock(e.target.checked)} />
          核准時將退貨商品放回庫存
        </label>
      ) : null}
      {actions.includes('reject-return') ? (
        <form onSubmit={submit('reject-return', 'reason')} className="space-y-2">
          <label htmlFor="reject-reason" className={label}>
            不核准原因
          </label>
          <input id="reject-reason" name="reason" required maxLength={200} className={input} />
          <button type="submit" disabled={busy} className={buttonSecondary}>
            {ACTION_LABELS['reject-return']}
          </button>
        </form>
      ) : null}
      <form onSubmit={submit('note', 'note')} className="space-y-2">
        <label htmlFor="order-note" className={label}>
          內部備註（顧客看不到）
        </label>
        <textarea id="order-note" name="note" required maxLength={500} rows={2} className={input} />
        <button type="submit" disabled={busy} className={buttonSecondary}>
          {ACTION_LABELS.note}
        </button>
      </form>
      <Status message={notice} testId="action-result" />
    </div>
  );
}
