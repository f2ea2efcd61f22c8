/**
 * Taiwan e-invoice rules (統一發票), shared by the checkout form and the shop API. Pure functions.
 */

const TAX_ID_WEIGHTS = [1, 2, 1, 2, 1, 2, 4, 1] as const;

const digitSum = (n: number) => Math.floor(n / 10) + (n % 10);

/**
 * A company's 8-digit 統一編號: each digit times its weight (1,2,1,2,1,2,4,1), the digits of each
 * product added up; the total must be divisible by 5 (the rule since 2023, which also accepts every
 * number valid under the older divisible-by-10 rule). When the 7th digit is 7 its product, 28, may
 * count as 10 or as 1 (2+8, then 1+0), so a total one higher is accepted too.
 */
export function isValidTaxId(value: string): boolean {
  if (!/^\d{8}$/.test(value)) return false;
  const digits = [...value].map(Number);
  const sum = digits.reduce((acc, d, i) => acc + digitSum(d * TAX_ID_WEIGHTS[i]!), 0);
  if (sum % 5 === 0) return true;
  return digits[6] === 7 && (sum + 1) % 5 === 0;
}

/** 手機條碼: a slash and 7 characters of 0-9, A-Z, '.', '+', '-'. */
export const isValidMobileBarcode = (value: string) => /^\/[0-9A-Z.+-]{7}$/.test(value);

/** 自然人憑證: 2 capital letters and 14 digits. */
export const isValidCitizenCertificate = (value: string) => /^[A-Z]{2}\d{14}$/.test(value);

/** 捐贈碼 (愛心碼): 3 to 7 digits. */
export const isValidDonationCode = (value: string) => /^\d{3,7}$/.test(value);
