import { headers } from 'next/headers';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { consolePath } from '@/lib/console/names';
import { ROLE_LABELS } from '@/lib/console/staffLabels';
import type { StaffSession } from '@/lib/server/staff/session';
import { mayUse } from '@/lib/server/console/pageSession';
import { SignOutButton } from '@/components/console/SignOutButton';
import { consoleMe } from '@/lib/server/console/me';
import { getDb } from '@/lib/server/db/client';

export type ConsoleSection =
  'today' | 'orders' | 'products' | 'categories' | 'content' | 'settings' | 'staff';

/** The console's frame: the shop, the staff member, the areas their role opens, sign-out. */
export async function ConsoleShell({
  session,
  current,
  children,
}: {
  session: StaffSession;
  current: ConsoleSection;
  children: ReactNode;
}) {
  // An organisation with several shops: each shop's console is on its own host (and signs in there).
  const { shops } = await consoleMe(await getDb(), session);
  const others = shops.filter((s) => s.id !== session.shop.id && s.host);
  // The port this host was reached on (a demo's :3000); a deployment's hosts share it.
  const port = /:\d+$/.exec((await headers()).get('host') ?? '')?.[0] ?? '';
  const links = [
    { key: 'today', href: consolePath(), label: '今日' },
    { key: 'orders', href: consolePath('/orders'), label: '訂單' },
    ...(mayUse(session, 'catalog')
      ? [
          { key: 'products', href: consolePath('/products'), label: '商品' },
          { key: 'categories', href: consolePath('/categories'), label: '分類與活動' },
        ]
      : []),
    ...(mayUse(session, 'content') ? [{ key: 'content', href: consolePath('/content'), label: '內容' }] : []),
    ...(mayUse(session, 'settings')
      ? [{ key: 'settings', href: consolePath('/settings'), label: '設定' }]
      : []),
    ...(mayUse(session, 'staff') ? [{ key: 'staff', href: consolePath('/staff'), label: '人員' }] : []),
  ];
  return (
    <div className="min-h-screen bg-highlight">
      <header className="border-b border-line bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
          <p className="text-base font-semibold text-ink">
            {session.shop.name} <span className="text-sm font-normal text-muted">管理後台</span>
          </p>
          <nav aria-label="管理後台" className="flex flex-wrap gap-1">
            {links.map((l) => (
              <Link
                key={l.key}
                href={l.href}
                aria-current={l.key === current ? 'page' : undefined}
                className={`rounded-lg px-3 py-1.5 text-sm font-medium ${
                  l.key === current ? 'bg-primary-soft text-primary' : 'text-ink hover:bg-highlight'
                }`}
              >
                {l.label}
              </Link>
            ))}
          </nav>
          {others.length ? (
            <nav aria-label="切換商店" className="flex flex-wrap gap-2 text-sm">
              {others.map((s) => (
                <a key={s.id} href={`//${s.host}${port}${consolePath()}`} className="text-primary">
                  {s.name}
                </a>
              ))}
            </nav>
          ) : null}
          <div className="ml-auto flex items-center gap-3 text-sm text-muted">
            <span>
              {session.actor.label}（{ROLE_LABELS[session.staff.role]}）
            </span>
            <SignOutButton shopId={session.shop.id} />
          </div>
        </div>
      </header>
      <main className="mx-auto max-w-6xl px-4 py-6">{children}</main>
    </div>
  );
}
