import { PAYMENT_TYPES } from '@/lib/api/contract';
import { consolePath } from '@/lib/console/names';
import { PAYMENT_TYPE_LABELS } from '@/lib/order/labels';
import type { OrderFilter } from '@/lib/server/console/orderFilters';
import { buttonPrimary, input, label } from '@/components/console/styles';

const DELIVERIES = [
  ['home', '宅配'],
  ['cvs', '超商取貨'],
  ['store', '門市自取'],
] as const;

/** A plain GET form: the filters live in the address, so a filtered list can be bookmarked and shared. */
export function OrderFilters({ filter }: { filter: OrderFilter }) {
  return (
    <form
      method="get"
      action={consolePath('/orders')}
      className="mt-4 grid grid-cols-2 gap-3 md:grid-cols-6"
      role="search"
    >
      {filter.status ? <input type="hidden" name="status" value={filter.status} /> : null}
      <div className="col-span-2">
        <label htmlFor="filter-q" className={label}>
          搜尋
        </label>
        <input
          id="filter-q"
          name="q"
          defaultValue={filter.q ?? ''}
          placeholder="訂單號碼、手機、收件人"
          className={input}
        />
      </div>
      <div>
        <label htmlFor="filter-payment" className={label}>
          付款方式
        </label>
        <select
          id="filter-payment"
          name="paymentType"
          defaultValue={filter.paymentType ?? ''}
          className={input}
        >
          <option value="">全部</option>
          {PAYMENT_TYPES.map((t) => (
            <option key={t} value={t}>
              {PAYMENT_TYPE_LABELS[t]}（{t}）
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="filter-delivery" className={label}>
          配送方式
        </label>
        <select id="filter-delivery" name="delivery" defaultValue={filter.delivery ?? ''} className={input}>
          <option value="">全部</option>
          {DELIVERIES.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="filter-from" className={label}>
          開始日期
        </label>
        <input id="filter-from" name="from" type="date" defaultValue={filter.from ?? ''} className={input} />
      </div>
      <div>
        <label htmlFor="filter-to" className={label}>
          結束日期
        </label>
        <input id="filter-to" name="to" type="date" defaultValue={filter.to ?? ''} className={input} />
      </div>
      <div className="col-span-2 flex items-end gap-3 md:col-span-6">
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            name="transfer"
            value="reported"
            defaultChecked={filter.transfer === 'reported'}
          />
          只看已回報轉帳
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            name="returns"
            value="requested"
            defaultChecked={filter.returns === 'requested'}
          />
          只看退貨申請中
        </label>
        <button type="submit" className={`${buttonPrimary} ml-auto`}>
          篩選
        </button>
      </div>
    </form>
  );
}
