import { OperatorStaffBodySchema, operatorStaff } from '@/lib/server/console/operatorStaff';
import { operatorActionRoute } from '@/lib/server/operator/route';

export const POST = operatorActionRoute(OperatorStaffBodySchema, operatorStaff);
