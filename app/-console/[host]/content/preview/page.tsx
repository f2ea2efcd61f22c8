import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { AddToCartModalProvider } from '@/components/cart/AddToCartModalProvider';
import { RenewSession } from '@/components/console/RenewSession';
import { HomeAreas } from '@/components/home/HomeAreas';
import { QueryProvider } from '@/components/providers/QueryProvider';
import { ShopProvider } from '@/components/providers/ShopProvider';
import { PageKeySchema } from '@/lib/api/contract';
import { consolePath } from '@/lib/console/names';
import { arrangeAreas } from '@/lib/home/areas';
import { resolveAreas } from '@/lib/server/config/pages';
import { HOME_KEY, readConsolePage } from '@/lib/server/content/pageSave';
import { DomainError } from '@/lib/server/kernel/errors';
import { consolePage, mayUse } from '@/lib/server/console/pageSession';
import { safeCustomCss } from '@/lib/shop/customCss';
import { loadShop } from '@/lib/shop/load';

export const metadata: Metadata = { title: '預覽', robots: { index: false, follow: false } };

type Props = { params: Promise<{ host: string }>; searchParams: Promise<{ key?: string | string[] }> };

/**
 * A page's draft as shoppers would see it once published, drawn by the storefront's own home
 * components (components/home) with the shop's custom CSS. Staff only: it reads the console's session
 * cookie, so Next renders it per request and no cache keeps it (docs/console.md § Serving). Product
 * lists are the live ones: the draft's categories and activities are resolved now, from the
 * database, as publishing would show them (lib/server/config/pages.ts resolveAreas).
 */
export default async function ContentPreviewPage({ params, searchParams }: Props) {
  const { host } = await params;
  const { key: asked } = await searchParams;
  const { db, shop, session } = await consolePage(host);
  if (!session) return <RenewSession shopId={shop.id} />;
  const key = typeof asked === 'string' ? asked : HOME_KEY;
  if (!mayUse(session, 'content') || !PageKeySchema.safeParse(key).success) notFound();
  const page = await readConsolePage(db, shop.id, key).catch((error: unknown) => {
    if (error instanceof DomainError && error.kind === 'not_found') notFound();
    throw error;
  });
  const loaded = await loadShop(host);
  if (!loaded.ok) notFound();
  const areas = arrangeAreas(await resolveAreas(db, shop.id, page.draft ?? page.areas));
  const back =
    key === HOME_KEY ? consolePath('/content') : consolePath(`/content/pages/${encodeURIComponent(key)}`);
  return (
    <>
      {loaded.config.customCss ? (
        <style dangerouslySetInnerHTML={{ __html: safeCustomCss(loaded.config.customCss) }} />
      ) : null}
      <div
        role="note"
        className="sticky top-0 z-20 flex flex-wrap items-center gap-3 bg-ink px-4 py-2 text-sm text-white"
      >
        <span className="font-semibold">預覽</span>
        <span>{page.draft ? '尚未發佈的草稿，顧客看不到。' : '沒有草稿：這是商店目前的頁面。'}</span>
        <Link href={back} className="ml-auto underline">
          回到編輯
        </Link>
      </div>
      <QueryProvider>
        <ShopProvider value={{ shopId: shop.id, host, config: loaded.config }}>
          <AddToCartModalProvider>
            <main>
              {key === HOME_KEY ? (
                <h1 className="sr-only">{loaded.config.Shop.name}</h1>
              ) : (
                <h1 className="mx-auto max-w-6xl px-4 pt-8 text-2xl font-semibold">{page.title}</h1>
              )}
              {areas.length ? (
                <HomeAreas areas={areas} />
              ) : (
                <p className="mx-auto max-w-6xl px-4 py-10 text-muted">此頁面沒有要顯示的區塊。</p>
              )}
            </main>
          </AddToCartModalProvider>
        </ShopProvider>
      </QueryProvider>
    </>
  );
}
