import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ConsoleShell } from '../../../_components/ConsoleShell';
import { AreasEditor } from '@/components/console/content/AreasEditor';
import { RenewSession } from '@/components/console/RenewSession';
import { card } from '@/components/console/styles';
import { PageKeySchema } from '@/lib/api/contract';
import { consolePath } from '@/lib/console/names';
import { customPagePath } from '@/lib/routes';
import { contentChoices } from '@/lib/server/content/choices';
import { HOME_KEY, readConsolePage } from '@/lib/server/content/pageSave';
import { DomainError } from '@/lib/server/kernel/errors';
import { consolePage, mayUse } from '@/lib/server/console/pageSession';

export const metadata: Metadata = { title: '編輯頁面' };

/** A custom page's areas, edited as the home page's are. */
export default async function ConsoleCustomPage({
  params,
}: {
  params: Promise<{ host: string; key: string }>;
}) {
  const { host, key } = await params;
  const { db, shop, session } = await consolePage(host);
  if (!session) return <RenewSession shopId={shop.id} />;
  if (!PageKeySchema.safeParse(key).success || key === HOME_KEY) notFound();
  if (!mayUse(session, 'content'))
    return (
      <ConsoleShell session={session} current="content">
        <p className={`${card} text-sm text-muted`}>您的角色無法編輯內容。</p>
      </ConsoleShell>
    );
  const page = await readConsolePage(db, shop.id, key).catch((error: unknown) => {
    if (error instanceof DomainError && error.kind === 'not_found') notFound();
    throw error;
  });
  return (
    <ConsoleShell session={session} current="content">
      <Link href={consolePath('/content#pages')} className="text-sm text-primary">
        ← 內容
      </Link>
      <h1 className="mt-2 text-xl font-semibold text-ink">
        {page.title}{' '}
        <span className="font-mono text-base font-normal text-muted">{customPagePath(page.key)}</span>
      </h1>
      <div className="mt-4">
        <AreasEditor
          shopId={shop.id}
          initial={page}
          choices={await contentChoices(db, shop.id)}
          previewHref={consolePath(`/content/preview?key=${encodeURIComponent(page.key)}`)}
          liveHref={customPagePath(page.key)}
        />
      </div>
    </ConsoleShell>
  );
}
