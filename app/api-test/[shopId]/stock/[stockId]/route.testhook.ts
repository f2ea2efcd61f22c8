import { z } from 'zod';
import { IdSchema } from '@/lib/api/contract';
import { param, parseBody, shopRoute } from '@/lib/server/http/route';
import { setStock } from '@/lib/server/testHooks/catalog';
import { assertTestHooksEnabled } from '@/lib/server/testHooks/guard';

const Body = z.object({ stock: z.number().int().min(0).max(1_000_000) });

export const POST = shopRoute(async ({ db, shop, params, request }) => {
  assertTestHooksEnabled();
  return setStock(db, shop.id, param(params, 'stockId', IdSchema), (await parseBody(request, Body)).stock);
});
