/** Demo and test servers show sent texts in the outbox; a production server never stores them. */
export const isDemoMode = () => process.env.STOREFRONT_DEMO_MODE === '1';

export function otpText(brand: string, code: string): string {
  return `【${brand}】您的驗證碼為 ${code}，5 分鐘內有效。請勿將驗證碼提供給他人。`;
}

/**
 * The code in a text `otpText` wrote, as a shopper reads it: after 驗證碼為, since the brand before
 * it is the shop's own name and may hold six digits of its own.
 */
export function codeInOtpText(text: string): string | undefined {
  return /驗證碼為 (\d{6})/.exec(text)?.[1];
}
