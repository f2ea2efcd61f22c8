import type { Metadata } from 'next';
import { OrderCompleteScreen } from '@/components/order/OrderCompleteScreen';
import { OrderIdSchema } from '@/lib/api/contract';

export const metadata: Metadata = { title: '訂單成立', robots: { index: false } };

type Props = { params: Promise<{ id: string }> };

/** OrderComplete (spec §2): where checkout lands; the screen sends a signed-out visit to sign in. */
export default async function OrderCompletePage({ params }: Props) {
  const id = OrderIdSchema.safeParse((await params).id);
  return <OrderCompleteScreen id={id.success ? id.data : null} />;
}
