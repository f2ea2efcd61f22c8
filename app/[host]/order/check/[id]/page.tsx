import type { Metadata } from 'next';
import { OrderCheckScreen } from '@/components/order/OrderCheckScreen';
import { OrderIdSchema } from '@/lib/api/contract';

export const metadata: Metadata = { title: '訂單明細', robots: { index: false } };

type Props = { params: Promise<{ id: string }> };

/** OrderCheck (spec §2): not guarded by the middleware, so the screen sends a signed-out visit to sign in. */
export default async function OrderCheckPage({ params }: Props) {
  const id = OrderIdSchema.safeParse((await params).id);
  return <OrderCheckScreen id={id.success ? id.data : null} />;
}
