import type { ReactNode } from 'react';
import { EmptyState } from '@/components/ui/EmptyState';
import { FailureToasts } from '@/components/ui/FailureToasts';

type Props = { message: string; kind?: 'product' | 'search'; action?: ReactNode };

/**
 * A product list that could not be read, said in place of the products and as a toast (spec §8),
 * under the list's own empty-state picture.
 */
export function ProductListFailure({ message, kind = 'product', action }: Props) {
  return (
    <>
      <FailureToasts messages={[message]} />
      <EmptyState kind={kind} title="商品載入失敗" description={message} action={action} />
    </>
  );
}
