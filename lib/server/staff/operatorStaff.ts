import { z } from 'zod';
import { PhoneSchema } from '@/lib/api/contract';
import type { Db } from '../db/client';
import { DomainError } from '@/lib/server/kernel/errors';
import { HostSchema } from '../shops/identity';
import type { Changed } from '../kernel/changed';
import { findShopByHost } from '../shops/byHost';
import type { Actor } from './changes';
import { addStaff, removeStaff, StaffRoleSchema } from './staffAdmin';
import type { StaffRow } from './staffRows';

export const STAFF_COMMANDS = ['add', 'remove'] as const;

/** How an operator command is named in the record of changes. */
export const OPERATOR_ACTOR = '營運指令';

export const OperatorStaffBodySchema = z.object({
  host: HostSchema,
  action: z.enum(STAFF_COMMANDS, { message: '動作須為 add 或 remove' }),
  phone: PhoneSchema,
  role: StaffRoleSchema.optional(),
  name: z.string().trim().max(40, '名稱最多 40 個字').optional(),
});
export type OperatorStaffBody = z.output<typeof OperatorStaffBodySchema>;

export type OperatorStaffAnswer = Changed & {
  staff: Pick<StaffRow, 'id' | 'phone' | 'name' | 'role'>;
  removed: boolean;
};

/**
 * POST /api-auth/operator/staff: adds a staff member to the organisation of the shop behind the host
 * (how the first owner is made), or removes one. The same rules as the console's: the last owner
 * stays, and removal ends the member's sessions.
 */
export async function operatorStaff(db: Db, body: OperatorStaffBody): Promise<OperatorStaffAnswer> {
  const shop = await findShopByHost(db, body.host);
  const actor: Actor = { orgId: shop.orgId, staffId: null, label: OPERATOR_ACTOR };
  if (body.action === 'add') {
    if (!body.role) throw new DomainError('invalid', '新增人員須指定 --role owner 或 staff');
    const row = await addStaff(db, actor, { phone: body.phone, role: body.role, name: body.name });
    return { staff: pick(row), removed: false, changedShops: [] };
  }
  const row = await removeStaff(db, actor, { phone: body.phone });
  return { staff: pick(row), removed: true, changedShops: [] };
}

const pick = (row: StaffRow) => ({ id: row.id, phone: row.phone, name: row.name, role: row.role });
