'use client';
import { useState } from 'react';
import { keysOf, keysSetFor } from '@/lib/console/settings/keyFields';
import { card } from '../styles';
import { KeyFields, Select } from './fields';
import { ENVIRONMENT_OPTIONS, PROVIDER_NAMES, withSandbox } from './providerChoices';
import { SaveForm } from './SaveForm';
import { useSettings } from './SettingsContext';

/** The e-invoice provider and when invoices are issued. */
export function InvoiceSection() {
  const { view } = useSettings();
  const current = view.invoice;
  const [provider, setProvider] = useState<string>(current?.provider ?? 'ecpay');
  return (
    <div className={card}>
      <p className="mb-2 text-sm text-muted">
        {current ? `目前：${PROVIDER_NAMES[current.provider] ?? current.provider}` : '尚未設定電子發票'}
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
            (v) => [v, PROVIDER_NAMES[v] ?? v] as const,
          )}
        />
        <Select
          label="環境"
          name="environment"
          defaultValue={current?.environment ?? 'test'}
          options={ENVIRONMENT_OPTIONS}
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
            set={keysSetFor(current?.keys, current?.provider, provider)}
          />
        ) : null}
      </SaveForm>
    </div>
  );
}
