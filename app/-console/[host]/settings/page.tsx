import type { Metadata } from 'next';
import { ConsoleShell } from '../_components/ConsoleShell';
import { RenewSession } from '@/components/console/RenewSession';
import { SettingsManager } from '@/components/console/settings/SettingsManager';
import { card } from '@/components/console/styles';
import { consolePage, mayUse } from '@/lib/server/console/pageSession';
import { settingsView } from '@/lib/server/console/settings/settingsView';

export const metadata: Metadata = { title: '設定' };

export default async function ConsoleSettingsPage({ params }: { params: Promise<{ host: string }> }) {
  const { db, shop, session } = await consolePage((await params).host);
  if (!session) return <RenewSession shopId={shop.id} />;
  return (
    <ConsoleShell session={session} current="settings">
      <h1 className="text-xl font-semibold text-ink">設定</h1>
      {mayUse(session, 'settings') ? (
        <SettingsManager shopId={shop.id} initial={await settingsView(db, shop)} />
      ) : (
        <p className={`${card} mt-4 text-sm text-muted`}>只有負責人可以管理設定。</p>
      )}
    </ConsoleShell>
  );
}
