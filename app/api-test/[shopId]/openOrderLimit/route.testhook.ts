import { z } from 'zod';
import { parseBody, shopRoute } from '@/lib/server/http/route';
import { assertTestHooksEnabled } from '@/lib/server/testHooks/guard';
import { setOpenOrderLimit } from '@/lib/server/testHooks/limits';

const Body = z.object({ limit: z.number().int().min(1).max(1_000_000) });

export const POST = shopRoute(async ({ db, shop, request }) => {
  assertTestHooksEnabled();
  return setOpenOrderLimit(db, shop.id, (await parseBody(request, Body)).limit);
});
