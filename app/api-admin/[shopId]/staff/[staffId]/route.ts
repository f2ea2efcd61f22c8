import { consoleRoute } from '@/lib/server/console/route';
import { listStaff, removeStaff } from '@/lib/server/staff/staffAdmin';
import { param, ShopIdSchema } from '@/lib/server/http/route';

/** DELETE /api-admin/{shopId}/staff/{staffId}: removes a staff member; their sessions end at once. */
export const DELETE = consoleRoute('staff', async ({ db, params, session }) => {
  await removeStaff(db, session.actor, { id: param(params, 'staffId', ShopIdSchema) });
  return listStaff(db, session.staff.orgId);
});
