/** How the staff page reads one recorded change of a staff member. */
export type StaffChange = { action: string; before: unknown; after: unknown };

/** The roles' names as staff read them (lib/server/db/schema/staff.ts has the roles). */
export const ROLE_LABELS: Record<'owner' | 'staff', string> = { owner: '負責人', staff: '員工' };

const roleOf = (side: unknown) => {
  const role = String((side as { role?: unknown } | null)?.role);
  return role === 'owner' || role === 'staff' ? ROLE_LABELS[role] : '';
};
const nameOf = (side: unknown) => String((side as { name?: unknown } | null)?.name ?? '');

/** 新增（員工）, 變更：員工 → 負責人, 變更名稱：小美 → 美美, 移除 */
export function staffChangeText(change: StaffChange): string {
  if (change.action === 'add') return `新增（${roleOf(change.after)}）`;
  if (change.action === 'remove') return '移除';
  if (change.action === 'role') {
    const [from, to] = [roleOf(change.before), roleOf(change.after)];
    if (from !== to) return `變更角色：${from} → ${to}`;
    return `變更名稱：${nameOf(change.before) || '（未填）'} → ${nameOf(change.after) || '（未填）'}`;
  }
  return change.action;
}

/** The staff form's fields as the page names them, for a refused save (replyText). */
export const STAFF_FIELD_NAMES: Record<string, string> = { phone: '手機號碼', name: '名稱', role: '角色' };
