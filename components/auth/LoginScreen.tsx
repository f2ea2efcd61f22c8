'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { z } from 'zod/mini';
import { useShop } from '@/components/providers/ShopProvider';
import { PhoneSchema, SigninBodySchema } from '@/lib/api/contract';
import { signin } from '@/lib/api/members';
import { flowFromQuery, loadFlow, saveFlow } from '@/lib/member/authFlow';
import { clearLineTicket } from '@/lib/member/lineFlow';
import { returnToShop } from '@/lib/member/authHost';
import {
  AUTH_WRAPPER_PATH,
  FORGOT_PASSWORD_PATH,
  OTP_VERIFY_PATH,
  QUICK_SIGNUP_PATH,
} from '@/lib/member/paths';
import { sendCode } from '@/lib/member/sendCode';
import { readUserToken } from '@/lib/member/session';
import { AuthCard } from './AuthCard';
import { primaryButton, secondaryButton, textLink } from './buttons';
import { TextField } from './Field';
import { FormMessage } from './FormMessage';
import { Pending } from './Pending';
import { LineLoginButton } from './LineLoginButton';
import { useFieldErrors } from './useFieldErrors';
import { useSending } from './useSending';

const idOf = (key: string) => `login-${key}`;
const PhoneOnlySchema = z.object({ phone: PhoneSchema });

/**
 * The auth host's Login: phone and password, or a one-time code by text (which also signs up a new
 * phone). Arriving from a shop, it keeps the shop's redirect URI and state for the screens after it.
 */
export function LoginScreen() {
  const { config, shopId } = useShop();
  const orgId = config.Shop.OrgId;
  const router = useRouter();
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [resuming, setResuming] = useState(true);
  const { errors, check } = useFieldErrors(idOf);
  const [sending, run] = useSending();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // A LINE sign-in left half way (no phone verified) does not carry over into this one.
    clearLineTicket();
    const flow = flowFromQuery(new URLSearchParams(window.location.search));
    if (flow) saveFlow(flow);
    else if (!loadFlow()) {
      window.location.replace(AUTH_WRAPPER_PATH);
      return;
    }
    // Already signed in to the auth host (an earlier sign-in stopped half way): straight back.
    const token = readUserToken();
    void (async () => {
      if (token && (await returnToShop(orgId, token)) === null) return;
      setResuming(false);
    })();
  }, [orgId]);

  const onSignin = (e: FormEvent) => {
    e.preventDefault();
    const body = check(SigninBodySchema, { phone, password });
    if (!body) return;
    setMessage(null);
    void run(async () => {
      const [result, error] = await signin(orgId, body);
      const failure = error === null ? await returnToShop(orgId, result.userToken) : error.msg;
      if (failure === null) return 'leave';
      setMessage(failure);
    });
  };

  const onCode = () => {
    const body = check(PhoneOnlySchema, { phone });
    if (!body) return;
    setMessage(null);
    void run(async () => {
      const error = await sendCode(orgId, body.phone, 'login');
      if (error === null) {
        router.push(OTP_VERIFY_PATH);
        return 'leave';
      }
      setMessage(error);
    });
  };

  if (resuming) {
    return (
      <AuthCard title="登入 / 註冊">
        <Pending>載入中…</Pending>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="登入 / 註冊"
      description={`登入${config.Shop.name}會員，結帳更快速。`}
      footer={
        <>
          還沒有帳號？{' '}
          <Link href={QUICK_SIGNUP_PATH} className={textLink}>
            快速註冊
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={onSignin} className="space-y-4">
        <FormMessage message={message} />
        <TextField
          id={idOf('phone')}
          label="手機號碼"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder="0912345678"
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
          error={errors.phone}
          required
        />
        <div>
          <TextField
            id={idOf('password')}
            label="密碼"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={errors.password}
          />
          <p className="mt-2 text-right text-sm">
            <Link href={FORGOT_PASSWORD_PATH} className={textLink}>
              忘記密碼？
            </Link>
          </p>
        </div>
        <button type="submit" className={primaryButton} disabled={sending}>
          {sending ? '處理中…' : '登入'}
        </button>
      </form>
      <div className="my-6 flex items-center gap-3 text-xs text-muted" aria-hidden="true">
        <span className="h-px flex-1 bg-line" />或<span className="h-px flex-1 bg-line" />
      </div>
      <button type="button" className={secondaryButton} disabled={sending} onClick={onCode}>
        以簡訊驗證碼登入 / 註冊
      </button>
      <p className="mt-2 text-center text-xs text-muted">沒有密碼也能登入；新的手機號碼將自動註冊為會員。</p>
      <LineLoginButton shopId={shopId} disabled={sending} />
    </AuthCard>
  );
}
