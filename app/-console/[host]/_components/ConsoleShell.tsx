import Link from 'next/link';
import type { ReactNode } from 'react';
import { consolePath } from '@/lib/console/names';
import { ROLE_LABELS } from '@/lib/server/console/roles';
import type { StaffSession } from '@/lib/server/console/session';
import { mayUse } from '@/lib/server/console/pageSession';
import { SignOutButton } from '@/components/console/SignOutButton';

/** The console's frame: the shop, the staff member, the areas their role opens, sign-out. */
export function ConsoleShell({
  session,
  current,
  children,
}: {
  session: StaffSession;
  current: 'today' | 'orders' | 'staff';
  children: ReactNode;
}) {
  const links = [
    { key: 'today', href: consolePath(), label: '今日' },
    { key: 'orders', href: consolePath('/orders'), label: '訂單' },
    ...(mayUse(session, 'staff') ? [{ key: 'staff', href: consolePath('/staff'), label: '人員' }] : []),
  ];
  return (
    <div className="min-h-screen bg-highlight">
      <header className="border-b border-line bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
          <p className="text-base font-semibold text-ink">
            {session.shop.name} <span className="text-sm font-normal text-muted">管理後台</span>
          </p>
          <nav aria-label="管理後台" className="flex gap-1">
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
