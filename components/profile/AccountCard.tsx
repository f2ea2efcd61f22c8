'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import type { ReactNode } from 'react';
import type { Member } from '@/lib/api/contract';
import { SET_PASSWORD_PATH } from '@/lib/member/paths';
import { lineAuthorizeUrl } from '@/lib/member/line';
import { memberQueries } from '@/lib/member/queries';

const row = 'flex items-center justify-between gap-4 py-3';
const action =
  'shrink-0 rounded-full border border-primary px-4 py-1.5 text-sm font-medium text-primary hover:bg-primary-soft';

/** Signing in: whether a password is set, and the LINE binding (spec §3 Member: bindMemberAuthLine). */
export function AccountCard({ shopId, member }: { shopId: number; member: Member }) {
  // Only asked while unbound: the parameters start a binding. A shop without a LINE channel answers 409.
  const line = useQuery({
    ...memberQueries.lineAuthParams(shopId),
    enabled: !member.bindMemberAuthLine,
    meta: { silent: true },
  });

  let lineState: ReactNode;
  if (member.bindMemberAuthLine) lineState = <span className="text-sm font-medium text-primary">已綁定</span>;
  else if (line.data) {
    lineState = (
      <a href={lineAuthorizeUrl(line.data)} className={action}>
        綁定 LINE
      </a>
    );
  } else if (line.isError) lineState = <span className="text-sm text-muted">LINE 綁定尚未開放</span>;
  else lineState = <span className="text-sm text-muted">確認中…</span>;

  return (
    <section aria-labelledby="account-title" className="rounded-xl border border-line bg-white p-5">
      <h2 id="account-title" className="text-base font-semibold text-ink">
        登入方式
      </h2>
      <div className="mt-2 divide-y divide-line">
        <div className={row}>
          <div>
            <p className="text-sm font-medium text-ink">密碼</p>
            <p className="text-sm text-muted">
              {member.hasPassword ? '已設定' : '尚未設定，目前以簡訊驗證碼登入'}
            </p>
          </div>
          <Link href={SET_PASSWORD_PATH} className={action}>
            {member.hasPassword ? '變更密碼' : '設定密碼'}
          </Link>
        </div>
        <div className={row} data-testid="line-binding">
          <p className="text-sm font-medium text-ink">LINE</p>
          {lineState}
        </div>
      </div>
    </section>
  );
}
