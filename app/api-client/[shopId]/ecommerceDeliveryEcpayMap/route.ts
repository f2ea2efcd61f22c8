import { EcpayMapBodySchema, MapTokenSchema } from '@/lib/api/contract';
import { requireMember } from '@/lib/server/auth/bearer';
import { requestOrigin } from '@/lib/server/kernel/origin';
import { parse, parseBody, shopRoute } from '@/lib/server/http/route';
import { openStoreMap, storeOfToken } from '@/lib/server/logistics/cvsMap';

/** A store-map session for a convenience-store delivery: the form that opens the chain's map. */
export const POST = shopRoute(async ({ db, shop, request }) => {
  const { memberId } = await requireMember(db, request, shop.id);
  const body = await parseBody(request, EcpayMapBodySchema);
  return openStoreMap(db, shop.id, memberId, body, requestOrigin(request));
});

/** The store picked with a session (CVSStoreID, CVSStoreName). */
export const GET = shopRoute(async ({ db, shop, request }) => {
  const { memberId } = await requireMember(db, request, shop.id);
  const token = parse(MapTokenSchema, new URL(request.url).searchParams.get('token'), 'token');
  return storeOfToken(db, shop.id, memberId, token);
});
