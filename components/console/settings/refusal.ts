import { replyText, type Refusal } from '../replyText';

/** The parts of the settings a stale save's answer names, as the page's sections call them. */
const PART_NAMES: Record<string, string> = {
  deliveries: '配送',
  payments: '付款',
  gateway: '金流',
  logistics: '物流',
  invoice: '電子發票',
  sms: '簡訊',
  line: 'LINE 登入',
  modules: '模組',
  cashback: '購物金',
  limits: '上限',
  promotions: '自動促銷',
  promoCodes: '優惠碼',
  domains: '網域',
};

/**
 * A refused save's message; a stale one says who changed which part since, in the sections' names,
 * and that the settings shown are now the latest when they were reloaded (SettingsContext).
 */
export function refusal(reply: Refusal): string {
  const text = replyText(reply, PART_NAMES);
  return reply.details?.reloaded ? `${text}。已載入最新設定，請確認後再儲存一次。` : text;
}
