import Link from 'next/link';
import { EmptyState } from '@/components/ui/EmptyState';
import { ORDER_LIST_PATH } from '@/lib/order/paths';

/** An order this member cannot see: unknown, someone else's, or an address without a valid id. */
export function OrderNotFound({ message }: { message?: string }) {
  return (
    <EmptyState
      kind="order"
      title="找不到此訂單"
      description={message ?? '訂單編號不正確，或這筆訂單不屬於您的帳號。'}
      action={
        <Link
          href={ORDER_LIST_PATH}
          className="inline-block rounded-full bg-primary px-6 py-2 text-sm font-semibold text-white"
        >
          回到訂單列表
        </Link>
      }
    />
  );
}
