import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { pageFromSegments } from '@/lib/catalog/pageSegment';
import { listExists } from '@/lib/catalog/productListPage';
import { loadShop } from '@/lib/shop/load';

type Props = { children: ReactNode; params: Promise<{ host: string; type: string; nanoId?: string[] }> };

/** A list that does not exist is a 404 before the page streams behind its skeleton. */
export default async function ProductListLayout({ children, params }: Props) {
  const { host, type, nanoId } = await params;
  const shop = await loadShop(host);
  const { segments } = pageFromSegments(nanoId);
  if (!shop.ok || !(await listExists(shop.shopId, type, segments))) notFound();
  return children;
}
