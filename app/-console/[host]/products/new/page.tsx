import type { Metadata } from 'next';
import Link from 'next/link';
import { ConsoleShell } from '../../_components/ConsoleShell';
import { ProductEditor } from '@/components/console/products/ProductEditor';
import { RenewSession } from '@/components/console/RenewSession';
import { card } from '@/components/console/styles';
import { consolePath } from '@/lib/console/names';
import { consolePage, mayUse } from '@/lib/server/console/pageSession';
import { productChoices } from '@/lib/server/catalog/edit/productView';

export const metadata: Metadata = { title: '新增商品' };

export default async function ConsoleNewProductPage({ params }: { params: Promise<{ host: string }> }) {
  const { db, shop, session } = await consolePage((await params).host);
  if (!session) return <RenewSession shopId={shop.id} />;
  return (
    <ConsoleShell session={session} current="products">
      <Link href={consolePath('/products')} className="text-sm text-primary">
        ← 商品
      </Link>
      <h1 className="mt-2 text-xl font-semibold text-ink">新增商品</h1>
      {mayUse(session, 'catalog') ? (
        <ProductEditor shopId={shop.id} product={null} choices={await productChoices(db, shop.id)} />
      ) : (
        <p className={`${card} mt-4 text-sm text-muted`}>您的角色無法管理商品。</p>
      )}
    </ConsoleShell>
  );
}
