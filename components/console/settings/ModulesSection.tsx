'use client';
import { card } from '../styles';
import { checked, Check, Field, numberOf } from './fields';
import { SaveForm } from './SaveForm';
import { useSettings } from './SettingsContext';

const MODULE_LABELS: Record<string, [string, string]> = {
  ecommerce: ['線上購物', '關閉時商店顯示「尚未開放」'],
  member: ['會員', '會員登入、會員中心'],
  cashback: ['購物金', '關閉時購物金不回饋也不能折抵'],
};

/** The shop's modules, each switched on its own, and the limits of open orders and low stock. */
export function ModulesSection() {
  const { view } = useSettings();
  return (
    <div className="grid gap-3 md:grid-cols-2">
      <ul className={`${card} space-y-3`} aria-label="模組">
        {Object.entries(view.modules).map(([module, on]) => {
          const [name, hint] = MODULE_LABELS[module] ?? [module, ''];
          return (
            <li key={module}>
              <SaveForm
                section="modules"
                label={`模組 ${name}`}
                submit={on ? `關閉${name}` : `開啟${name}`}
                danger={on}
                confirm={
                  module === 'ecommerce' && on ? '關閉線上購物後，顧客將看到「尚未開放」，確定？' : undefined
                }
                className="flex flex-wrap items-center justify-between gap-3"
                build={() => ({ module, enabled: !on })}
              >
                <div>
                  <p className="text-sm font-medium">
                    {name}：
                    <span className={on ? 'text-primary' : 'text-muted'}>{on ? '開啟中' : '已關閉'}</span>
                  </p>
                  <p className="text-xs text-muted">{hint}</p>
                </div>
              </SaveForm>
            </li>
          );
        })}
      </ul>
      <div className={card}>
        <h3 className="mb-2 text-base font-semibold">上限</h3>
        <SaveForm
          section="limits"
          label="上限"
          build={(data) => ({
            openOrders: numberOf(data, 'openOrders'),
            lowStock: numberOf(data, 'lowStock'),
          })}
        >
          <Field
            label="每位會員未付款訂單上限"
            name="openOrders"
            inputMode="numeric"
            required
            defaultValue={view.limits.openOrders}
          />
          <Field
            label="庫存不足門檻"
            name="lowStock"
            inputMode="numeric"
            required
            defaultValue={view.limits.lowStock}
            hint="今日頁列出庫存少於此數的規格"
          />
        </SaveForm>
      </div>
    </div>
  );
}

/** The cashback rule: on or off, and the share of what is paid given back. */
export function CashbackSection() {
  const { view } = useSettings();
  return (
    <div className={card}>
      {!view.modules.cashback ? (
        <p className="mb-2 text-sm text-muted">購物金模組目前關閉：開啟模組後此規則才生效。</p>
      ) : null}
      <SaveForm
        section="cashback"
        label="購物金回饋"
        build={(data) => {
          const percent = numberOf(data, 'percent');
          if (typeof percent !== 'number') return '回饋比例須為數字（例如 5 即 5%）';
          return { enabled: checked(data, 'enabled'), addRate: Math.round(percent * 100) / 10_000 };
        }}
      >
        <Check label="訂單付款後回饋購物金" name="enabled" defaultChecked={view.cashback.enabled} />
        <Field
          label="回饋比例（%）"
          name="percent"
          inputMode="decimal"
          defaultValue={Math.round(view.cashback.addRate * 10_000) / 100}
          hint="例如 5 表示付款金額的 5% 回饋為購物金"
        />
      </SaveForm>
    </div>
  );
}
