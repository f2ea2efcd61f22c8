'use client';

import { useQuery } from '@tanstack/react-query';
import type { Delivery, PaymentConfigTypes } from '@/lib/api/contract';
import { getCashbackSetting, getPaymentConfigTypes, listDeliveries } from '@/lib/api/commerce';
import { getMemberStorage } from '@/lib/api/orders';
import type { MemberContact } from '@/lib/checkout/prefill';
import type { SavedCheckoutInfo } from '@/lib/checkout/state';
import { memberQueries } from '@/lib/member/queries';
import { unwrap } from '@/lib/query/unwrap';

/** The API's largest page: a shop's deliveries all fit in one. */
const ALL_DELIVERIES = 100;

export const memberStorageKey = (shopId: number) => ['member', shopId, 'memberStorage'] as const;

export type CheckoutData = {
  deliveries: Delivery[];
  payments: PaymentConfigTypes;
  history: SavedCheckoutInfo[];
  member: MemberContact | null;
  cashbackEnabled: boolean;
};

export type CheckoutDataState =
  { status: 'loading' } | { status: 'error'; retry: () => void } | { status: 'ready'; data: CheckoutData };

/**
 * What the checkout starts from. Deliveries and payment types are needed; saved checkouts, the
 * member's details and the cashback setting only help, so without them the form still opens.
 * Always read afresh: a shop may have changed its deliveries since the last visit.
 */
export function useCheckoutData(shopId: number): CheckoutDataState {
  const deliveries = useQuery({
    queryKey: ['member', shopId, 'checkout', 'deliveries'],
    queryFn: () => unwrap(listDeliveries(shopId, { limit: ALL_DELIVERIES })),
    staleTime: 0,
  });
  const payments = useQuery({
    queryKey: ['member', shopId, 'checkout', 'paymentTypes'],
    queryFn: () => unwrap(getPaymentConfigTypes(shopId)),
    staleTime: 0,
  });
  const storage = useQuery({
    queryKey: memberStorageKey(shopId),
    queryFn: () => unwrap(getMemberStorage(shopId)),
    staleTime: 0,
    retry: false,
    meta: { silent: true },
  });
  const me = useQuery({ ...memberQueries.me(shopId), meta: { silent: true } });
  // Spec §8: a failed rebate setting is only logged.
  const cashback = useQuery({
    queryKey: ['cashbackSetting', shopId],
    queryFn: () => unwrap(getCashbackSetting(shopId)),
    retry: false,
    meta: { silent: true },
  });

  if (deliveries.isError || payments.isError)
    return {
      status: 'error',
      retry: () => {
        void deliveries.refetch();
        void payments.refetch();
      },
    };
  if (!deliveries.data || !payments.data || storage.isPending || me.isPending || cashback.isPending)
    return { status: 'loading' };
  return {
    status: 'ready',
    data: {
      deliveries: deliveries.data,
      payments: payments.data,
      history: storage.data?.checkoutInfos ?? [],
      member: me.data
        ? { name: me.data.name, phone: me.data.phone, email: me.data.email, address: me.data.address }
        : null,
      cashbackEnabled: cashback.data?.enabled ?? false,
    },
  };
}
