import { getUserInfoSetting } from '@/lib/api/shop';
import { getCashbackExpirations, getCashbackWallet, getLineAuthParams, getMe } from '@/lib/api/members';
import type { LinePurpose } from '@/lib/api/contract';
import { unwrap } from '@/lib/query/unwrap';

/** A member's own data: never cached across members, so every key starts with 'member'. */
export const memberQueries = {
  me: (shopId: number) => ({
    queryKey: ['member', shopId, 'me'] as const,
    queryFn: () => unwrap(getMe(shopId)),
  }),
  cashbackWallet: (shopId: number) => ({
    queryKey: ['member', shopId, 'cashbackWallet'] as const,
    queryFn: () => unwrap(getCashbackWallet(shopId)),
  }),
  cashbackExpirations: (shopId: number) => ({
    queryKey: ['member', shopId, 'cashbackExpirations'] as const,
    queryFn: () => unwrap(getCashbackExpirations(shopId)),
  }),
  /** A LINE authorization ready to start: its state is good once, so it is never refetched behind the shopper's back. */
  lineAuthParams: (shopId: number, purpose: LinePurpose) => ({
    queryKey: ['member', shopId, 'lineAuthParams', purpose] as const,
    queryFn: () => unwrap(getLineAuthParams(shopId, purpose)),
    // A shop without a LINE channel answers 409 every time: asking again would not change that.
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  }),
  userInfoSetting: (orgId: number) => ({
    queryKey: ['userInfoSetting', orgId] as const,
    queryFn: () => unwrap(getUserInfoSetting(orgId)),
  }),
};
