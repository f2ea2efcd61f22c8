'use client';
import { useState } from 'react';
import { keysSetFor } from '@/lib/console/settings/keyFields';
import { lineBody } from '@/lib/console/settings/messagingBodies';
import { card } from '../styles';
import { Field, KeyFields, Select } from './fields';
import { SaveForm } from './SaveForm';
import { useSettings } from './SettingsContext';

/** The shop's LINE Login channel: its Channel ID and secret, or a sandbox channel where allowed. */
export function LineSection() {
  const { view } = useSettings();
  const [lineEnv, setLineEnv] = useState<string>(view.line?.environment ?? 'production');
  return (
    <div className={card}>
      <h3 className="text-base font-semibold">LINE 登入</h3>
      <p className="mb-2 text-sm text-muted">
        {view.line ? `目前 Channel ID：${view.line.channelId}` : '尚未設定 LINE 登入'}
      </p>
      <SaveForm section="line" label="LINE 登入" build={(data) => lineBody(data, lineEnv)}>
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
            {view.line?.keys.set ? (
              <p className="text-xs text-muted">更換 Channel ID 時，須一併填入新 Channel 的金鑰。</p>
            ) : null}
            <KeyFields
              fields={view.options.keyFields.line}
              set={keysSetFor(view.line?.keys, view.line?.environment, 'production')}
            />
          </>
        ) : null}
      </SaveForm>
    </div>
  );
}
