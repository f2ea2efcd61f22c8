'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useState, type FormEvent } from 'react';
import { useShop } from '@/components/providers/ShopProvider';
import { OtpCodeSchema, type OtpPurpose } from '@/lib/api/contract';
import { lineLink, signinWithOtp, signup, verifyOtp } from '@/lib/api/members';
import {
  loadOtpTicket,
  resendSecondsLeft,
  saveOtpTicket,
  saveResetTicket,
  type OtpTicket,
} from '@/lib/member/authFlow';
import { returnToShop } from '@/lib/member/authHost';
import { clearLineTicket, loadLineTicket } from '@/lib/member/lineFlow';
import { FORGOT_PASSWORD_PATH, LINE_PHONE_PATH, LOGIN_PATH, QUICK_SIGNUP_PATH } from '@/lib/member/paths';
import { formatPhone } from '@/lib/member/phone';
import { requestCode } from '@/lib/member/requestCode';
import { AuthCard } from './AuthCard';
import { primaryButton, textLink } from './buttons';
import { TextField } from './Field';
import { FormMessage } from './FormMessage';
import { HideTopBarOnPhone } from './HideTopBarOnPhone';
import { Pending } from './Pending';
import { useNow } from './useNow';
import { useSending } from './useSending';
import { useStored } from './useStored';

const CODE_ID = 'otp-code';
/** Where the phone number was typed, to change it. */
const PHONE_SCREEN: Record<OtpPurpose, string> = {
  login: LOGIN_PATH,
  signup: QUICK_SIGNUP_PATH,
  reset: FORGOT_PASSWORD_PATH,
};

/** OTPVerify: the 6-digit code sent by text, with a resend once the delay is over. */
export function OtpVerifyScreen() {
  const stored = useStored(loadOtpTicket);
  const router = useRouter();

  useEffect(() => {
    // Nothing was sent from this tab: the code has to be asked for first.
    if (stored === null) router.replace(LOGIN_PATH);
  }, [stored, router]);

  return (
    <>
      <HideTopBarOnPhone />
      {stored ? (
        <OtpForm initial={stored} />
      ) : (
        <AuthCard title="輸入驗證碼">
          <Pending>載入中…</Pending>
        </AuthCard>
      )}
    </>
  );
}

function OtpForm({ initial }: { initial: OtpTicket }) {
  const { config, shopId } = useShop();
  const orgId = config.Shop.OrgId;
  const router = useRouter();
  const [ticket, setTicket] = useState(initial);
  // A LINE user new to the shop came here to prove a phone: it is bound to that phone's membership.
  const [lineTicket] = useState(() => (initial.purpose === 'reset' ? null : loadLineTicket()));
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const [message, setMessage] = useState<{ text: string; tone: 'error' | 'info' } | null>(null);
  const [sending, run] = useSending();
  const now = useNow(true);
  const wait = resendSecondsLeft(ticket.resendAt, now);

  /** After the phone is proven: sign in or sign up (the code tells which), or on to the new password. */
  const proceed = async (phoneVerifyToken: string, registered: boolean): Promise<string | null> => {
    if (ticket.purpose === 'reset') {
      if (!registered) return '此手機號碼尚未註冊，請先註冊';
      saveResetTicket({ phone: ticket.phone, phoneVerifyToken });
      router.replace(FORGOT_PASSWORD_PATH);
      return null;
    }
    const [result, error] = lineTicket
      ? await lineLink(shopId, { lineTicket, phoneVerifyToken })
      : registered
        ? await signinWithOtp(orgId, { phoneVerifyToken })
        : await signup(orgId, { phoneVerifyToken });
    if (error !== null) return error.msg;
    clearLineTicket();
    return returnToShop(orgId, result.userToken);
  };

  const verify = (value: string) => {
    const parsed = OtpCodeSchema.safeParse(value);
    if (!parsed.success) {
      setCodeError(parsed.error.issues[0]?.message);
      document.getElementById(CODE_ID)?.focus();
      return;
    }
    setCodeError(undefined);
    setMessage(null);
    void run(async () => {
      const [result, error] = await verifyOtp(orgId, {
        phone: ticket.phone,
        purpose: ticket.purpose,
        code: parsed.data,
      });
      if (error !== null) {
        setCodeError(error.msg);
        setCode('');
        document.getElementById(CODE_ID)?.focus();
        return;
      }
      const failure = await proceed(result.phoneVerifyToken, result.registered);
      if (failure === null) return 'leave';
      setMessage({ text: failure, tone: 'error' });
    });
  };

  const resend = () => {
    setMessage(null);
    void run(async () => {
      const [result, error] = await requestCode(orgId, ticket.phone, ticket.purpose);
      if (error !== null) {
        setMessage({ text: error.msg, tone: 'error' });
        return;
      }
      const next = { ...ticket, resendAt: Date.now() + result.resendAfter * 1000 };
      saveOtpTicket(next);
      setTicket(next);
      setCode('');
      setCodeError(undefined);
      setMessage({ text: '已重新發送驗證碼', tone: 'info' });
    });
  };

  const onChange = (raw: string) => {
    const digits = raw.replace(/\D/g, '').slice(0, 6);
    setCode(digits);
    // A code filled in by the phone's SMS autofill, or typed to the end, goes at once.
    if (digits.length === 6 && !sending) verify(digits);
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    verify(code);
  };

  return (
    <AuthCard
      title="輸入驗證碼"
      description={
        <>
          驗證碼已傳送至 <span className="font-medium text-ink">{formatPhone(ticket.phone)}</span>
          ，5 分鐘內有效。
        </>
      }
      footer={
        <Link href={lineTicket ? LINE_PHONE_PATH : PHONE_SCREEN[ticket.purpose]} className={textLink}>
          更換手機號碼
        </Link>
      }
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <FormMessage message={message?.text ?? null} tone={message?.tone} />
        <TextField
          id={CODE_ID}
          label="6 位數驗證碼"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={6}
          value={code}
          onChange={(e) => onChange(e.target.value)}
          error={codeError}
          className="text-center text-2xl tracking-[0.5em]"
          autoFocus
          required
        />
        <button type="submit" className={primaryButton} disabled={sending}>
          {sending ? '驗證中…' : '驗證'}
        </button>
      </form>
      <div className="mt-6 flex items-center justify-between text-sm">
        <span className="text-muted">{wait > 0 ? `${wait} 秒後可重新發送` : '沒有收到驗證碼？'}</span>
        <button
          type="button"
          onClick={resend}
          disabled={wait > 0 || sending}
          className="font-medium text-primary underline-offset-4 hover:underline disabled:cursor-not-allowed disabled:text-muted disabled:no-underline"
        >
          重新發送
        </button>
      </div>
    </AuthCard>
  );
}
