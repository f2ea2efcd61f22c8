'use client';

import { useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { useShop } from '@/components/providers/ShopProvider';
import { SetPasswordBodySchema } from '@/lib/api/contract';
import { setPassword } from '@/lib/api/members';
import { PROFILE_PATH } from '@/lib/member/paths';
import { memberQueries } from '@/lib/member/queries';
import { toast } from '@/lib/ui/toast';
import { AuthCard } from './AuthCard';
import { primaryButton, textLink } from './buttons';
import { FormMessage } from './FormMessage';
import { NewPasswordFields } from './NewPasswordFields';
import { HideTopBarOnPhone } from './HideTopBarOnPhone';
import { Pending } from './Pending';
import { useFieldErrors } from './useFieldErrors';
import { useRequireMember } from './useRequireMember';
import { useSending } from './useSending';

const idOf = (key: string) => `set-password-${key}`;

/** SetPassword: a member who signed up by code adds (or changes) a password for the next sign-in. */
export function SetPasswordScreen() {
  const { shopId } = useShop();
  const router = useRouter();
  const queryClient = useQueryClient();
  const member = useRequireMember();
  const [password, setPasswordValue] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const { errors, check } = useFieldErrors(idOf);
  const [sending, run] = useSending();

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const body = check(SetPasswordBodySchema, { password, confirmPassword });
    if (!body) return;
    setMessage(null);
    void run(async () => {
      const [, error] = await setPassword(body);
      if (error !== null) {
        setMessage(error);
        return;
      }
      toast('密碼已設定，下次可用手機號碼與密碼登入', 'info');
      await queryClient.invalidateQueries({ queryKey: memberQueries.me(shopId).queryKey });
      router.push(PROFILE_PATH);
      return 'leave';
    });
  };

  return (
    <>
      <HideTopBarOnPhone />
      <AuthCard
        title="設定密碼"
        description="設定密碼後，即可使用手機號碼與密碼登入。"
        footer={
          <Link href={PROFILE_PATH} className={textLink}>
            返回會員中心
          </Link>
        }
      >
        {member ? (
          <form noValidate onSubmit={onSubmit} className="space-y-4">
            <FormMessage message={message} />
            <NewPasswordFields
              idOf={idOf}
              label="密碼"
              password={password}
              confirmPassword={confirmPassword}
              onPassword={setPasswordValue}
              onConfirmPassword={setConfirmPassword}
              errors={errors}
            />
            <button type="submit" className={primaryButton} disabled={sending}>
              {sending ? '處理中…' : '儲存密碼'}
            </button>
          </form>
        ) : (
          <Pending>載入中…</Pending>
        )}
      </AuthCard>
    </>
  );
}
