'use client';
import { useState } from 'react';
import { keysOf, keysSetFor } from '@/lib/console/settings/keyFields';
import { card } from '../styles';
import { KeyFields, Select } from './fields';
import { ENVIRONMENT_OPTIONS, PROVIDER_NAMES, withSandbox } from './providerChoices';
import { SaveForm } from './SaveForm';
import { useSettings } from './SettingsContext';

/** The store map of convenience-store pickups. */
export function LogisticsSection() {
  const { view } = useSettings();
  const current = view.logistics;
  const [provider, setProvider] = useState<string>(current?.provider ?? 'ecpay');
  return (
    <div className={card}>
      <p className="mb-2 text-sm text-muted">
        {current ? `目前：${PROVIDER_NAMES[current.provider] ?? current.provider}` : '尚未設定超商門市地圖'}
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
            (v) => [v, PROVIDER_NAMES[v] ?? v] as const,
          )}
        />
        <Select
          label="環境"
          name="environment"
          defaultValue={current?.environment ?? 'test'}
          options={ENVIRONMENT_OPTIONS}
        />
        {provider === 'ecpay' ? (
          <KeyFields
            fields={view.options.keyFields.logistics}
            set={keysSetFor(current?.keys, current?.provider, provider)}
          />
        ) : null}
      </SaveForm>
    </div>
  );
}
