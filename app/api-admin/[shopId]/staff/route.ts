import { consoleRoute } from '@/lib/server/console/route';
import { addStaff, listStaff, StaffAddBodySchema } from '@/lib/server/staff/staffAdmin';
import { parseBody } from '@/lib/server/http/route';

/** GET /api-admin/{shopId}/staff: the organisation's staff (owners only). */
export const GET = consoleRoute('staff', async ({ db, session }) => listStaff(db, session.staff.orgId));

/** POST /api-admin/{shopId}/staff `{phone, role, name?}`: adds a staff member or changes their role. */
export const POST = consoleRoute('staff', async ({ db, request, session }) => {
  await addStaff(db, session.actor, await parseBody(request, StaffAddBodySchema));
  return listStaff(db, session.staff.orgId);
});
