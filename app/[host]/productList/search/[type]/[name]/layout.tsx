import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';

type Props = { children: ReactNode; params: Promise<{ type: string }> };

/** SearchProductList searches by name only (spec §2); checked before the page streams. */
export default async function SearchLayout({ children, params }: Props) {
  if ((await params).type !== 'name') notFound();
  return children;
}
