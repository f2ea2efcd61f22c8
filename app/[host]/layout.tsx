import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { ModuleDisabledModal } from '@/components/shell/ModuleDisabledModal';
import { ShopFooter } from '@/components/shell/ShopFooter';
import { ShopHeader } from '@/components/shell/ShopHeader';
import { StartError } from '@/components/shell/StartError';
import { safeCustomCss } from '@/lib/shop/customCss';
import { loadShop } from '@/lib/shop/load';
import { SHOP_CONFIG_FAILED } from '@/lib/tenancy/messages';

/**
 * Shop pages hold nothing personal, so each host's pages are rendered on first visit and then served
 * from the cache, refreshed in the background at most every 30 s (the same age as the API reads).
 */
export const revalidate = 30;
export function generateStaticParams(): { host: string }[] {
  return [];
}

type Props = { children: ReactNode; params: Promise<{ host: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const shop = await loadShop((await params).host);
  if (!shop.ok) return { title: shop.message, robots: { index: false } };
  const name = shop.config.Shop.name;
  return {
    title: { default: name, template: `%s｜${name}` },
    icons: shop.config.Favicon ? { icon: shop.config.Favicon.filename } : undefined,
  };
}

export default async function ShopLayout({ children, params }: Props) {
  const shop = await loadShop((await params).host);
  if (!shop.ok) {
    // The middleware answers unknown hosts itself; this covers a config that vanished in between.
    if (shop.message === SHOP_CONFIG_FAILED) notFound();
    return <StartError message={shop.message} />;
  }
  const { config } = shop;
  return (
    <>
      {config.customCss ? (
        <style dangerouslySetInnerHTML={{ __html: safeCustomCss(config.customCss) }} />
      ) : null}
      {shop.ecommerce ? (
        <div className="flex min-h-screen flex-col">
          <ShopHeader config={config} />
          <main className="flex-1">{children}</main>
          <ShopFooter config={config} />
        </div>
      ) : (
        <ModuleDisabledModal shopName={config.Shop.name} />
      )}
    </>
  );
}
