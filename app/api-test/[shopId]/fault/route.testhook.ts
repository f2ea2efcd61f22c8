import { z } from 'zod';
import { parseBody, shopRoute } from '@/lib/server/http/route';
import { addFault, removeFault } from '@/lib/server/http/faults';
import { assertTestHooksEnabled } from '@/lib/server/testHooks/guard';

// A marker shorter than this could match real requests of other journeys.
const Marker = z.string().min(12).max(100);
const AddBody = z.object({
  marker: Marker,
  status: z.number().int().min(400).max(599),
  msg: z.string().min(1).max(200),
});
const RemoveBody = z.object({ marker: Marker });

export const POST = shopRoute(async ({ shop, request }) => {
  assertTestHooksEnabled();
  const fault = await parseBody(request, AddBody);
  addFault(shop.id, fault);
  return fault;
});

export const DELETE = shopRoute(async ({ shop, request }) => {
  assertTestHooksEnabled();
  removeFault(shop.id, (await parseBody(request, RemoveBody)).marker);
  return { removed: true };
});
