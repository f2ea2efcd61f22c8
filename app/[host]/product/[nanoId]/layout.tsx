import type { ReactNode } from 'react';
import { loadProduct } from './loadProduct';

type Props = { children: ReactNode; params: Promise<{ host: string; nanoId: string }> };

/** A product that is gone, hidden or removed is a 404 before the page streams behind its skeleton. */
export default async function ProductLayout({ children, params }: Props) {
  const { host, nanoId } = await params;
  await loadProduct(host, nanoId);
  return children;
}
