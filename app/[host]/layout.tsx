import { dehydrate, QueryClient } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { AddToCartModalProvider } from '@/components/cart/AddToCartModalProvider';
import { CartRefresher } from '@/components/cart/CartRefresher';
import { QueryProvider } from '@/components/providers/QueryProvider';
import { SessionBridge } from '@/components/providers/SessionBridge';
import { ShopProvider } from '@/components/providers/ShopProvider';
import { UserTokenStartup } from '@/components/providers/UserTokenStartup';
import { GoToTop } from '@/components/shell/GoToTop';
import { LineFloatingButton } from '@/components/shell/LineFloatingButton';
import { LazyModuleDisabledModal } from '@/components/shell/LazyModuleDisabledModal';
import { PageDataBoundary } from '@/components/shell/PageDataBoundary';
import { ScrollToTop } from '@/components/shell/ScrollToTop';
import { ShopFooter } from '@/components/shell/ShopFooter';
import { StartError } from '@/components/shell/StartError';
import { SideMenu } from '@/components/topbar/SideMenu';
import { TopBar } from '@/components/topbar/TopBar';
import { HomeVisitBeacon } from '@/components/tracking/HomeVisitBeacon';
import { PageViewTracker } from '@/components/tracking/PageViewTracker';
import { TagManager } from '@/components/tracking/TagManager';
import { FailureToasts } from '@/components/ui/FailureToasts';
import { Toaster } from '@/components/ui/Toaster';
import { shopQueries } from '@/lib/query/shopQueries';
import { pictureAtWidth } from '@/lib/images/pictureAtWidth';
import { faviconIcons } from '@/lib/seo/favicon';
import { shopPageMetadata } from '@/lib/seo/metadata';
import { safeCustomCss } from '@/lib/shop/customCss';
import { ShopCustomCss } from '@/components/shell/ShopCustomCss';
import { loadShop } from '@/lib/shop/load';
import { getPaymentConfigTypes, listDeliveries } from '@/lib/api/commerce';
import { getFooterConfig } from '@/lib/api/content';
import { MAX_LIMIT, type FooterConfig } from '@/lib/api/contract';
import { failuresOf } from '@/lib/api/result';
import { loadSideMenu } from '@/lib/navigation/loadSideMenu';
import { footerMarks } from '@/lib/shop/paymentMarks';
// Imported here, not in the root layout, so that the theme stylesheet stays first (app/layout.tsx).
import '@/styles/globals.css';

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
  const { host } = await params;
  const shop = await loadShop(host);
  if (!shop.ok) return { title: shop.message, robots: { index: false } };
  const name = shop.config.Shop.name;
  return {
    ...shopPageMetadata({ host, shopName: name, path: '/', image: shop.config.Logo?.filename }),
    title: { default: name, template: `%s｜${name}` },
    icons: shop.config.Favicon ? faviconIcons(shop.config.Favicon.filename, pictureAtWidth) : undefined,
  };
}

const NO_FOOTER: FooterConfig = { aboutUs: [], faq: [], contactUs: [] };

export default async function ShopLayout({ children, params }: Props) {
  const { host } = await params;
  const shop = await loadShop(host);
  if (!shop.ok) {
    // The middleware answers unknown hosts itself; this covers a config that vanished in between.
    if (shop.status === 404) notFound();
    return <StartError message={shop.message} />;
  }
  const { config, shopId } = shop;
  if (!shop.ecommerce) {
    return (
      <>
        {config.customCss ? (
          <style dangerouslySetInnerHTML={{ __html: safeCustomCss(config.customCss) }} />
        ) : null}
        <LazyModuleDisabledModal shopName={config.Shop.name} />
      </>
    );
  }

  // The client data the first screen can show comes with the page: the top bar's navigation, and the
  // page icons that picture every empty state (even one only the browser knows of, like an empty
  // cart). The footer and the side menu are rendered here, so that both work without scripts; what
  // the search panel's suggestions need is read when the shopper reaches for it
  // (components/topbar/useMenuWarmUp).
  const queries = new QueryClient();
  const [payments, deliveries, footerRead, menu] = await Promise.all([
    getPaymentConfigTypes(shopId),
    listDeliveries(shopId, { limit: MAX_LIMIT }),
    getFooterConfig(shopId),
    loadSideMenu(shopId),
    queries.prefetchQuery(shopQueries.navConfig(shopId)),
    queries.prefetchQuery(shopQueries.pageIcons(shopId)),
  ]);
  const marks = footerMarks(payments[0]?.types ?? [], deliveries[0] ?? []);
  const footer = footerRead[0] ?? NO_FOOTER;
  // The footer and the menu show what did load; what did not is also a toast (spec §8).
  const failures = [...new Set([...failuresOf(payments, deliveries, footerRead), ...menu.failures])];

  return (
    <QueryProvider>
      <ShopProvider value={{ shopId, host, config }}>
        <PageDataBoundary state={dehydrate(queries)}>
          <AddToCartModalProvider>
            <ShopCustomCss />
            <div className="flex min-h-screen flex-col">
              <TopBar sideMenu={<SideMenu navigation={menu.navigation} model={menu.model} />} />
              <main className="flex-1">{children}</main>
              <ShopFooter config={config} footer={footer} marks={marks} />
            </div>
            <LineFloatingButton config={config} />
            <GoToTop />
            <Toaster />
            <FailureToasts messages={failures} />
            <ScrollToTop />
            <SessionBridge />
            <UserTokenStartup />
            <CartRefresher />
            <PageViewTracker />
            <HomeVisitBeacon />
            <TagManager containerId={config.tagManagerId} />
          </AddToCartModalProvider>
        </PageDataBoundary>
      </ShopProvider>
    </QueryProvider>
  );
}
