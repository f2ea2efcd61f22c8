'use client';
import { useState, type FormEvent } from 'react';
import { adminApiPath } from '@/lib/console/names';
import { nextAfterSignIn } from '@/lib/console/signInNext';
import { challengeOf } from '@/lib/member/requestCode';
import { buttonPrimary, buttonSecondary, input, label } from './styles';

type Step = { kind: 'phone' } | { kind: 'code'; phone: string };

type Answer = { ok: boolean; message: string; body: unknown };

async function post(url: string, body: unknown): Promise<Answer> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    });
    const answer = (await response.json().catch(() => null)) as { msg?: string } | null;
    if (response.ok) return { ok: true, message: '', body: answer };
    return { ok: false, message: answer?.msg ?? '發生錯誤，請稍後再試', body: answer };
  } catch {
    return { ok: false, message: '連線失敗，請確認網路後再試', body: null };
  }
}

/**
 * Asks for a code as the shop's own sign-in does (lib/member/requestCode.ts): when the server first
 * wants a proof of work (several requests from this network in the hour: an office, a household),
 * the page does the work and asks again, without a tap; the solver loads only then.
 */
async function askCode(shopId: number, phone: string): Promise<Answer> {
  const url = adminApiPath(shopId, '/session/code');
  const first = await post(url, { phone });
  const challenge = first.ok ? null : challengeOf(first.body);
  if (!challenge) return first;
  const { proofFor } = await import('@/lib/member/solveChallenge');
  const proof = await proofFor(challenge);
  return proof === null ? first : post(url, { phone, proof });
}

/** Phone, then the code sent to it; the browser keeps the tokens the API sets in cookies. */
export function SignInForm({ shopId }: { shopId: number }) {
  const [step, setStep] = useState<Step>({ kind: 'phone' });
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function sendCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const phone = String(new FormData(event.currentTarget).get('phone') ?? '');
    setBusy(true);
    const sent = await askCode(shopId, phone);
    setBusy(false);
    setError(sent.message);
    if (sent.ok) setStep({ kind: 'code', phone });
  }

  async function signIn(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (step.kind !== 'code') return;
    const code = String(new FormData(event.currentTarget).get('code') ?? '');
    setBusy(true);
    const done = await post(adminApiPath(shopId, '/session'), { phone: step.phone, code });
    if (done.ok) {
      location.assign(nextAfterSignIn(location.search));
      return;
    }
    setBusy(false);
    setError(done.message);
  }

  const message = error ? (
    <p id="signin-error" role="alert" className="mt-3 text-sm text-red-700">
      {error}
    </p>
  ) : null;

  if (step.kind === 'phone')
    return (
      <form className="mt-5 space-y-4" onSubmit={sendCode} noValidate>
        <div>
          <label htmlFor="console-phone" className={label}>
            手機號碼
          </label>
          <input
            id="console-phone"
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            required
            placeholder="0912345678"
            aria-describedby={error ? 'signin-error' : undefined}
            className={input}
          />
        </div>
        {message}
        <button type="submit" disabled={busy} className={`${buttonPrimary} w-full`}>
          傳送驗證碼
        </button>
      </form>
    );

  return (
    <form className="mt-5 space-y-4" onSubmit={signIn} noValidate>
      <p className="text-sm text-muted">若 {step.phone} 是這間商店的管理人員，驗證碼已傳送到這支手機。</p>
      <div>
        <label htmlFor="console-code" className={label}>
          驗證碼
        </label>
        <input
          id="console-code"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="\d{6}"
          maxLength={6}
          required
          aria-describedby={error ? 'signin-error' : undefined}
          className={input}
        />
      </div>
      {message}
      <button type="submit" disabled={busy} className={`${buttonPrimary} w-full`}>
        登入
      </button>
      <button
        type="button"
        className={`${buttonSecondary} w-full`}
        onClick={() => {
          setError('');
          setStep({ kind: 'phone' });
        }}
      >
        使用其他號碼
      </button>
    </form>
  );
}
