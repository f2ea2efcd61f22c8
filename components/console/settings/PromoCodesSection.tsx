'use client';
import { promoCodeBody } from '@/lib/console/settings/promotionBodies';
import { promotionPeriodText } from '@/lib/console/settings/promotionWindow';
import { formatPrice } from '@/lib/format/price';
import { card } from '../styles';
import { Check, Field, Select } from './fields';
import { Period, runState } from './PromotionWindow';
import { SaveForm } from './SaveForm';
import { useSettings, type SettingsView } from './SettingsContext';

type PromoCode = SettingsView['promoCodes'][number];

const DISCOUNT_TYPES: readonly (readonly [PromoCode['discountType'], string])[] = [
  ['amount', '折抵金額（元）'],
  ['percent', '折扣百分比（%）'],
];

function CodeFields({ c }: { c?: PromoCode }) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <Field
        label="優惠碼"
        name="code"
        required
        maxLength={30}
        defaultValue={c?.code}
        autoCapitalize="characters"
      />
      <Field label="名稱" name="name" required maxLength={50} defaultValue={c?.name} />
      <Select
        label="折扣方式"
        name="discountType"
        defaultValue={c?.discountType ?? 'amount'}
        options={DISCOUNT_TYPES}
      />
      <Field label="折扣" name="value" inputMode="numeric" required defaultValue={c?.value ?? ''} />
      <Field label="最低消費（元）" name="minAmount" inputMode="numeric" defaultValue={c?.minAmount ?? 0} />
      <Field
        label="總使用次數上限（選填）"
        name="usageLimit"
        inputMode="numeric"
        defaultValue={c?.usageLimit ?? ''}
      />
      <Field
        label="每位會員次數上限（選填）"
        name="perMemberLimit"
        inputMode="numeric"
        defaultValue={c?.perMemberLimit ?? ''}
      />
      <Period p={c} />
      <Check label="啟用" name="enable" defaultChecked={c?.enable ?? true} />
    </div>
  );
}

/** The promo codes shoppers type, each with its uses. */
export function PromoCodesSection() {
  const { view } = useSettings();
  return (
    <div className="space-y-2">
      <h3 className="text-base font-semibold">優惠碼</h3>
      <ul className="space-y-2" aria-label="優惠碼列表">
        {view.promoCodes.map((c) => (
          <li key={c.id} className={card}>
            <details>
              <summary className="flex min-h-11 cursor-pointer flex-wrap items-center gap-x-3 text-sm">
                <span className="font-mono font-medium">{c.code}</span>
                <span>{c.name}</span>
                <span>{c.discountType === 'percent' ? `折 ${c.value}%` : `折 ${formatPrice(c.value)}`}</span>
                <span className="text-muted">{promotionPeriodText(c)}</span>
                <span>
                  已使用 {c.uses}
                  {c.usageLimit !== null ? ` / ${c.usageLimit}` : ''} 次
                </span>
                {runState(c)}
              </summary>
              <SaveForm
                section="promoCodes"
                label={`編輯優惠碼 ${c.code}`}
                build={(data) => promoCodeBody(data, c.id)}
                className="mt-3 space-y-3"
              >
                <CodeFields c={c} />
              </SaveForm>
            </details>
          </li>
        ))}
      </ul>
      <details className={card}>
        <summary className="min-h-11 cursor-pointer py-2 text-sm font-medium text-primary">
          新增優惠碼
        </summary>
        <SaveForm
          section="promoCodes"
          label="新增優惠碼"
          build={(data) => promoCodeBody(data)}
          resetOnSave
          className="mt-3 space-y-3"
        >
          <CodeFields />
        </SaveForm>
      </details>
    </div>
  );
}
