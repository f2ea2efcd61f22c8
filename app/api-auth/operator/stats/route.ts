import { checkOperator } from '@/lib/server/auth/operator';
import { parseBody, route } from '@/lib/server/http/route';
import { flushVisits } from '@/lib/server/visits/recorder';
import { homeVisitStats, StatsBodySchema } from '@/lib/server/visits/stats';

export const POST = route(async ({ db, request }) => {
  checkOperator(request);
  const body = await parseBody(request, StatsBodySchema);
  // What this server counted but has not written yet is part of the answer.
  await flushVisits(db);
  return homeVisitStats(db, body);
});
