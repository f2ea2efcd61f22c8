'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { z } from 'zod/mini';
import { useShop } from '@/components/providers/ShopProvider';
import { PhoneSchema, type OtpPurpose } from '@/lib/api/contract';
import { OTP_VERIFY_PATH } from '@/lib/member/paths';
import { sendCode } from '@/lib/member/sendCode';
import { primaryButton } from './buttons';
import { TextField } from './Field';
import { FormMessage } from './FormMessage';
import { useFieldErrors } from './useFieldErrors';
import { useSending } from './useSending';

const PhoneOnlySchema = z.object({ phone: PhoneSchema });

/** A phone number, then a code by text and on to OTPVerify (QuickSignup, ForgotPassword). */
export function SendCodeForm({ purpose, submitLabel }: { purpose: OtpPurpose; submitLabel: string }) {
  const { config } = useShop();
  const router = useRouter();
  const [phone, setPhone] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const { errors, check } = useFieldErrors(() => `${purpose}-phone`);
  const [sending, run] = useSending();

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const body = check(PhoneOnlySchema, { phone });
    if (!body) return;
    setMessage(null);
    void run(async () => {
      const error = await sendCode(config.Shop.OrgId, body.phone, purpose);
      if (error === null) {
        router.push(OTP_VERIFY_PATH);
        return 'leave';
      }
      setMessage(error);
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <FormMessage message={message} />
      <TextField
        id={`${purpose}-phone`}
        label="手機號碼"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder="0912345678"
        hint="我們會傳送 6 位數驗證碼到這支手機。"
        value={phone}
        onChange={(e) => setPhone(e.target.value)}
        error={errors.phone}
        required
      />
      <button type="submit" className={primaryButton} disabled={sending}>
        {sending ? '傳送中…' : submitLabel}
      </button>
    </form>
  );
}
