import { getCashbackSetting, getPaymentConfigTypes, listDeliveries } from '@/lib/api/commerce';
import { getMemberStorage } from '@/lib/api/orders';
import { memberQueries } from '@/lib/member/queries';
import { unwrap } from '@/lib/query/unwrap';

/** The API's largest page: a shop's deliveries all fit in one. */
const ALL_DELIVERIES = 100;

export const memberStorageKey = (shopId: number) => ['member', shopId, 'memberStorage'] as const;

/**
 * The reads the checkout opens with, as query options. Each failure is the error toast with the
 * server's message (spec §8), but the cashback setting's, which the spec only logs ("rebate
 * failure"). Always read afresh: a shop may have changed its deliveries since the last visit.
 */
export const checkoutQueries = (shopId: number) => ({
  deliveries: {
    queryKey: ['member', shopId, 'checkout', 'deliveries'] as const,
    queryFn: () => unwrap(listDeliveries(shopId, { limit: ALL_DELIVERIES })),
    staleTime: 0,
  },
  payments: {
    queryKey: ['member', shopId, 'checkout', 'paymentTypes'] as const,
    queryFn: () => unwrap(getPaymentConfigTypes(shopId)),
    staleTime: 0,
  },
  storage: {
    queryKey: memberStorageKey(shopId),
    queryFn: () => unwrap(getMemberStorage(shopId)),
    staleTime: 0,
    retry: false,
  },
  me: memberQueries.me(shopId),
  cashback: {
    queryKey: ['cashbackSetting', shopId] as const,
    queryFn: () => unwrap(getCashbackSetting(shopId)),
    retry: false,
    meta: { silent: true },
  },
});
