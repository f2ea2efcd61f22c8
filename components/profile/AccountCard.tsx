'use client';

import Link from 'next/link';
import type { Member } from '@/lib/api/contract';
import { SET_PASSWORD_PATH } from '@/lib/member/paths';

const row = 'flex items-center justify-between gap-4 py-3';
const action =
  'shrink-0 rounded-full border border-primary px-4 py-1.5 text-sm font-medium text-primary hover:bg-primary-soft';

/** Signing in: whether a password is set (the LINE binding has a card of its own). */
export function AccountCard({ member }: { member: Member }) {
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
      </div>
    </section>
  );
}
