import type { CashbackSetting, Member, MemberStorage, PaymentConfigTypes } from '@/lib/api/contract';
import { checkoutOpening, type CheckoutReads, type Read } from './opening';
import { DELIVERIES, PAYMENTS } from './testFixtures';

const loaded = <T>(data: T): Read<T> => ({ data, error: null, isPending: false });
const pending: Read<never> = { data: undefined, error: null, isPending: true };
const failed = (message: string): Read<never> => ({
  data: undefined,
  error: new Error(message),
  isPending: false,
});

const payments: PaymentConfigTypes = { types: PAYMENTS, ecommercePaymentConfigs: [] };
const member = {
  name: '林美玲',
  phone: '0987654321',
  email: 'mei@example.com',
  address: '台北市大安區',
} as Member;
const storage = { checkoutInfos: [{ delivery: 1 }] } as MemberStorage;
const cashback: CashbackSetting = { enabled: true, addRate: 0.05, ignoreAddEcommerceProductIds: [] };

const all: CheckoutReads = {
  deliveries: loaded(DELIVERIES),
  payments: loaded(payments),
  storage: loaded(storage),
  me: loaded(member),
  cashback: loaded(cashback),
};

describe('checkoutOpening', () => {
  test('every read in: the form opens with them', () => {
    expect(checkoutOpening(all)).toEqual({
      status: 'ready',
      data: {
        deliveries: DELIVERIES,
        payments,
        history: storage.checkoutInfos,
        member: { name: '林美玲', phone: '0987654321', email: 'mei@example.com', address: '台北市大安區' },
        cashbackEnabled: true,
      },
    });
  });

  test.each<[string, Partial<CheckoutReads>, ReturnType<typeof checkoutOpening>]>([
    ['deliveries still coming', { deliveries: pending }, { status: 'loading' }],
    ["the member's details still coming", { me: pending }, { status: 'loading' }],
    [
      'the deliveries failed: said with the message, while others still come',
      { deliveries: failed('配送服務暫停'), me: pending, storage: pending },
      { status: 'failed', failures: [{ read: 'deliveries', what: '配送方式', message: '配送服務暫停' }] },
    ],
    [
      'the payment types failed',
      { payments: failed('付款服務暫停') },
      { status: 'failed', failures: [{ read: 'payments', what: '付款方式', message: '付款服務暫停' }] },
    ],
    [
      'both failed: each said',
      { deliveries: failed('配送服務暫停'), payments: failed('服務暫停') },
      {
        status: 'failed',
        failures: [
          { read: 'deliveries', what: '配送方式', message: '配送服務暫停' },
          { read: 'payments', what: '付款方式', message: '服務暫停' },
        ],
      },
    ],
  ])('%s', (_, reads, expected) => {
    expect(checkoutOpening({ ...all, ...reads })).toEqual(expected);
  });

  test('what only helps may fail: the form opens blank, without cashback', () => {
    const opening = checkoutOpening({
      ...all,
      storage: failed('服務暫停'),
      me: failed('服務暫停'),
      cashback: failed('服務暫停'),
    });
    expect(opening).toEqual({
      status: 'ready',
      data: { deliveries: DELIVERIES, payments, history: [], member: null, cashbackEnabled: false },
    });
  });
});
