import { z } from 'zod/mini';
import { GENDERS, UserInfoBodySchema, type Member, type UserInfoFieldSchema } from '@/lib/api/contract';

export type UserInfoField = z.infer<typeof UserInfoFieldSchema>;
export type Gender = (typeof GENDERS)[number];

/** The form holds strings only: an empty one means "not given". */
export type UserInfoFormValues = {
  name: string;
  gender: Gender | '';
  birthday: string;
  address: string;
  email: string;
  custom: Record<string, string>;
};

export const GENDER_LABELS: Record<Gender, string> = { male: '男', female: '女', other: '其他' };

/** The contract caps any custom value at 500 characters, whatever the field's own limit says. */
const CUSTOM_MAX = 500;
const NUMBER = /^-?\d+(?:\.\d+)?$/;

/** A real day written YYYY-MM-DD: 2023-02-29 has the shape but is not one. */
function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [y, m, d] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** The message for one custom field's value under the organisation's setting, or null when it is fine. */
export function customFieldError(field: UserInfoField, raw: string): string | null {
  const value = raw.trim();
  if (!value) return field.required ? `請填寫${field.name}` : null;
  const max = Math.min(field.maxLength ?? CUSTOM_MAX, CUSTOM_MAX);
  // Characters as people count them: an emoji is one, not two UTF-16 units.
  if ([...value].length > max) return `${field.name}最多 ${max} 個字`;
  switch (field.type) {
    case 'number':
      return NUMBER.test(value) ? null : `${field.name}請輸入數字`;
    case 'date':
      return isCalendarDate(value) ? null : `${field.name}格式為 YYYY-MM-DD`;
    case 'select':
      return field.options.includes(value) ? null : `請選擇${field.name}`;
    case 'email':
      return z.email().safeParse(value).success ? null : `${field.name}請輸入正確的電子郵件`;
    default:
      return null;
  }
}

const blankToNull = <S extends z.ZodMiniType>(schema: S) =>
  z.pipe(
    z.transform((v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v)),
    schema,
  );

/**
 * The form's schema for this organisation: the contract's fields plus its custom fields, checked in
 * one pass so that every error shows at once. Its output is the body of `PUT /user/me/userInfo`.
 */
export function userInfoFormSchema(fields: UserInfoField[]) {
  const custom = z.object(
    Object.fromEntries(
      fields.map((field) => [
        field.key,
        z._default(z.string(), '').check(
          z.superRefine((value, ctx) => {
            const message = customFieldError(field, value);
            if (message) ctx.addIssue({ code: 'custom', message });
          }),
        ),
      ]),
    ),
  );
  return z.object({
    name: UserInfoBodySchema.shape.name,
    gender: blankToNull(UserInfoBodySchema.shape.gender),
    birthday: blankToNull(
      UserInfoBodySchema.shape.birthday.check(z.refine((v) => !v || isCalendarDate(v), '請輸入正確的生日')),
    ),
    address: blankToNull(UserInfoBodySchema.shape.address),
    email: blankToNull(UserInfoBodySchema.shape.email),
    custom: z.pipe(
      custom,
      z.transform((values) =>
        Object.fromEntries(
          Object.entries(values)
            .map(([key, value]) => [key, value.trim()] as const)
            .filter(([, value]) => value !== ''),
        ),
      ),
    ),
  });
}

/** The form filled with what the member has; custom fields the setting no longer has are left out. */
export function formValuesOf(member: Member, fields: UserInfoField[]): UserInfoFormValues {
  return {
    name: member.name ?? '',
    gender: member.gender ?? '',
    birthday: member.birthday ?? '',
    address: member.address ?? '',
    email: member.email ?? '',
    custom: Object.fromEntries(fields.map((f) => [f.key, member.custom[f.key] ?? ''])),
  };
}
