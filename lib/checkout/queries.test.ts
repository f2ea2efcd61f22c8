import { getCashbackSetting, getPaymentConfigTypes, listDeliveries } from '@/lib/api/commerce';
import { getMe } from '@/lib/api/members';
import { getMemberStorage } from '@/lib/api/orders';
import { fail } from '@/lib/api/result';
import { newQueryClient } from '@/lib/query/client';
import { toast } from '@/lib/ui/toast';
import { checkoutQueries } from './queries';

jest.mock('@/lib/ui/toast', () => ({ toast: jest.fn() }));
jest.mock('@/lib/api/commerce', () => ({
  listDeliveries: jest.fn(),
  getPaymentConfigTypes: jest.fn(),
  getCashbackSetting: jest.fn(),
}));
jest.mock('@/lib/api/orders', () => ({ getMemberStorage: jest.fn() }));
jest.mock('@/lib/api/members', () => ({ getMe: jest.fn() }));

const calls = {
  deliveries: listDeliveries,
  payments: getPaymentConfigTypes,
  storage: getMemberStorage,
  me: getMe,
  cashback: getCashbackSetting,
};

afterEach(() => {
  jest.restoreAllMocks();
  jest.clearAllMocks();
});

// Spec §8: a failed call shows the error toast with the server's message; the rebate setting's
// failure is only logged.
test.each([
  ['deliveries', true],
  ['payments', true],
  ['storage', true],
  ['me', true],
  ['cashback', false],
] as const)("the checkout's %s read failing is the error toast: %s", async (read, announced) => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
  (calls[read] as jest.Mock).mockResolvedValue(
    fail({ msg: `${read} 暫停`, status: 503, code: 'unavailable', retryAfter: null }),
  );
  const client = newQueryClient();
  await client.prefetchQuery({ ...checkoutQueries(7)[read], retry: false } as never);
  if (announced) {
    expect(toast).toHaveBeenCalledWith(`${read} 暫停`);
    expect(logged).not.toHaveBeenCalled();
  } else {
    expect(toast).not.toHaveBeenCalled();
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ message: `${read} 暫停` }));
  }
});
