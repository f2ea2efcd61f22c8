import { notFound } from 'next/navigation';
import { HomeAreas } from '@/components/home/HomeAreas';
import { getPage } from '@/lib/api/content';
import { enabledAreas } from '@/lib/home/areas';
import { loadShop } from '@/lib/shop/load';

type Props = { params: Promise<{ host: string }> };

export default async function HomePage({ params }: Props) {
  const shop = await loadShop((await params).host);
  if (!shop.ok) notFound();
  // With online shopping off the layout shows only its notice; nothing else is loaded.
  if (!shop.ecommerce) return null;
  const [page, error] = await getPage(shop.shopId, 'home');
  // A home page that fails to load is only logged (spec §8); the shop frame still renders.
  if (error !== null) console.error(`[home] shop ${shop.shopId}: ${error}`);
  return (
    <>
      <h1 className="sr-only">{shop.config.Shop.name}</h1>
      <HomeAreas areas={page ? enabledAreas(page.content.areas) : []} />
    </>
  );
}
