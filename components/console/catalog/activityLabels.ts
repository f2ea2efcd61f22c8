import type { ActivityView } from '@/lib/console/catalog/views';

/** Where an activity stands, as the console names it. */
export const ACTIVITY_STATE_LABELS: Record<ActivityView['state'], string> = {
  running: '進行中',
  scheduled: '尚未開始',
  ended: '已結束',
  disabled: '已停用',
  removed: '已刪除',
};

/** An activity's dates as a line: 2026-12-01 00:00 起 ~ 2026-12-08 00:00 止; open ends say so. */
export function periodText(startsAt: string, endsAt: string): string {
  if (!startsAt && !endsAt) return '不限時間';
  const show = (t: string) => t.replace('T', ' ');
  return `${startsAt ? `${show(startsAt)} 起` : '即日起'} ~ ${endsAt ? `${show(endsAt)} 止` : '不限結束'}`;
}
