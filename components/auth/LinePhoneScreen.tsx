'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { useShop } from '@/components/providers/ShopProvider';
import { loadLineTicket } from '@/lib/member/lineFlow';
import { LOGIN_PATH } from '@/lib/member/paths';
import { AuthCard } from './AuthCard';
import { Pending } from './Pending';
import { SendCodeForm } from './SendCodeForm';
import { useStored } from './useStored';

/**
 * A LINE user new to the shop: members are phone-based, so the phone is verified once by text, then
 * the LINE account is bound to that phone's membership (made if new) on OTPVerify.
 */
export function LinePhoneScreen() {
  const { config } = useShop();
  const ticket = useStored(loadLineTicket);
  const router = useRouter();

  useEffect(() => {
    if (ticket === null) router.replace(LOGIN_PATH);
  }, [ticket, router]);

  return (
    <AuthCard
      title="驗證手機號碼"
      description={`第一次以 LINE 登入${config.Shop.name}，請驗證手機號碼；完成後，下次即可直接以 LINE 登入。`}
    >
      {ticket ? <SendCodeForm purpose="login" submitLabel="取得驗證碼" /> : <Pending>載入中…</Pending>}
    </AuthCard>
  );
}
