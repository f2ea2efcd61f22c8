'use client';
import { cashbackBody, cashbackPercent } from '@/lib/console/settings/cashbackBody';
import { card } from '../styles';
import { Check, Field } from './fields';
import { SaveForm } from './SaveForm';
import { useSettings } from './SettingsContext';

/** The cashback rule: on or off, and the share of what is paid given back. */
export function CashbackSection() {
  const { view } = useSettings();
  return (
    <div className={card}>
      {!view.modules.cashback ? (
        <p className="mb-2 text-sm text-muted">購物金模組目前關閉：開啟模組後此規則才生效。</p>
      ) : null}
      <SaveForm section="cashback" label="購物金回饋" build={cashbackBody}>
        <Check label="訂單付款後回饋購物金" name="enabled" defaultChecked={view.cashback.enabled} />
        <Field
          label="回饋比例（%）"
          name="percent"
          inputMode="decimal"
          defaultValue={cashbackPercent(view.cashback.addRate)}
          hint="例如 5 表示付款金額的 5% 回饋為購物金"
        />
      </SaveForm>
    </div>
  );
}
