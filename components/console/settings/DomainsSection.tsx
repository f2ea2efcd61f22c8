'use client';
import { card } from '../styles';
import { Field } from './fields';
import { SaveForm } from './SaveForm';
import { useSettings } from './SettingsContext';

/** The host names the shop answers on; the last one stays (a shop without one cannot be visited). */
export function DomainsSection() {
  const { view } = useSettings();
  return (
    <div className={`${card} space-y-3`}>
      <ul className="space-y-2" aria-label="網域列表">
        {view.domains.map((domain) => (
          <li key={domain}>
            <SaveForm
              section="domains"
              label={`移除網域 ${domain}`}
              submit="移除"
              danger
              confirm={`確定移除網域 ${domain}？之後以此網域開啟將找不到商店。`}
              className="flex flex-wrap items-center justify-between gap-3"
              build={() => ({ action: 'remove', domain })}
            >
              <span className="font-mono text-sm">{domain}</span>
            </SaveForm>
          </li>
        ))}
      </ul>
      <SaveForm
        section="domains"
        label="新增網域"
        submit="新增網域"
        resetOnSave
        build={(data) => ({ action: 'add', domain: String(data.get('domain') ?? '') })}
      >
        <Field
          label="新網域"
          name="domain"
          required
          placeholder="shop.example.com"
          autoCapitalize="none"
          spellCheck={false}
          hint="網域須先指向本服務"
        />
      </SaveForm>
    </div>
  );
}
