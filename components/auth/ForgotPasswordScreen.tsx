'use client';

import Link from 'next/link';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useShop } from '@/components/providers/ShopProvider';
import { ResetPasswordBodySchema } from '@/lib/api/contract';
import { resetPassword } from '@/lib/api/members';
import { clearResetTicket, loadResetTicket, type ResetTicket } from '@/lib/member/authFlow';
import { returnToShop } from '@/lib/member/authHost';
import { LOGIN_PATH } from '@/lib/member/paths';
import { formatPhone } from '@/lib/member/phone';
import { AuthCard } from './AuthCard';
import { primaryButton, secondaryButton, textLink } from './buttons';
import { FormMessage } from './FormMessage';
import { NewPasswordFields } from './NewPasswordFields';
import { HideTopBarOnPhone } from './HideTopBarOnPhone';
import { Pending } from './Pending';
import { SendCodeForm } from './SendCodeForm';
import { useFieldErrors } from './useFieldErrors';
import { useSending } from './useSending';
import { useStored } from './useStored';

const footer = (
  <Link href={LOGIN_PATH} className={textLink}>
    返回登入
  </Link>
);

/**
 * ForgotPassword: the phone, its code (on OTPVerify), then the new password. Once reset, the shopper
 * is signed in with it.
 */
export function ForgotPasswordScreen() {
  const stored = useStored(loadResetTicket);
  const [restarted, setRestarted] = useState(false);
  const ticket = restarted ? null : stored;

  let body: ReactNode = <Pending>載入中…</Pending>;
  if (ticket === null) body = <SendCodeForm purpose="reset" submitLabel="取得驗證碼" />;
  else if (ticket) {
    const restart = () => {
      clearResetTicket();
      setRestarted(true);
    };
    body = <NewPasswordForm ticket={ticket} onRestart={restart} />;
  }

  return (
    <>
      <HideTopBarOnPhone />
      <AuthCard
        title={ticket ? '設定新密碼' : '忘記密碼'}
        description={
          ticket ? (
            <>
              為 <span className="font-medium text-ink">{formatPhone(ticket.phone)}</span> 設定新密碼。
            </>
          ) : (
            '輸入註冊時的手機號碼，我們會傳送驗證碼給您。'
          )
        }
        footer={footer}
      >
        {body}
      </AuthCard>
    </>
  );
}

const idOf = (key: string) => `reset-${key}`;

function NewPasswordForm({ ticket, onRestart }: { ticket: ResetTicket; onRestart: () => void }) {
  const { config } = useShop();
  const orgId = config.Shop.OrgId;
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const { errors, check } = useFieldErrors(idOf);
  const [sending, run] = useSending();

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const body = check(ResetPasswordBodySchema, {
      phoneVerifyToken: ticket.phoneVerifyToken,
      password,
      confirmPassword,
    });
    if (!body) return;
    setMessage(null);
    void run(async () => {
      const [result, error] = await resetPassword(orgId, body);
      if (error === null) clearResetTicket();
      const failure = error === null ? await returnToShop(orgId, result.userToken) : error.msg;
      if (failure === null) return 'leave';
      setMessage(failure);
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <FormMessage message={message} />
      <NewPasswordFields
        idOf={idOf}
        label="新密碼"
        password={password}
        confirmPassword={confirmPassword}
        onPassword={setPassword}
        onConfirmPassword={setConfirmPassword}
        errors={errors}
      />
      <button type="submit" className={primaryButton} disabled={sending}>
        {sending ? '處理中…' : '重設密碼並登入'}
      </button>
      {message ? (
        <button type="button" className={secondaryButton} onClick={onRestart}>
          重新取得驗證碼
        </button>
      ) : null}
    </form>
  );
}
