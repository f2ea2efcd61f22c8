'use client';

import Script from 'next/script';
import { useEffect } from 'react';
import { pushToDataLayer } from '@/lib/tracking/events';
import { gtmScriptUrl } from '@/lib/tracking/tagManager';

/** Google Tag Manager for shops that configured a container; loaded once the page is interactive. */
export function TagManager({ containerId }: { containerId: string | null }) {
  const src = gtmScriptUrl(containerId);
  useEffect(() => {
    // The start event GTM's own snippet pushes; its page-load triggers wait for it.
    if (src) pushToDataLayer({ 'gtm.start': Date.now(), event: 'gtm.js' });
  }, [src]);
  return src ? <Script id="gtm" src={src} strategy="afterInteractive" /> : null;
}
