'use client';
import { useState } from 'react';
import { keysSetFor } from '@/lib/console/settings/keyFields';
import { smsBody } from '@/lib/console/settings/messagingBodies';
import { card } from '../styles';
import { Field, KeyFields, Select } from './fields';
import { SaveForm } from './SaveForm';
import { useSettings, type SettingsView } from './SettingsContext';

type SmsChoice = keyof SettingsView['options']['keyFields']['sms'] | 'none';

const SMS_LABELS: Record<SmsChoice, string> = {
  mitake: '三竹簡訊',
  every8d: 'EVERY8D',
  twilio: 'Twilio',
  none: '不使用（示範模式：驗證碼寄到示範信箱）',
};

/** Said before any save: the provider is the organisation's, not this shop's. */
const SMS_CONFIRM =
  '簡訊服務由組織內所有商店共用：儲存後，組織內每一間商店（含管理後台）的登入驗證碼都改由此設定寄送，設定錯誤將使所有商店無法登入。確定儲存？';

/**
 * The organisation's text-message provider, which sends every sign-in code of every shop of the
 * organisation. Without one, codes go to the demo outbox: offered on a demo server only.
 */
export function SmsSection() {
  const { view } = useSettings();
  const sms = view.sms;
  const choices = Object.keys(SMS_LABELS).filter((c): c is SmsChoice => c !== 'none' || view.options.demo);
  const [provider, setProvider] = useState<SmsChoice>(
    sms?.provider ?? (view.options.demo ? 'none' : choices[0]!),
  );
  const fields = provider === 'none' ? [] : view.options.keyFields.sms[provider];
  return (
    <div className={card}>
      <h3 className="text-base font-semibold">簡訊（登入驗證碼）</h3>
      <p className="mb-2 text-sm text-muted">
        組織內所有商店共用同一個簡訊服務：在此變更會影響每一間商店的登入。
      </p>
      <SaveForm section="sms" label="簡訊" confirm={SMS_CONFIRM} build={(data) => smsBody(data, provider)}>
        <Select
          label="簡訊服務"
          name="provider"
          value={provider}
          onChange={(e) => setProvider(e.target.value as SmsChoice)}
          options={choices.map((c) => [c, SMS_LABELS[c]] as const)}
        />
        {provider === 'none' ? null : (
          <>
            <Field
              label="簡訊開頭名稱（選填）"
              name="sender"
              maxLength={20}
              defaultValue={sms?.sender ?? ''}
            />
            <KeyFields fields={fields} set={keysSetFor(sms?.keys, sms?.provider, provider)} />
          </>
        )}
      </SaveForm>
    </div>
  );
}
