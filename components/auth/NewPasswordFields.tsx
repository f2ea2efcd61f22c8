import { TextField } from './Field';

/** What PasswordSchema asks for, said before the shopper gets it wrong. */
const PASSWORD_HINT = '至少 8 個字元，需包含英文字母與數字。';

type Props = {
  idOf: (key: string) => string;
  /** '密碼' when setting the first one, '新密碼' when replacing one. */
  label: string;
  password: string;
  confirmPassword: string;
  onPassword: (value: string) => void;
  onConfirmPassword: (value: string) => void;
  errors: Partial<Record<string, string>>;
};

/** A new password and its confirmation, as SetPassword and ForgotPassword ask for them. */
export function NewPasswordFields({
  idOf,
  label,
  password,
  confirmPassword,
  onPassword,
  onConfirmPassword,
  errors,
}: Props) {
  return (
    <>
      <TextField
        id={idOf('password')}
        label={label}
        type="password"
        autoComplete="new-password"
        hint={PASSWORD_HINT}
        value={password}
        onChange={(e) => onPassword(e.target.value)}
        error={errors.password}
        required
      />
      <TextField
        id={idOf('confirmPassword')}
        label={`確認${label}`}
        type="password"
        autoComplete="new-password"
        value={confirmPassword}
        onChange={(e) => onConfirmPassword(e.target.value)}
        error={errors.confirmPassword}
        required
      />
    </>
  );
}
