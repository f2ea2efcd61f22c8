'use client';

import { usePathname } from 'next/navigation';
import { useShop } from '@/components/providers/ShopProvider';
import { safeCustomCss, showsPaymentInstructions } from '@/lib/shop/customCss';

/**
 * The shop's own stylesheet, on every page but those that tell the shopper how to pay: there the
 * account, the store code and the amount are shown as the storefront draws them, out of any custom
 * CSS's reach. Leaving such a page on the client brings the stylesheet back.
 */
export function ShopCustomCss() {
  const { config } = useShop();
  const pathname = usePathname() ?? '';
  if (!config.customCss || showsPaymentInstructions(pathname)) return null;
  return <style dangerouslySetInnerHTML={{ __html: safeCustomCss(config.customCss) }} />;
}
