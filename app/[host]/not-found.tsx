import type { Metadata } from 'next';
import Link from 'next/link';
import { NotFoundHome } from '@/components/home/NotFoundHome';

export const metadata: Metadata = { title: '找不到頁面', robots: { index: false } };

/** The 404 screen shares the home screen (spec §2): a notice above the shop's home areas. */
export default function ShopNotFound() {
  return (
    <>
      <section className="mx-auto max-w-6xl px-4 pb-4 pt-12 text-center">
        <p className="text-5xl font-semibold text-primary">404</p>
        <h1 className="mt-4 text-lg font-semibold">找不到這個頁面</h1>
        <p className="mt-2 text-sm text-muted">頁面可能已移除，或網址有誤。看看下面的推薦商品吧！</p>
        <Link href="/" className="mt-6 inline-block rounded-full bg-primary px-6 py-2 text-sm text-white">
          回到首頁
        </Link>
      </section>
      <NotFoundHome />
    </>
  );
}
