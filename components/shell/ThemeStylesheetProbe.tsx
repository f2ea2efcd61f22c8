'use client';

import { useEffect } from 'react';

/** Logs whether the theme stylesheet loaded; the page renders either way (spec §1, §8). */
export function ThemeStylesheetProbe({ theme }: { theme: string }) {
  useEffect(() => {
    const link = document.querySelector<HTMLLinkElement>(`link[data-theme="${theme}"]`);
    if (!link) return;
    const report = (loaded: boolean) =>
      loaded ? console.info(`[theme] ${theme} loaded`) : console.warn(`[theme] ${theme} failed to load`);
    if (link.sheet) {
      report(true);
      return;
    }
    const onLoad = () => report(true);
    const onError = () => report(false);
    link.addEventListener('load', onLoad);
    link.addEventListener('error', onError);
    return () => {
      link.removeEventListener('load', onLoad);
      link.removeEventListener('error', onError);
    };
  }, [theme]);
  return null;
}
