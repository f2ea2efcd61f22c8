'use client';

import { useQuery } from '@tanstack/react-query';
import { checkoutOpening, type CheckoutOpening } from '@/lib/checkout/opening';
import { checkoutQueries } from '@/lib/checkout/queries';

export type CheckoutDataState =
  | Exclude<CheckoutOpening, { status: 'failed' }>
  | (Extract<CheckoutOpening, { status: 'failed' }> & { retrying: boolean; retry: () => void });

/** What the checkout starts from (lib/checkout/opening): its reads, and asking again those that failed. */
export function useCheckoutData(shopId: number): CheckoutDataState {
  const queries = checkoutQueries(shopId);
  const reads = {
    deliveries: useQuery(queries.deliveries),
    payments: useQuery(queries.payments),
    storage: useQuery(queries.storage),
    me: useQuery(queries.me),
    cashback: useQuery(queries.cashback),
  };
  const opening = checkoutOpening(reads);
  if (opening.status !== 'failed') return opening;
  return {
    ...opening,
    retrying: opening.failures.some(({ read }) => reads[read].isFetching),
    retry: () => {
      for (const { read } of opening.failures) void reads[read].refetch();
    },
  };
}
