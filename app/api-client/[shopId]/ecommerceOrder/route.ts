import {
  CreateOrderBodySchema,
  ECOMMERCE_MODULE,
  IDEMPOTENCY_HEADER,
  IdempotencyKeySchema,
  OrderListQuerySchema,
} from '@/lib/api/contract';
import { requireMember } from '@/lib/server/auth/bearer';
import { parse, parseBody, parseQuery, shopRoute } from '@/lib/server/http/route';
import { createOrder } from '@/lib/server/orders/create';
import { listMemberOrders } from '@/lib/server/orders/view';
import { announceStockTaken } from '@/lib/server/revalidate/stock';

/** The member's orders, newest first. */
export const GET = shopRoute(async ({ db, shop, request }) => {
  const { memberId } = await requireMember(db, request, shop.id);
  return listMemberOrders(db, shop.id, memberId, parseQuery(request, OrderListQuerySchema));
});

/** Creates an order (also answered at `ecommerceOrder/`, the path the spec names). A closed shop refuses first. */
export const POST = shopRoute(async ({ db, shop, request }) => {
  const session = await requireMember(db, request, shop.id, ECOMMERCE_MODULE);
  const key = request.headers.get(IDEMPOTENCY_HEADER);
  const order = await createOrder(db, shop, session, {
    body: await parseBody(request, CreateOrderBodySchema),
    idempotencyKey: key === null ? null : parse(IdempotencyKeySchema, key, 'Idempotency-Key'),
  });
  // A spec or product it sold out shows 已售罄 at once; the shop's other cached pages stay.
  await announceStockTaken(db, shop.id, order.id);
  return order;
});
