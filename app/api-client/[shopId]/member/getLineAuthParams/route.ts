import { requireMember } from '@/lib/server/auth/bearer';
import { HttpError } from '@/lib/server/http/errors';
import { shopRoute } from '@/lib/server/http/route';

/**
 * LINE login needs a LINE channel per shop (client id, secret, callback), which no shop has yet. When
 * one exists, this answers LineAuthParamsSchema from the shop's channel and a stored state.
 */
export const GET = shopRoute(async ({ db, shop, request }) => {
  await requireMember(db, request, shop.id);
  throw new HttpError(409, 'LINE 登入尚未設定');
});
