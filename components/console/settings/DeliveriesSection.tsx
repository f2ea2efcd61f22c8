'use client';
import { CVS_CHAIN_LABELS, CVS_CHAINS } from '@/lib/delivery/chains';
import { branchLine, deliveryBody } from '@/lib/console/settings/deliveryBody';
import { formatPrice } from '@/lib/format/price';
import { card } from '../styles';
import { Check, Field, Select } from './fields';
import { SaveForm } from './SaveForm';
import { useSettings, type SettingsView } from './SettingsContext';

type Delivery = SettingsView['deliveries'][number];

const DELIVERY_TYPE_LABELS: Record<string, string> = {
  home: '宅配到府',
  cvs: '超商取貨',
  store: '門市自取',
};
const CHAINS = [['', '（非超商取貨）'] as const, ...CVS_CHAINS.map((c) => [c, CVS_CHAIN_LABELS[c]] as const)];

function DeliveryFields({ d }: { d?: Delivery }) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <Field label="名稱" name="name" required maxLength={50} defaultValue={d?.name} />
      <Select
        label="類型"
        name="type"
        defaultValue={d?.type ?? 'home'}
        options={Object.entries(DELIVERY_TYPE_LABELS)}
      />
      <Select label="連鎖超商（超商取貨）" name="chain" defaultValue={d?.chain ?? ''} options={CHAINS} />
      <Field label="運費（元）" name="fee" inputMode="numeric" required defaultValue={d?.fee ?? 0} />
      <Field
        label="免運門檻（元，選填）"
        name="freeOver"
        inputMode="numeric"
        defaultValue={d?.freeOver ?? ''}
        hint="訂單滿此金額免運；留空則不免運"
      />
      <div className="sm:col-span-2">
        <label className="block text-sm font-medium text-ink" htmlFor={`branches-${d?.id ?? 'new'}`}>
          取貨門市（門市自取，一行一間）
        </label>
        <textarea
          id={`branches-${d?.id ?? 'new'}`}
          name="branches"
          rows={2}
          placeholder="本店|台北市信義區松高路 1 號|10:00-21:00"
          defaultValue={d?.branches.map(branchLine).join('\n')}
          className="mt-1 block w-full rounded-lg border border-line bg-white px-3 py-2 text-sm text-ink focus:border-primary focus:outline-none"
        />
      </div>
      <Check label="可貨到付款" name="collection" defaultChecked={d?.collection ?? false} />
      <Check label="啟用（顧客結帳時可選）" name="enabled" defaultChecked={d?.enabled ?? true} />
    </div>
  );
}

/** The shop's deliveries: each editable (or removed when no order used it), and a new one. */
export function DeliveriesSection() {
  const { view } = useSettings();
  return (
    <div className="space-y-3">
      <ul className="space-y-2" aria-label="配送方式列表">
        {view.deliveries.map((d) => (
          <li key={d.id} className={card}>
            <details>
              <summary className="flex min-h-11 cursor-pointer flex-wrap items-center gap-x-3 text-sm">
                <span className="font-medium">{d.name}</span>
                <span className="text-muted">{DELIVERY_TYPE_LABELS[d.type] ?? d.type}</span>
                <span>運費 {formatPrice(d.fee)}</span>
                {d.freeOver !== null ? (
                  <span className="text-muted">滿 {formatPrice(d.freeOver)} 免運</span>
                ) : null}
                <span className={d.enabled ? 'text-primary' : 'text-muted'}>
                  {d.enabled ? '啟用中' : '已停用'}
                </span>
              </summary>
              <div className="mt-3 space-y-3">
                <SaveForm
                  section="deliveries"
                  label={`編輯配送方式 ${d.name}`}
                  build={(data) => deliveryBody(data, d.id)}
                >
                  <DeliveryFields d={d} />
                </SaveForm>
                <SaveForm
                  section="deliveries"
                  label={`刪除配送方式 ${d.name}`}
                  submit="刪除"
                  danger
                  confirm={`確定刪除配送方式「${d.name}」？`}
                  build={() => ({ action: 'remove', id: d.id })}
                />
              </div>
            </details>
          </li>
        ))}
      </ul>
      <details className={card}>
        <summary className="min-h-11 cursor-pointer py-2 text-sm font-medium text-primary">
          新增配送方式
        </summary>
        <SaveForm
          section="deliveries"
          label="新增配送方式"
          build={(data) => deliveryBody(data)}
          resetOnSave
          className="mt-3 space-y-3"
        >
          <DeliveryFields />
        </SaveForm>
      </details>
    </div>
  );
}
