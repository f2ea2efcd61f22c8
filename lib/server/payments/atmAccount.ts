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
