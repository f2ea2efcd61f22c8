import type { Metadata } from 'next';
import { CartView } from '@/components/cart/CartView';
import { ListHeader } from '@/components/catalog/ListHeader';

export const metadata: Metadata = { title: '購物車', robots: { index: false } };

/** Cart (spec §2): the page is the same for everyone; the lines come from this browser after load. */
export default function CartPage() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-8">
      <ListHeader title="購物車" crumbs={[{ name: '首頁', href: '/' }, { name: '購物車' }]} />
      <CartView />
    </section>
  );
}
