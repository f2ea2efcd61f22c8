'use client';
import { promotionBody } from '@/lib/console/settings/promotionBodies';
import { promotionPeriodText } from '@/lib/console/settings/promotionWindow';
import { formatPrice } from '@/lib/format/price';
import { card } from '../styles';
import { Check, Field, Select } from './fields';
import { Period, runState } from './PromotionWindow';
import { SaveForm } from './SaveForm';
import { useSettings, type SettingsView } from './SettingsContext';

type Promotion = SettingsView['promotions'][number];
type PromotionKind = Promotion['kind'];

/** Each kind as the owner reads it. */
const KIND_LABELS: Record<PromotionKind, string> = {
  order_discount: '滿額折扣',
  order_free_shipping: '滿額免運',
  product_discount: '商品組合優惠（買 N 件折）',
};

function PromotionFields({ p }: { p?: Promotion }) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <Field label="名稱" name="name" required maxLength={50} defaultValue={p?.name} />
      <Select
        label="類型"
        name="kind"
        defaultValue={p?.kind ?? 'order_discount'}
        options={Object.entries(KIND_LABELS)}
      />
      <Field label="最低消費（元）" name="minAmount" inputMode="numeric" defaultValue={p?.minAmount ?? 0} />
      <Field
        label="折扣金額（元）"
        name="discount"
        inputMode="numeric"
        defaultValue={p?.discount ?? 0}
        hint="滿額免運不需填"
      />
      <Field
        label="商品編號（商品組合優惠）"
        name="productNanoId"
        defaultValue={p?.productNanoId ?? ''}
        hint="商品網址 /product/ 後的編號"
      />
      <Field
        label="每組件數（商品組合優惠）"
        name="minQuantity"
        inputMode="numeric"
        defaultValue={p?.minQuantity ?? 1}
      />
      <Period p={p} />
      <Check label="啟用" name="enable" defaultChecked={p?.enable ?? true} />
    </div>
  );
}

/** The automatic promotions, each with how many orders it took something off. */
export function PromotionsSection() {
  const { view } = useSettings();
  return (
    <div className="space-y-2">
      <h3 className="text-base font-semibold">自動促銷</h3>
      <ul className="space-y-2" aria-label="自動促銷列表">
        {view.promotions.map((p) => (
          <li key={p.id} className={card}>
            <details>
              <summary className="flex min-h-11 cursor-pointer flex-wrap items-center gap-x-3 text-sm">
                <span className="font-medium">{p.name}</span>
                <span className="text-muted">{KIND_LABELS[p.kind]}</span>
                <span>
                  {p.kind === 'product_discount'
                    ? `${p.productName ?? ''} 每 ${p.minQuantity} 件折 ${formatPrice(p.discount)}`
                    : `滿 ${formatPrice(p.minAmount)}${p.kind === 'order_discount' ? ` 折 ${formatPrice(p.discount)}` : ' 免運'}`}
                </span>
                <span className="text-muted">{promotionPeriodText(p)}</span>
                <span>已用於 {p.uses} 筆訂單</span>
                {runState(p)}
              </summary>
              <SaveForm
                section="promotions"
                label={`編輯促銷 ${p.name}`}
                build={(data) => promotionBody(data, p.id)}
                className="mt-3 space-y-3"
              >
                <PromotionFields p={p} />
              </SaveForm>
            </details>
          </li>
        ))}
      </ul>
      <details className={card}>
        <summary className="min-h-11 cursor-pointer py-2 text-sm font-medium text-primary">
          新增自動促銷
        </summary>
        <SaveForm
          section="promotions"
          label="新增自動促銷"
          build={(data) => promotionBody(data)}
          resetOnSave
          className="mt-3 space-y-3"
        >
          <PromotionFields />
        </SaveForm>
      </details>
    </div>
  );
}
