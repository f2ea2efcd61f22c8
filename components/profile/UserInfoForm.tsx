'use client';

import { useState, type FormEvent } from 'react';
import { primaryButton } from '@/components/auth/buttons';
import { SelectField, TextField } from '@/components/auth/Field';
import { FormMessage } from '@/components/auth/FormMessage';
import { useFieldErrors } from '@/components/auth/useFieldErrors';
import { useSending } from '@/components/auth/useSending';
import { GENDERS, type Member, type UserInfoBody } from '@/lib/api/contract';
import { updateUserInfo } from '@/lib/api/members';
import {
  formValuesOf,
  GENDER_LABELS,
  userInfoFormSchema,
  type UserInfoField,
  type UserInfoFormValues,
} from '@/lib/member/userInfoForm';

const idOf = (key: string) => `userinfo-${key.replace('.', '-')}`;
const GENDER_OPTIONS = GENDERS.map((g) => ({ value: g, label: GENDER_LABELS[g] }));

type Props = {
  member: Member;
  fields: UserInfoField[];
  submitLabel: string;
  /** Called once the server has the new values. */
  onSaved: (body: UserInfoBody) => void | Promise<void>;
};

/**
 * The member's own details (SignupInfo and Profile): the fixed fields and the organisation's custom
 * ones, checked with the schema built from its settings before anything is sent.
 */
export function UserInfoForm({ member, fields, submitLabel, onSaved }: Props) {
  const [values, setValues] = useState<UserInfoFormValues>(() => formValuesOf(member, fields));
  const [message, setMessage] = useState<string | null>(null);
  const { errors, check } = useFieldErrors(idOf);
  const [sending, run] = useSending();

  const set = <K extends keyof UserInfoFormValues>(key: K, value: UserInfoFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const setCustom = (key: string, value: string) =>
    setValues((v) => ({ ...v, custom: { ...v.custom, [key]: value } }));

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const body = check(userInfoFormSchema(fields), values);
    if (!body) return;
    setMessage(null);
    void run(async () => {
      const [, error] = await updateUserInfo(body);
      if (error !== null) {
        setMessage(error.msg);
        return;
      }
      await onSaved(body);
    });
  };

  // The latest date a birthday can be: today, in the shopper's own time zone.
  const today = new Date().toLocaleDateString('sv-SE');

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <FormMessage message={message} />
      <TextField
        id={idOf('name')}
        label="姓名"
        autoComplete="name"
        maxLength={50}
        value={values.name}
        onChange={(e) => set('name', e.target.value)}
        error={errors.name}
        required
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id={idOf('gender')}
          label="性別"
          placeholder="不透露"
          options={GENDER_OPTIONS}
          value={values.gender}
          onChange={(e) => set('gender', e.target.value as UserInfoFormValues['gender'])}
          error={errors.gender}
        />
        <TextField
          id={idOf('birthday')}
          label="生日"
          type="date"
          autoComplete="bday"
          max={today}
          value={values.birthday}
          onChange={(e) => set('birthday', e.target.value)}
          error={errors.birthday}
        />
      </div>
      <TextField
        id={idOf('email')}
        label="電子郵件"
        type="email"
        autoComplete="email"
        inputMode="email"
        value={values.email}
        onChange={(e) => set('email', e.target.value)}
        error={errors.email}
      />
      <TextField
        id={idOf('address')}
        label="地址"
        autoComplete="street-address"
        maxLength={200}
        value={values.address}
        onChange={(e) => set('address', e.target.value)}
        error={errors.address}
      />
      {fields.map((field) => {
        const key = `custom.${field.key}`;
        const common = {
          id: idOf(key),
          label: field.name,
          required: field.required,
          error: errors[key],
          value: values.custom[field.key] ?? '',
        };
        if (field.type === 'select') {
          return (
            <SelectField
              key={field.key}
              {...common}
              options={field.options.map((o) => ({ value: o, label: o }))}
              onChange={(e) => setCustom(field.key, e.target.value)}
            />
          );
        }
        return (
          <TextField
            key={field.key}
            {...common}
            type={field.type === 'date' ? 'date' : field.type === 'email' ? 'email' : 'text'}
            inputMode={field.type === 'number' ? 'decimal' : undefined}
            maxLength={field.maxLength ?? undefined}
            onChange={(e) => setCustom(field.key, e.target.value)}
          />
        );
      })}
      <button type="submit" className={primaryButton} disabled={sending}>
        {sending ? '儲存中…' : submitLabel}
      </button>
    </form>
  );
}
