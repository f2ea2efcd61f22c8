import { z } from 'zod';
import { PhoneSchema } from '@/lib/api/contract';
import { parseBody, shopRoute } from '@/lib/server/http/route';
import { assertTestHooksEnabled } from '@/lib/server/testHooks/guard';
import { ageOtpCodes } from '@/lib/server/testHooks/otp';

const Body = z.object({ phone: PhoneSchema, seconds: z.number().int().min(1).max(3600) });

/** POST /api-test/{shopId}/otpAge `{phone, seconds}`: the phone's codes made that much older. */
export const POST = shopRoute(async ({ db, shop, request }) => {
  assertTestHooksEnabled();
  const { phone, seconds } = await parseBody(request, Body);
  return ageOtpCodes(db, shop.id, phone, seconds);
});
