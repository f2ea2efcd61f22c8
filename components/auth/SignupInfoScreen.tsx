'use client';

import { useQuery } from '@tanstack/react-query';
import { useShop } from '@/components/providers/ShopProvider';
import { UserInfoForm } from '@/components/profile/UserInfoForm';
import { takeLastRoute } from '@/lib/member/lastRoute';
import { memberQueries } from '@/lib/member/queries';
import { AuthCard } from './AuthCard';
import { Pending } from './Pending';
import { useRequireMember } from './useRequireMember';

/** On to where the sign-in started, with a full load so every screen sees the new member. */
const goOn = () => window.location.replace(takeLastRoute());

/** SignupInfo: a new member's details, right after the first sign-in; then on to lastRoute. */
export function SignupInfoScreen() {
  const { shopId, config } = useShop();
  const member = useRequireMember();
  const me = useQuery({ ...memberQueries.me(shopId), enabled: member });
  const setting = useQuery({ ...memberQueries.userInfoSetting(config.Shop.OrgId), enabled: member });

  return (
    <AuthCard
      title="填寫會員資料"
      description="歡迎加入！填寫基本資料，讓我們為您提供更好的服務。"
      footer={
        <button
          type="button"
          onClick={goOn}
          className="font-medium text-muted underline-offset-4 hover:text-primary hover:underline"
        >
          稍後再填
        </button>
      }
    >
      {me.data && setting.data ? (
        <UserInfoForm member={me.data} fields={setting.data.fields} submitLabel="完成" onSaved={goOn} />
      ) : (
        <Pending>載入中…</Pending>
      )}
    </AuthCard>
  );
}
