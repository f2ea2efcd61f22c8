import { z } from 'zod';

/**
 * The shop's own bank account that ATM orders are transferred to. The shop confirms each transfer
 * itself (`order --to paid`), reading the shopper's report (name and last 5 digits) against its
 * statement; no account is ever made up for an order.
 */
export const ATM_ACCOUNT_MESSAGES = {
  bankCode: '銀行代碼須為 3 位數字（例如 808）',
  account: '帳號須為 8 至 16 位數字，不含空白或連字號',
  accountName: '請給戶名（50 字以內）',
  required: 'ATM 轉帳須設定收款帳戶：--bank-code、--account、--account-name',
  onlyAtm: '只有 ATM 轉帳需要收款帳戶',
} as const;

export const AtmAccountSchema = z.object({
  bankCode: z
    .string()
    .trim()
    .regex(/^\d{3}$/, ATM_ACCOUNT_MESSAGES.bankCode),
  account: z
    .string()
    .trim()
    .regex(/^\d{8,16}$/, ATM_ACCOUNT_MESSAGES.account),
  accountName: z
    .string()
    .trim()
    .min(1, ATM_ACCOUNT_MESSAGES.accountName)
    .max(50, ATM_ACCOUNT_MESSAGES.accountName),
});
export type AtmAccount = z.infer<typeof AtmAccountSchema>;

/**
 * Names of the banks shoppers transfer to most, by their 3-digit code (金融機構代號). A code not
 * listed is shown by its number alone: a wrong name would mislead more than none.
 */
const BANK_NAMES: Record<string, string> = {
  '004': '臺灣銀行',
  '005': '臺灣土地銀行',
  '006': '合作金庫商業銀行',
  '007': '第一商業銀行',
  '008': '華南商業銀行',
  '009': '彰化商業銀行',
  '012': '台北富邦商業銀行',
  '013': '國泰世華商業銀行',
  '017': '兆豐國際商業銀行',
  '700': '中華郵政',
  '803': '聯邦商業銀行',
  '806': '元大商業銀行',
  '807': '永豐商業銀行',
  '808': '玉山商業銀行',
  '812': '台新國際商業銀行',
  '822': '中國信託商業銀行',
};

export const bankNameOf = (code: string): string | null => BANK_NAMES[code] ?? null;
