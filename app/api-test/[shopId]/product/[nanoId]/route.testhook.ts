import { z } from 'zod';
import { NanoIdSchema } from '@/lib/api/contract';
import { param, parseBody, shopRoute } from '@/lib/server/http/route';
import { setProductRemoved } from '@/lib/server/testHooks/catalog';
import { assertTestHooksEnabled } from '@/lib/server/testHooks/guard';

const Body = z.object({ isRemove: z.boolean() });

export const POST = shopRoute(async ({ db, shop, params, request }) => {
  assertTestHooksEnabled();
  return setProductRemoved(
    db,
    shop.id,
    param(params, 'nanoId', NanoIdSchema),
    (await parseBody(request, Body)).isRemove,
  );
});
