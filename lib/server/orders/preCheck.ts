import type { OrderCheck, PreOrderBody } from '@/lib/api/contract';
import { clock } from '../auth/clock';
import { refuseBanned, type MemberSession } from '../auth/bearer';
import type { Db } from '../db/client';
import { quoteOrder } from '../pricing/quote';
import type { ShopRef } from '../shops/find';
import { loadQuoteContext } from './context';

/** POST …/ecommerceOrder/pre: the order's price as it would be created now, with what is still missing. */
export async function preCheckOrder(
  db: Db,
  shop: ShopRef,
  session: MemberSession,
  body: PreOrderBody,
): Promise<OrderCheck> {
  refuseBanned(session.user);
  const { input } = await loadQuoteContext(db, shop, session.memberId, body, clock.now());
  const { order, promptMessages, promoCodeMessage } = quoteOrder(input);
  return { order, promptMessages, promoCodeMessage };
}
