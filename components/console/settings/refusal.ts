import type { ConsoleReply } from '@/lib/console/client';
import { replyText } from '../replyText';

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

/** A refused save's message; a stale one says who changed which part since, in the sections' names. */
export const refusal = (reply: Extract<ConsoleReply<unknown>, { ok: false }>): string =>
  replyText(reply, PART_NAMES);
