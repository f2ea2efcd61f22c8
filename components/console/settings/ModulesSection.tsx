'use client';
import { numberOf } from '@/lib/console/settings/formValues';
import { card } from '../styles';
import { Field } from './fields';
import { SaveForm } from './SaveForm';
import { useSettings, type SettingsView } from './SettingsContext';

/** Each module's name and what switching it does. */
const MODULE_LABELS: Record<keyof SettingsView['modules'], [string, string]> = {
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
          const [name, hint] = MODULE_LABELS[module as keyof SettingsView['modules']];
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
