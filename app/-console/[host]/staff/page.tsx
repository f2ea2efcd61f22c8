import type { Metadata } from 'next';
import { ConsoleShell } from '../_components/ConsoleShell';
import { RenewSession } from '@/components/console/RenewSession';
import { StaffManager } from '@/components/console/StaffManager';
import { card } from '@/components/console/styles';
import { consolePage, mayUse } from '@/lib/server/console/pageSession';
import { listStaff } from '@/lib/server/staff/staffAdmin';

export const metadata: Metadata = { title: '人員' };

export default async function ConsoleStaffPage({ params }: { params: Promise<{ host: string }> }) {
  const { db, shop, session } = await consolePage((await params).host);
  if (!session) return <RenewSession shopId={shop.id} />;
  return (
    <ConsoleShell session={session} current="staff">
      <h1 className="text-xl font-semibold text-ink">人員</h1>
      {mayUse(session, 'staff') ? (
        <StaffManager
          shopId={shop.id}
          selfId={session.staff.id}
          initial={await listStaff(db, session.staff.orgId)}
        />
      ) : (
        <p className={`${card} mt-4 text-sm text-muted`}>只有負責人可以管理人員。</p>
      )}
    </ConsoleShell>
  );
}
