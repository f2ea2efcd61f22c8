'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { useShop } from '@/components/providers/ShopProvider';
import { PasswordChangeBodySchema } from '@/lib/api/contract';
import { setPassword } from '@/lib/api/members';
import { PROFILE_PATH } from '@/lib/member/paths';
import { memberQueries } from '@/lib/member/queries';
import { toast } from '@/lib/ui/toast';
import { AuthCard } from './AuthCard';
import { primaryButton, textLink } from './buttons';
import { TextField } from './Field';
import { FormMessage } from './FormMessage';
import { NewPasswordFields } from './NewPasswordFields';
import { HideTopBarOnPhone } from './HideTopBarOnPhone';
import { Pending } from './Pending';
import { useFieldErrors } from './useFieldErrors';
import { useRequireMember } from './useRequireMember';
import { useSending } from './useSending';

const idOf = (key: string) => `set-password-${key}`;

/**
 * SetPassword: a member who signed up by code adds a password for the next sign-in, or a member
 * changes theirs. A change asks for the current password (a token alone must not be enough to lock
 * the owner out) and signs every other device out.
 */
export function SetPasswordScreen() {
  const { shopId } = useShop();
  const router = useRouter();
  const queryClient = useQueryClient();
  const signedIn = useRequireMember();
  const me = useQuery({ ...memberQueries.me(shopId), enabled: signedIn });
  const hasPassword = me.data?.hasPassword ?? false;
  const [currentPassword, setCurrentPassword] = useState('');
  const [password, setPasswordValue] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const { errors, check } = useFieldErrors(idOf);
  const [sending, run] = useSending();

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const body = check(PasswordChangeBodySchema, {
      password,
      confirmPassword,
      currentPassword: hasPassword ? currentPassword : undefined,
    });
    if (!body) return;
    setMessage(null);
    void run(async () => {
      const [, error] = await setPassword(body);
      if (error !== null) {
        setMessage(error.msg);
        return;
      }
      toast(hasPassword ? '密碼已變更，其他裝置已登出' : '密碼已設定，下次可用手機號碼與密碼登入', 'info');
      await queryClient.invalidateQueries({ queryKey: memberQueries.me(shopId).queryKey });
      router.push(PROFILE_PATH);
      return 'leave';
    });
  };

  return (
    <>
      <HideTopBarOnPhone />
      <AuthCard
        title={hasPassword ? '變更密碼' : '設定密碼'}
        description={
          hasPassword ? '變更密碼後，其他已登入的裝置都會登出。' : '設定密碼後，即可使用手機號碼與密碼登入。'
        }
        footer={
          <Link href={PROFILE_PATH} className={textLink}>
            返回會員中心
          </Link>
        }
      >
        {me.data ? (
          <form noValidate onSubmit={onSubmit} className="space-y-4">
            <FormMessage message={message} />
            {hasPassword ? (
              <TextField
                id={idOf('currentPassword')}
                label="目前密碼"
                type="password"
                autoComplete="current-password"
                value={currentPassword}
                onChange={(e) => setCurrentPassword(e.target.value)}
                error={errors.currentPassword}
                required
              />
            ) : null}
            <NewPasswordFields
              idOf={idOf}
              label={hasPassword ? '新密碼' : '密碼'}
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
