import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { HomeScreen } from '@/components/home/HomeScreen';
import { shopPageMetadata } from '@/lib/seo/metadata';
import { loadShop } from '@/lib/shop/load';

type Props = { params: Promise<{ host: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { host } = await params;
  const shop = await loadShop(host);
  if (!shop.ok) return {};
  return shopPageMetadata({
    host,
    shopName: shop.config.Shop.name,
    path: '/',
    image: shop.config.Logo?.filename,
  });
}

export default async function HomePage({ params }: Props) {
  const shop = await loadShop((await params).host);
  if (!shop.ok) notFound();
  // With online shopping off the layout shows only its notice; nothing else is loaded.
  if (!shop.ecommerce) return null;
  return (
    <>
      <h1 className="sr-only">{shop.config.Shop.name}</h1>
      <HomeScreen shopId={shop.shopId} />
    </>
  );
}
