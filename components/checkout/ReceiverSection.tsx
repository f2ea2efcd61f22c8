'use client';

import { TextField } from '@/components/auth/Field';
import type { ReceiverInfo } from '@/lib/checkout/types';
import type { CheckoutField } from '@/lib/checkout/validate';
import { CheckoutSection } from './CheckoutSection';
import { fieldId } from './fieldIds';

type Props = {
  receiver: ReceiverInfo;
  /** Home delivery ships to an address; pickups need none. */
  needsAddress: boolean;
  errorFor: (field: CheckoutField) => string | undefined;
  onChange: (field: keyof ReceiverInfo, value: string) => void;
};

/** Who receives the order (spec §3 receiverInfo). */
export function ReceiverSection({ receiver, needsAddress, errorFor, onChange }: Props) {
  const noteId = fieldId('receiver.note');
  const noteError = errorFor('receiver.note');
  return (
    <CheckoutSection id="checkout-receiver-section" title="收件人資料">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={fieldId('receiver.name')}
          label="收件人姓名"
          autoComplete="name"
          maxLength={50}
          required
          value={receiver.name}
          onChange={(e) => onChange('name', e.target.value)}
          error={errorFor('receiver.name')}
        />
        <TextField
          id={fieldId('receiver.phone')}
          label="手機號碼"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="0912345678"
          maxLength={20}
          required
          value={receiver.phone}
          onChange={(e) => onChange('phone', e.target.value)}
          error={errorFor('receiver.phone')}
        />
        {needsAddress ? (
          <div className="sm:col-span-2">
            <TextField
              id={fieldId('receiver.address')}
              label="收件地址"
              autoComplete="street-address"
              maxLength={200}
              required
              value={receiver.address}
              onChange={(e) => onChange('address', e.target.value)}
              error={errorFor('receiver.address')}
            />
          </div>
        ) : null}
        <div className="sm:col-span-2">
          <TextField
            id={fieldId('receiver.email')}
            label="電子郵件"
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={254}
            value={receiver.email}
            onChange={(e) => onChange('email', e.target.value)}
            hint="訂單通知與電子發票將寄到這裡"
            error={errorFor('receiver.email')}
          />
        </div>
        <div className="sm:col-span-2">
          <label htmlFor={noteId} className="text-sm font-medium text-ink">
            備註
          </label>
          <textarea
            id={noteId}
            name={noteId}
            rows={3}
            maxLength={500}
            value={receiver.note}
            onChange={(e) => onChange('note', e.target.value)}
            aria-invalid={noteError ? true : undefined}
            aria-describedby={noteError ? `${noteId}-error` : undefined}
            className={`mt-1 block w-full rounded-xl border bg-white px-4 py-3 text-base text-ink focus:outline-none focus-visible:ring-2 focus-visible:ring-primary/40 ${
              noteError ? 'border-red-700' : 'border-line focus:border-primary'
            }`}
          />
          {noteError ? (
            <p id={`${noteId}-error`} className="mt-1 text-sm text-red-700">
              {noteError}
            </p>
          ) : null}
        </div>
      </div>
    </CheckoutSection>
  );
}
