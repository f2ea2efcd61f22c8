import type { Metadata } from 'next';
import type { ReactNode } from 'react';
// The console shares the shop's theme (app/layout.tsx) and the app's styles, not the shop's frame.
import '@/styles/globals.css';

/** Never indexed, never listed: the console is for the shop's staff only. */
export const metadata: Metadata = {
  title: { default: '管理後台', template: '%s｜管理後台' },
  robots: { index: false, follow: false },
};

export default function ConsoleLayout({ children }: { children: ReactNode }) {
  return children;
}
