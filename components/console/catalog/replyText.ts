import { formatOrderDate } from '@/lib/order/date';
import type { ConsoleReply } from '@/lib/console/client';

type NewerChange = { actor: string; at: string; fields: string[] };

/** The catalog's fields as the console names them, for a stale save's answer. */
const FIELD_NAMES: Record<string, string> = {
  name: '名稱',
  key: '代碼',
  image: '圖片',
  groupId: '群組',
  order: '順序',
  description: '說明',
  enable: '啟用',
  isStorewide: '全館活動',
  startsAt: '開始時間',
  endsAt: '結束時間',
  isRemove: '刪除',
  activityId: '活動',
  activityPrice: '活動價',
};

/** What a refused save tells the editor; a stale one says who changed what meanwhile, and when. */
export function replyText(reply: Extract<ConsoleReply<unknown>, { ok: false }>): string {
  const changes = (reply.code === 'stale' ? (reply.details?.changes ?? []) : []) as NewerChange[];
  if (!changes.length) return reply.message;
  const lines = changes.map(
    (c) =>
      `${c.actor} 於 ${formatOrderDate(c.at)} 改了${c.fields.map((f) => FIELD_NAMES[f] ?? f).join('、')}`,
  );
  return `${reply.message}（${lines.join('；')}）`;
}
