import { requestOrigin } from '@/lib/server/kernel/origin';
import { shopRoute } from '@/lib/server/http/route';
import { labelPage } from '@/lib/server/shipments/label';

/** A parcel's label, opened from the signed address the operator's `ship` answered. */
export const GET = shopRoute(async ({ db, shop, request }) =>
  labelPage(db, shop.id, new URL(request.url).searchParams, requestOrigin(request)),
);
