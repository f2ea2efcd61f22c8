'use client';
import { useState } from 'react';
import { card } from '../styles';
import { ENVIRONMENTS } from './GatewaySection';
import { Field, KeyFields, keysOf, Select } from './fields';
import { SaveForm } from './SaveForm';
import { useSettings } from './SettingsContext';

const LABELS: Record<string, string> = { ecpay: '綠界科技', sandbox: '測試（示範用，不實際串接）' };

/** The sandbox is offered where the deployment allows it, or where the shop uses it already. */
const withSandbox = (sandbox: boolean, current: string | undefined, others: string[]) => [
  ...others,
  ...(sandbox || current === 'sandbox' ? ['sandbox'] : []),
];

/** The store map of convenience-store pickups. */
export function LogisticsSection() {
  const { view } = useSettings();
  const current = view.logistics;
  const [provider, setProvider] = useState<string>(current?.provider ?? 'ecpay');
  return (
    <div className={card}>
      <p className="mb-2 text-sm text-muted">
        {current ? `目前：${LABELS[current.provider] ?? current.provider}` : '尚未設定超商門市地圖'}
      </p>
      <SaveForm
        section="logistics"
        label="超商門市地圖"
        build={(data) => ({
          provider,
          environment: String(data.get('environment')),
          credentials: keysOf(data),
        })}
      >
        <Select
          label="物流服務"
          name="provider"
          value={provider}
          onChange={(e) => setProvider(e.target.value)}
          options={withSandbox(view.options.sandbox, current?.provider, ['ecpay']).map(
            (v) => [v, LABELS[v] ?? v] as const,
          )}
        />
        <Select
          label="環境"
          name="environment"
          defaultValue={current?.environment ?? 'test'}
          options={ENVIRONMENTS}
        />
        {provider === 'ecpay' ? (
          <KeyFields
            fields={view.options.keyFields.logistics}
            set={!!current?.keys.set && current.provider === provider}
          />
        ) : null}
      </SaveForm>
    </div>
  );
}

/** The e-invoice provider and when invoices are issued. */
export function InvoiceSection() {
  const { view } = useSettings();
  const current = view.invoice;
  const [provider, setProvider] = useState<string>(current?.provider ?? 'ecpay');
  return (
    <div className={card}>
      <p className="mb-2 text-sm text-muted">
        {current ? `目前：${LABELS[current.provider] ?? current.provider}` : '尚未設定電子發票'}
      </p>
      <SaveForm
        section="invoice"
        label="電子發票"
        build={(data) => ({
          provider,
          environment: String(data.get('environment')),
          issueAt: String(data.get('issueAt')),
          credentials: keysOf(data),
        })}
      >
        <Select
          label="發票平台"
          name="provider"
          value={provider}
          onChange={(e) => setProvider(e.target.value)}
          options={withSandbox(view.options.sandbox, current?.provider, ['ecpay']).map(
            (v) => [v, LABELS[v] ?? v] as const,
          )}
        />
        <Select
          label="環境"
          name="environment"
          defaultValue={current?.environment ?? 'test'}
          options={ENVIRONMENTS}
        />
        <Select
          label="開立時機"
          name="issueAt"
          defaultValue={current?.issueAt ?? 'paid'}
          options={[
            ['paid', '付款後'],
            ['shipped', '出貨後'],
          ]}
        />
        {provider === 'ecpay' ? (
          <KeyFields
            fields={view.options.keyFields.invoice}
            set={!!current?.keys.set && current.provider === provider}
          />
        ) : null}
      </SaveForm>
    </div>
  );
}

const SMS_LABELS: Record<string, string> = {
  none: '不使用（示範模式寄到開發信箱）',
  mitake: '三竹簡訊',
  every8d: 'EVERY8D',
  twilio: 'Twilio',
};

/** The organisation's text-message provider (sign-in codes) and the shop's LINE Login channel. */
export function MessagingSection() {
  const { view } = useSettings();
  const sms = view.sms;
  const [provider, setProvider] = useState<string>(sms?.provider ?? 'none');
  const [lineEnv, setLineEnv] = useState<string>(view.line?.environment ?? 'production');
  const smsFields = view.options.keyFields.sms[provider as keyof typeof view.options.keyFields.sms] ?? [];
  return (
    <div className="grid gap-3 md:grid-cols-2">
      <div className={card}>
        <h3 className="text-base font-semibold">簡訊（登入驗證碼）</h3>
        <p className="mb-2 text-sm text-muted">組織內所有商店共用同一個簡訊服務。</p>
        <SaveForm
          section="sms"
          label="簡訊"
          build={(data) => ({
            provider,
            ...(provider === 'none' ? {} : { credentials: keysOf(data) }),
            ...(String(data.get('sender') ?? '').trim() ? { sender: String(data.get('sender')) } : {}),
          })}
        >
          <Select
            label="簡訊服務"
            name="provider"
            value={provider}
            onChange={(e) => setProvider(e.target.value)}
            options={Object.entries(SMS_LABELS)}
          />
          {provider === 'none' ? null : (
            <>
              <Field
                label="簡訊開頭名稱（選填）"
                name="sender"
                maxLength={20}
                defaultValue={sms?.sender ?? ''}
              />
              <KeyFields fields={smsFields} set={!!sms?.keys.set && sms.provider === provider} />
            </>
          )}
        </SaveForm>
      </div>
      <div className={card}>
        <h3 className="text-base font-semibold">LINE 登入</h3>
        <p className="mb-2 text-sm text-muted">
          {view.line ? `目前 Channel ID：${view.line.channelId}` : '尚未設定 LINE 登入'}
        </p>
        <SaveForm
          section="line"
          label="LINE 登入"
          build={(data) => ({
            environment: lineEnv,
            ...(lineEnv === 'production'
              ? { channelId: String(data.get('channelId') ?? ''), credentials: keysOf(data) }
              : {}),
          })}
        >
          <Select
            label="環境"
            name="environment"
            value={lineEnv}
            onChange={(e) => setLineEnv(e.target.value)}
            options={[
              ['production', '正式（LINE Developers 的 Channel）'],
              ...(view.options.sandbox || view.line?.environment === 'sandbox'
                ? [['sandbox', '測試'] as const]
                : []),
            ]}
          />
          {lineEnv === 'production' ? (
            <>
              <Field
                label="Channel ID"
                name="channelId"
                inputMode="numeric"
                defaultValue={view.line?.channelId ?? ''}
              />
              <KeyFields
                fields={view.options.keyFields.line}
                set={!!view.line?.keys.set && view.line.environment === 'production'}
              />
            </>
          ) : null}
        </SaveForm>
      </div>
    </div>
  );
}
