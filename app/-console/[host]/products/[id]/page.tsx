import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ConsoleShell } from '../../_components/ConsoleShell';
import { ProductEditor } from '@/components/console/products/ProductEditor';
import { RenewSession } from '@/components/console/RenewSession';
import { card } from '@/components/console/styles';
import { consolePath } from '@/lib/console/names';
import { productPath } from '@/lib/routes';
import { DomainError } from '@/lib/server/kernel/errors';
import { consolePage, mayUse } from '@/lib/server/console/pageSession';
import { consoleProduct, productChoices } from '@/lib/server/catalog/edit/productView';

export const metadata: Metadata = { title: '編輯商品' };

export default async function ConsoleProductPage({
  params,
}: {
  params: Promise<{ host: string; id: string }>;
}) {
  const { host, id } = await params;
  const { db, shop, session } = await consolePage(host);
  if (!session) return <RenewSession shopId={shop.id} />;
  if (!/^\d{1,10}$/.test(id)) notFound();
  const product = await consoleProduct(db, shop.id, Number(id)).catch((error: unknown) => {
    if (error instanceof DomainError && error.kind === 'not_found') notFound();
    throw error;
  });
  return (
    <ConsoleShell session={session} current="products">
      <Link href={consolePath('/products')} className="text-sm text-primary">
        ← 商品
      </Link>
      <div className="mt-2 flex flex-wrap items-baseline gap-3">
        <h1 className="text-xl font-semibold text-ink">{product.name}</h1>
        <a
          href={productPath(product.nanoId)}
          className="text-sm text-primary"
          target="_blank"
          rel="noreferrer"
        >
          在商店查看
        </a>
      </div>
      {mayUse(session, 'catalog') ? (
        <ProductEditor shopId={shop.id} product={product} choices={await productChoices(db, shop.id)} />
      ) : (
        <p className={`${card} mt-4 text-sm text-muted`}>您的角色無法管理商品。</p>
      )}
    </ConsoleShell>
  );
}
