import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ConsoleShell } from '../../../_components/ConsoleShell';
import { ActivityEditor } from '@/components/console/catalog/ActivityEditor';
import { RenewSession } from '@/components/console/RenewSession';
import { card } from '@/components/console/styles';
import { consolePath } from '@/lib/console/names';
import { activityDetailView } from '@/lib/server/catalog/edit/views';
import { consolePage, mayUse } from '@/lib/server/console/pageSession';
import { DomainError } from '@/lib/server/kernel/errors';

export const metadata: Metadata = { title: '編輯活動' };

export default async function ConsoleActivityPage({
  params,
}: {
  params: Promise<{ host: string; id: string }>;
}) {
  const { host, id } = await params;
  const { db, shop, session } = await consolePage(host);
  if (!session) return <RenewSession shopId={shop.id} />;
  if (!mayUse(session, 'catalog'))
    return (
      <ConsoleShell session={session} current="categories">
        <p className={`${card} text-sm text-muted`}>您的角色無法管理分類與活動。</p>
      </ConsoleShell>
    );
  if (!/^\d{1,9}$/.test(id)) notFound();
  const activity = await activityDetailView(db, shop.id, Number(id), new Date()).catch((error: unknown) => {
    if (error instanceof DomainError && error.kind === 'not_found') notFound();
    throw error;
  });
  return (
    <ConsoleShell session={session} current="categories">
      <Link href={consolePath('/categories#activities-title')} className="text-sm text-primary underline">
        ← 分類與活動
      </Link>
      <h1 className="mt-2 text-xl font-semibold text-ink">活動：{activity.name}</h1>
      <div className="mt-4">
        <ActivityEditor shopId={shop.id} initial={activity} />
      </div>
    </ConsoleShell>
  );
}
