import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { HomeAreas } from '@/components/home/HomeAreas';
import { getPage } from '@/lib/api/content';
import { PageKeySchema } from '@/lib/api/contract';
import { arrangeAreas } from '@/lib/home/areas';
import { customPagePath } from '@/lib/routes';
import { shopPageMetadata } from '@/lib/seo/metadata';
import { loadShop } from '@/lib/shop/load';

/** Rendered on first visit, then cached like the rest of the shop's pages. */
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ host: string; key: string }> };

async function load({ params }: Props) {
  const { host, key } = await params;
  const shop = await loadShop(host);
  // The home page has its own address; other keys are merchant pages.
  if (!shop.ok || key === 'home' || !PageKeySchema.safeParse(key).success) notFound();
  const [page, error] = await getPage(shop.shopId, key);
  if (error !== null) notFound();
  return { host, shop, page };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { host, shop, page } = await load(props);
  const text = page.content.areas.find((a) => a.type === 'text');
  return shopPageMetadata({
    host,
    shopName: shop.config.Shop.name,
    path: customPagePath(page.key),
    title: page.title,
    description: text?.type === 'text' ? text.text.description.slice(0, 150) : undefined,
  });
}

/** CustomizedPage (spec §2): a merchant page made of the same areas as the home page. */
export default async function CustomizedPage(props: Props) {
  const { page } = await load(props);
  return (
    <>
      <h1 className="mx-auto max-w-6xl px-4 pt-8 text-2xl font-semibold">{page.title}</h1>
      <HomeAreas areas={arrangeAreas(page.content.areas)} />
    </>
  );
}
