'use client';

import { useQuery } from '@tanstack/react-query';
import { useRequireMember } from '@/components/auth/useRequireMember';
import { useShop } from '@/components/providers/ShopProvider';
import { orderQueries } from '@/lib/order/queries';

/**
 * One of the member's orders, for the screens the middleware does not guard: a signed-out visit goes
 * to sign in first. `id` is null when the address holds no valid order id.
 */
export function useMemberOrder(id: number | null) {
  const { shopId } = useShop();
  const member = useRequireMember();
  const order = useQuery({
    ...orderQueries.detail(shopId, id ?? 0),
    enabled: member && id !== null,
    // Another member's or an unknown order is a 404 that asking again will not change; the screen
    // shows the message in its not-found state instead of a toast.
    retry: false,
    meta: { silent: true },
  });
  return { shopId, member, order };
}
