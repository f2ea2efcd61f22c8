'use client';
import { formatPrice } from '@/lib/format/price';
import { card } from '../styles';
import { checked, Check, Field, instantOf, numberOf, Select, taiwanLocal } from './fields';
import { SaveForm, type Build } from './SaveForm';
import { useSettings, type SettingsView } from './SettingsContext';

type Promotion = SettingsView['promotions'][number];
type PromoCode = SettingsView['promoCodes'][number];

const KIND_LABELS: Record<string, string> = {
  order_discount: '滿額折扣',
  order_free_shipping: '滿額免運',
  product_discount: '商品組合優惠（買 N 件折）',
};

const period = (p: { startsAt: string | null; endsAt: string | null }) =>
  p.startsAt || p.endsAt
    ? `${taiwanLocal(p.startsAt).replace('T', ' ') || '即日起'} ～ ${taiwanLocal(p.endsAt).replace('T', ' ') || '不限'}`
    : '不限期間';

function Period({ p }: { p?: { startsAt: string | null; endsAt: string | null } }) {
  return (
    <>
      <Field
        label="開始（選填，台灣時間）"
        name="startsAt"
        type="datetime-local"
        defaultValue={taiwanLocal(p?.startsAt ?? null)}
      />
      <Field
        label="結束（選填，台灣時間）"
        name="endsAt"
        type="datetime-local"
        defaultValue={taiwanLocal(p?.endsAt ?? null)}
      />
    </>
  );
}

const promotionBody =
  (id?: number): Build =>
  (data) => ({
    ...(id === undefined ? {} : { id }),
    name: String(data.get('name') ?? ''),
    kind: String(data.get('kind')),
    minAmount: numberOf(data, 'minAmount') ?? 0,
    minQuantity: numberOf(data, 'minQuantity') ?? 1,
    discount: numberOf(data, 'discount') ?? 0,
    productNanoId: String(data.get('productNanoId') ?? '').trim() || null,
    enable: checked(data, 'enable'),
    startsAt: instantOf(data, 'startsAt'),
    endsAt: instantOf(data, 'endsAt'),
  });

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

const codeBody =
  (id?: number): Build =>
  (data) => ({
    ...(id === undefined ? {} : { id }),
    code: String(data.get('code') ?? ''),
    name: String(data.get('name') ?? ''),
    discountType: String(data.get('discountType')),
    value: numberOf(data, 'value') ?? 0,
    minAmount: numberOf(data, 'minAmount') ?? 0,
    usageLimit: numberOf(data, 'usageLimit') ?? null,
    perMemberLimit: numberOf(data, 'perMemberLimit') ?? null,
    enable: checked(data, 'enable'),
    startsAt: instantOf(data, 'startsAt'),
    endsAt: instantOf(data, 'endsAt'),
  });

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
        options={[
          ['amount', '折抵金額（元）'],
          ['percent', '折扣百分比（%）'],
        ]}
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

/** Switched on is not yet running: a period may not have started, or be over. */
function state(p: { enable: boolean; startsAt: string | null; endsAt: string | null }) {
  const now = Date.now();
  const text = !p.enable
    ? '已停用'
    : p.endsAt && Date.parse(p.endsAt) <= now
      ? '已結束'
      : p.startsAt && Date.parse(p.startsAt) > now
        ? '尚未開始'
        : '進行中';
  return <span className={text === '進行中' ? 'text-primary' : 'text-muted'}>{text}</span>;
}

/** Automatic promotions and promo codes, each with how many orders used it. */
export function PromotionsSection() {
  const { view } = useSettings();
  return (
    <div className="grid gap-4 lg:grid-cols-2">
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
                  <span className="text-muted">{period(p)}</span>
                  <span>已用於 {p.uses} 筆訂單</span>
                  {state(p)}
                </summary>
                <SaveForm
                  section="promotions"
                  label={`編輯促銷 ${p.name}`}
                  build={promotionBody(p.id)}
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
            build={promotionBody()}
            resetOnSave
            className="mt-3 space-y-3"
          >
            <PromotionFields />
          </SaveForm>
        </details>
      </div>
      <div className="space-y-2">
        <h3 className="text-base font-semibold">優惠碼</h3>
        <ul className="space-y-2" aria-label="優惠碼列表">
          {view.promoCodes.map((c) => (
            <li key={c.id} className={card}>
              <details>
                <summary className="flex min-h-11 cursor-pointer flex-wrap items-center gap-x-3 text-sm">
                  <span className="font-mono font-medium">{c.code}</span>
                  <span>{c.name}</span>
                  <span>
                    {c.discountType === 'percent' ? `折 ${c.value}%` : `折 ${formatPrice(c.value)}`}
                  </span>
                  <span className="text-muted">{period(c)}</span>
                  <span>
                    已使用 {c.uses}
                    {c.usageLimit !== null ? ` / ${c.usageLimit}` : ''} 次
                  </span>
                  {state(c)}
                </summary>
                <SaveForm
                  section="promoCodes"
                  label={`編輯優惠碼 ${c.code}`}
                  build={codeBody(c.id)}
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
            build={codeBody()}
            resetOnSave
            className="mt-3 space-y-3"
          >
            <CodeFields />
          </SaveForm>
        </details>
      </div>
    </div>
  );
}
