'use client';

import Script from 'next/script';
import { useEffect } from 'react';
import { pushToDataLayer } from '@/lib/tracking/events';

const CONTAINER_ID = /^GTM-[A-Z0-9]{4,12}$/;

/** The container script URL, or null when the id is not a Google Tag Manager container id. */
export function gtmScriptUrl(containerId: string | null): string | null {
  return containerId && CONTAINER_ID.test(containerId)
    ? `https://www.googletagmanager.com/gtm.js?id=${containerId}`
    : null;
}

/** Google Tag Manager for shops that configured a container; loaded once the page is interactive. */
export function TagManager({ containerId }: { containerId: string | null }) {
  const src = gtmScriptUrl(containerId);
  useEffect(() => {
    // The start event GTM's own snippet pushes; its page-load triggers wait for it.
    if (src) pushToDataLayer({ 'gtm.start': Date.now(), event: 'gtm.js' });
  }, [src]);
  return src ? <Script id="gtm" src={src} strategy="afterInteractive" /> : null;
}
