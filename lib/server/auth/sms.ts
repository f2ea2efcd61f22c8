/** Demo and test servers show sent texts in the outbox; a production server never stores them. */
export const isDemoMode = () => process.env.STOREFRONT_DEMO_MODE === '1';

export function otpText(brand: string, code: string): string {
  return `【${brand}】您的驗證碼為 ${code}，5 分鐘內有效。請勿將驗證碼提供給他人。`;
}
