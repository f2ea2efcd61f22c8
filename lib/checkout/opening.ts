import type {
  CashbackSetting,
  Delivery,
  Member,
  MemberStorage,
  PaymentConfigTypes,
} from '@/lib/api/contract';
import type { MemberContact } from './types';
import type { SavedCheckoutInfo } from './types';

export type CheckoutData = {
  deliveries: Delivery[];
  payments: PaymentConfigTypes;
  history: SavedCheckoutInfo[];
  member: MemberContact | null;
  cashbackEnabled: boolean;
};

/** One read as React Query reports it: its data once it came, its error once it failed. */
export type Read<T> = { data: T | undefined; error: Error | null; isPending: boolean };

export type CheckoutReads = {
  deliveries: Read<Delivery[]>;
  payments: Read<PaymentConfigTypes>;
  storage: Read<MemberStorage>;
  me: Read<Member>;
  cashback: Read<CashbackSetting>;
};

/** The reads nothing can be chosen without, named by what the shopper would miss. */
const NEEDED_READS = { deliveries: '配送方式', payments: '付款方式' } as const;
type NeededRead = keyof typeof NEEDED_READS;

export type CheckoutFailure = { read: NeededRead; what: string; message: string };

export type CheckoutOpening =
  | { status: 'loading' }
  | { status: 'failed'; failures: CheckoutFailure[] }
  | { status: 'ready'; data: CheckoutData };

/**
 * What the checkout opens with. Deliveries and payment types are needed: should either fail, the
 * checkout says which, with the server's message, at once. Saved checkouts, the member's details and
 * the cashback setting only help: waited for, but without them the form still opens, unfilled and
 * without cashback.
 */
export function checkoutOpening(reads: CheckoutReads): CheckoutOpening {
  const failures = (Object.keys(NEEDED_READS) as NeededRead[]).flatMap((read) => {
    const { error } = reads[read];
    return error ? [{ read, what: NEEDED_READS[read], message: error.message }] : [];
  });
  if (failures.length) return { status: 'failed', failures };
  const { deliveries, payments, storage, me, cashback } = reads;
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
