'use client';
import { useState, type FormEvent } from 'react';
import { ROLE_LABELS, STAFF_FIELD_NAMES, staffChangeText, type StaffChange } from '@/lib/console/staffLabels';
import { formatOrderDate } from '@/lib/order/date';
import { Status } from './Status';
import { buttonDanger, buttonPrimary, card, input, label } from './styles';
import { useSave } from './useSave';

type Role = 'owner' | 'staff';
type Staff = {
  id: number;
  phone: string;
  name: string | null;
  role: Role;
  changes: ({ at: string; actor: string } & StaffChange)[];
};

/** The organisation's staff: add one (or change a role), remove one; each change names who made it. */
export function StaffManager({
  shopId,
  selfId,
  initial,
}: {
  shopId: number;
  selfId: number;
  initial: Staff[];
}) {
  const [list, setList] = useState(initial);
  const { busy, notice, save } = useSave(shopId, STAFF_FIELD_NAMES, { keep: true });

  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const body = { phone: data.get('phone'), role: data.get('role'), name: String(data.get('name') ?? '') };
    const saved = await save<Staff[]>('/staff', 'POST', body, '已儲存');
    if (!saved) return;
    setList(saved);
    form.reset();
  }

  async function remove(member: Staff) {
    if (!window.confirm(`確定移除 ${member.name ?? member.phone}？對方將立即登出。`)) return;
    const left = await save<Staff[]>(`/staff/${member.id}`, 'DELETE', undefined, '已移除');
    if (left) setList(left);
  }

  return (
    <div className="mt-4 grid gap-4 md:grid-cols-3">
      <ul className="space-y-2 md:col-span-2" aria-label="人員列表">
        {list.map((s) => (
          <li key={s.id} className={`${card} text-sm`}>
            <div className="flex flex-wrap items-center gap-3">
              <span className="font-medium">{s.name ?? '（未填名稱）'}</span>
              <span className="font-mono">{s.phone}</span>
              <span className="rounded-full bg-highlight px-2 py-0.5">{ROLE_LABELS[s.role]}</span>
              {s.id === selfId ? (
                <span className="text-muted">（您）</span>
              ) : (
                <button
                  type="button"
                  disabled={busy}
                  className={`${buttonDanger} ml-auto`}
                  onClick={() => remove(s)}
                >
                  移除
                </button>
              )}
            </div>
            {s.changes.length ? (
              <ul className="mt-2 text-xs text-muted">
                {s.changes.map((c, i) => (
                  <li key={i}>
                    {formatOrderDate(c.at)}・{c.actor}・{staffChangeText(c)}
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
      <form onSubmit={add} className={`${card} space-y-3`} aria-labelledby="add-staff">
        <h2 id="add-staff" className="text-base font-semibold">
          新增或變更人員
        </h2>
        <div>
          <label htmlFor="staff-phone" className={label}>
            手機號碼
          </label>
          <input
            id="staff-phone"
            name="phone"
            type="tel"
            required
            placeholder="0912345678"
            className={input}
          />
        </div>
        <div>
          <label htmlFor="staff-name" className={label}>
            名稱（選填）
          </label>
          <input id="staff-name" name="name" maxLength={40} className={input} />
        </div>
        <div>
          <label htmlFor="staff-role" className={label}>
            角色
          </label>
          <select id="staff-role" name="role" defaultValue="staff" className={input}>
            <option value="staff">員工（訂單、出貨、退貨）</option>
            <option value="owner">負責人（全部，包含人員管理）</option>
          </select>
        </div>
        <button type="submit" disabled={busy} className={`${buttonPrimary} w-full`}>
          儲存
        </button>
        <Status message={notice} />
      </form>
    </div>
  );
}
