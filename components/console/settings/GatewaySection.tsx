'use client';
import { useState } from 'react';
import type { PaymentType } from '@/lib/api/contract';
import { checked } from '@/lib/console/settings/formValues';
import { keysOf, keysSetFor } from '@/lib/console/settings/keyFields';
import { PAYMENT_TYPE_LABELS } from '@/lib/order/labels';
import { card } from '../styles';
import { Check, KeyFields, Select } from './fields';
import { ENVIRONMENT_OPTIONS } from './providerChoices';
import { SaveForm } from './SaveForm';
import { useSettings, type SettingsView } from './SettingsContext';

type Payment = SettingsView['payments'][number];

const PROVIDER_LABELS: Record<string, string> = {
  sandbox: '測試金流（不實際收款）',
  newebpay: '藍新金流',
  ecpay: '綠界科技',
  linepay: 'LINE Pay',
  jkos: '街口支付',
  pchomepay: '支付連',
};

const typeLabel = (type: PaymentType) =>
  type === 'atm' ? 'ATM 虛擬帳號（金流發號）' : `${PAYMENT_TYPE_LABELS[type]}（${type}）`;

/** One online type: which provider takes it, in which environment, with which keys. */
function GatewayForm({ p }: { p: Payment }) {
  const { view } = useSettings();
  const providers = Object.entries(view.options.gatewayTypes)
    .filter(
      ([provider, types]) =>
        (types as readonly string[]).includes(p.type) && (provider !== 'sandbox' || view.options.sandbox),
    )
    .map(([provider]) => provider);
  const [provider, setProvider] = useState(p.gateway ?? providers[0] ?? '');
  const fields =
    view.options.keyFields.gateway[provider as keyof typeof view.options.keyFields.gateway] ?? [];
  return (
    <SaveForm
      section="gateway"
      label={typeLabel(p.type)}
      build={(data) => ({
        type: p.type,
        provider,
        environment: String(data.get('environment')),
        enable: checked(data, 'enable'),
        credentials: keysOf(data),
      })}
    >
      <Select
        label="金流服務"
        name="provider"
        value={provider}
        onChange={(e) => setProvider(e.target.value)}
        options={providers.map((v) => [v, PROVIDER_LABELS[v] ?? v] as const)}
      />
      <Select label="環境" name="environment" defaultValue={p.environment} options={ENVIRONMENT_OPTIONS} />
      <Check label="開啟此付款方式" name="enable" defaultChecked={p.enabled && !!p.gateway} />
      {p.type === 'atm' && !p.gateway ? (
        <p className="text-xs text-muted">儲存後 ATM 改由金流發給每筆訂單虛擬帳號，不再使用商店自有帳戶。</p>
      ) : null}
      <KeyFields fields={fields} set={keysSetFor(p.keys, p.gateway, provider)} />
    </SaveForm>
  );
}

/** The online payment types, each through a gateway. */
export function GatewaySection() {
  const { view } = useSettings();
  const online = view.payments.filter((p) => p.type !== 'COD');
  return (
    <ul className="grid gap-3 md:grid-cols-2" aria-label="線上付款方式">
      {online.map((p) => (
        <li key={p.type} className={card}>
          <h3 className="text-base font-semibold">{typeLabel(p.type)}</h3>
          <p className="mb-2 text-sm text-muted">
            {p.gateway
              ? `${PROVIDER_LABELS[p.gateway] ?? p.gateway}・${p.environment === 'production' ? '正式' : '測試'}・${p.enabled ? '開啟中' : '已關閉'}`
              : '未設定金流'}
          </p>
          <GatewayForm p={p} />
        </li>
      ))}
    </ul>
  );
}
