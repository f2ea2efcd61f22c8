'use client';
import { card } from '../styles';
import { DeliveriesSection } from './DeliveriesSection';
import { DomainsSection } from './DomainsSection';
import { SettingsSection } from './fields';
import { GatewaySection } from './GatewaySection';
import { CashbackSection } from './CashbackSection';
import { InvoiceSection } from './InvoiceSection';
import { LineSection } from './LineSection';
import { LogisticsSection } from './LogisticsSection';
import { ModulesSection } from './ModulesSection';
import { PaymentsSection } from './PaymentsSection';
import { PromoCodesSection } from './PromoCodesSection';
import { PromotionsSection } from './PromotionsSection';
import { SettingsProvider, useSettings, type SettingsView } from './SettingsContext';
import { SmsSection } from './SmsSection';

/** The organisation's text messages and the shop's LINE Login, side by side. */
const MessagingSection = () => (
  <div className="grid gap-3 md:grid-cols-2">
    <SmsSection />
    <LineSection />
  </div>
);

/** Automatic promotions and promo codes, side by side. */
const PromotionsAndCodes = () => (
  <div className="grid gap-4 lg:grid-cols-2">
    <PromotionsSection />
    <PromoCodesSection />
  </div>
);

const SECTIONS = [
  ['deliveries', '配送', DeliveriesSection],
  ['payments', '付款', PaymentsSection],
  ['gateway', '金流', GatewaySection],
  ['logistics', '物流', LogisticsSection],
  ['invoice', '電子發票', InvoiceSection],
  ['messaging', '簡訊與 LINE', MessagingSection],
  ['modules', '模組', ModulesSection],
  ['cashback', '購物金', CashbackSection],
  ['promotions', '促銷與優惠碼', PromotionsAndCodes],
  ['domains', '網域', DomainsSection],
] as const;

/** What still keeps shoppers from checking out, as the operator commands word it. */
function Gaps() {
  const { view } = useSettings();
  if (!view.gaps.length) return null;
  return (
    <div className={`${card} border-amber-600`} role="note" aria-label="結帳尚缺">
      <p className="text-sm font-medium text-ink">顧客結帳前還需要：</p>
      <ul className="mt-1 list-disc pl-5 text-sm text-muted">
        {view.gaps.map((g) => (
          <li key={g}>{g}</li>
        ))}
      </ul>
    </div>
  );
}

/** Every setting of the shop, a section at a time. */
export function SettingsManager({ shopId, initial }: { shopId: number; initial: SettingsView }) {
  return (
    <SettingsProvider shopId={shopId} initial={initial}>
      <nav aria-label="設定項目" className="mt-4 flex flex-wrap gap-2">
        {SECTIONS.map(([id, title]) => (
          <a
            key={id}
            href={`#${id}`}
            className="rounded-lg border border-line bg-white px-3 py-2 text-sm text-ink hover:bg-highlight"
          >
            {title}
          </a>
        ))}
      </nav>
      <div className="mt-4 space-y-8">
        <Gaps />
        {SECTIONS.map(([id, title, Section]) => (
          <SettingsSection key={id} id={id} title={title}>
            <Section />
          </SettingsSection>
        ))}
      </div>
    </SettingsProvider>
  );
}
