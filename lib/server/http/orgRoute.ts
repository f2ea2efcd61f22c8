import 'server-only';
import { IdSchema } from '@/lib/api/contract';
import { param, route, type RouteInput } from './route';
import { findOrg, type OrgRef } from '../auth/org';

export type OrgRouteInput = RouteInput & { org: OrgRef };

/** A handler under /api-auth/{OrgId}: the organisation is validated and loaded first; unknown is a 404. */
export function orgRoute<T>(fn: (input: OrgRouteInput) => Promise<T>) {
  return route(async (input) =>
    fn({ ...input, org: await findOrg(input.db, param(input.params, 'orgId', IdSchema)) }),
  );
}
