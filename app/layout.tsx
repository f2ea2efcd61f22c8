import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { THEME, themeStylesheetPath } from '@/lib/shop/theme';
import { themeProbeScript } from '@/lib/shop/themeProbe';
import { earlyTapScript } from '@/lib/ui/earlyTaps';

export const metadata: Metadata = { title: { default: '線上商店', template: '%s' } };
export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#ffffff' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="zh-tw">
      <head>
        {/* The theme comes first (spec §1) so that every later rule can rely on its custom properties.
            React orders stylesheets by precedence, in the order it meets them: this one, then the
            app's own, imported by the shop layout below (app/[host]/layout.tsx). */}
        <link rel="stylesheet" href={themeStylesheetPath(THEME)} precedence="theme" data-theme={THEME} />
        {/* Logs the stylesheet's outcome while the page is parsed, before the app starts (spec §1, §8). */}
        <script dangerouslySetInnerHTML={{ __html: themeProbeScript(THEME) }} />
        {/* Keeps taps on controls whose code has not run yet, for them to play (lib/ui/earlyTaps). */}
        <script dangerouslySetInnerHTML={{ __html: earlyTapScript() }} />
      </head>
      <body>{children}</body>
    </html>
  );
}
