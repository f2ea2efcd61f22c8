/** How a password change is proved: nothing for the first password, else the current one or a code. */
export type PasswordProof = 'first' | 'current' | 'code' | 'missing';

/**
 * Which proof a password change rests on. A member token alone sets the first password (an account
 * made by code has none to know); replacing one takes what a thief holding only the token lacks. When
 * both are sent the current password is checked: it is what the screen asks for.
 */
export function passwordProof(
  hasPassword: boolean,
  body: { currentPassword?: string; phoneVerifyToken?: string },
): PasswordProof {
  if (!hasPassword) return 'first';
  if (body.currentPassword) return 'current';
  if (body.phoneVerifyToken) return 'code';
  return 'missing';
}

export const CURRENT_PASSWORD_NEEDED = '請輸入目前密碼';
/** A 400, not a 401: the member's session is fine, and a 401 would sign the browser out. */
export const WRONG_CURRENT_PASSWORD = '目前密碼錯誤';
export const CODE_FOR_ANOTHER_PHONE = '驗證碼的手機號碼與會員不符';
