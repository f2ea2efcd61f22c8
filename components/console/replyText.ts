import { fieldRefusal } from '@/lib/console/contract/fields';
import { formatOrderDate } from '@/lib/order/date';

/** A refused call as consoleFetch answers it (lib/console/client.ts). */
export type Refusal = { message: string; code: string; details?: Record<string, unknown> };
type NewerChange = { actor: string; at: string; fields: string[] };

/**
 * What a refused save tells the editor, in the words of the screen (`fieldNames`: each area's names
 * for its fields). A refused field the screen names is said by that name (`標題：不可空白`); a
 * stale save (someone saved first) says who changed what and when, so they can look before saving
 * again.
 */
export function replyText(failure: Refusal, fieldNames: Record<string, string> = {}): string {
  const refused = fieldRefusal(failure.details);
  const name = refused && Object.hasOwn(fieldNames, refused.field) ? fieldNames[refused.field] : undefined;
  if (refused && name) return `${name}：${refused.reason}`;
  const changes = (failure.code === 'stale' ? failure.details?.changes : undefined) as
    NewerChange[] | undefined;
  if (!changes?.length) return failure.message;
  const lines = changes.map(
    (c) =>
      `${c.actor} 於 ${formatOrderDate(c.at)} 改了${c.fields.map((f) => fieldNames[f] ?? f).join('、') || '內容'}`,
  );
  return `${failure.message}（${lines.join('；')}）`;
}
