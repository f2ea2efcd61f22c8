'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ListHeader } from '@/components/catalog/ListHeader';
import { useShop } from '@/components/providers/ShopProvider';
import { Skeleton } from '@/components/ui/Skeleton';
import { formatPhone } from '@/lib/member/phone';
import { memberQueries } from '@/lib/member/queries';
import { toast } from '@/lib/ui/toast';
import { AccountCard } from './AccountCard';
import { CashbackCard } from './CashbackCard';
import { LineCard } from './LineCard';
import { SessionsCard } from './SessionsCard';
import { UserInfoForm } from './UserInfoForm';

/** Profile (spec §2, a member's page): details to edit, cashback, and how the member signs in. */
export function ProfileScreen() {
  const { shopId, config } = useShop();
  const queryClient = useQueryClient();
  const me = useQuery(memberQueries.me(shopId));
  const setting = useQuery(memberQueries.userInfoSetting(config.Shop.OrgId));
  const member = me.data;

  return (
    <section className="mx-auto max-w-6xl px-4 py-8">
      <ListHeader title="會員中心" crumbs={[{ name: '首頁', href: '/' }, { name: '會員中心' }]} />
      <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
        <section
          aria-labelledby="profile-title"
          className="rounded-xl border border-line bg-white p-5 sm:p-6"
        >
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="profile-title" className="text-base font-semibold text-ink">
              會員資料
            </h2>
            {member ? (
              <p className="text-sm text-muted">
                手機號碼 <span className="font-medium text-ink">{formatPhone(member.phone)}</span>
              </p>
            ) : null}
          </div>
          <div className="mt-4">
            {member && setting.data ? (
              <UserInfoForm
                key={member.id}
                member={member}
                fields={setting.data.fields}
                submitLabel="儲存變更"
                onSaved={async () => {
                  toast('會員資料已儲存', 'info');
                  await queryClient.invalidateQueries({ queryKey: memberQueries.me(shopId).queryKey });
                }}
              />
            ) : (
              <div className="space-y-4" aria-busy="true" aria-label="載入中">
                <Skeleton className="h-16 w-full" />
                <Skeleton className="h-16 w-full" />
                <Skeleton className="h-16 w-full" />
              </div>
            )}
          </div>
        </section>
        <div className="space-y-6">
          <CashbackCard shopId={shopId} />
          {member ? <AccountCard member={member} /> : null}
          {member ? <LineCard shopId={shopId} member={member} /> : null}
          {member ? <SessionsCard shopId={shopId} /> : null}
        </div>
      </div>
    </section>
  );
}
