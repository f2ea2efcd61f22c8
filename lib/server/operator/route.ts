import 'server-only';
import type { z } from 'zod';
import { checkOperator } from '../auth/operator';
import type { Db } from '../db/client';
import { parseBody, route } from '../http/route';
import { revalidateShops } from '../revalidate/inRoute';
import type { Changed } from '../kernel/changed';

/**
 * An operator endpoint of one shop-changing action: checked, run, then every cache of the shops it
 * changed is refreshed before the operator hears back, so what they see next is the new state.
 * `hostsOf` names host names the action may have taken from a shop (they are no longer its own).
 */
export function operatorActionRoute<S extends z.ZodType, R extends Changed>(
  schema: S,
  action: (db: Db, body: z.output<S>) => Promise<R>,
  hostsOf: (body: z.output<S>) => string[] = () => [],
) {
  return route(async ({ db, request }) => {
    checkOperator(request);
    const body = await parseBody(request, schema);
    const result = await action(db, body);
    await revalidateShops(db, result.changedShops, hostsOf(body));
    return result;
  });
}
