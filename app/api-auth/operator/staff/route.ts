import { OperatorStaffBodySchema, operatorStaff } from '@/lib/server/staff/operatorStaff';
import { operatorActionRoute } from '@/lib/server/operator/route';

export const POST = operatorActionRoute(OperatorStaffBodySchema, operatorStaff);
