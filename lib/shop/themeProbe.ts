/**
 * The theme stylesheet's outcome is logged whenever it comes, also before the app's scripts run
 * (spec §1, §8): the root layout puts this script in the page's head, where it runs while the page
 * is still being parsed. It listens on the document in the capture phase, because a link's load
 * and error events do not bubble and may come before or after the script, wherever React places the
 * link. An inline script and no onload/onerror attribute: the page's Content-Security-Policy allows
 * inline scripts by their hash (lib/security/policy.mjs), never inline event handlers.
 *
 * Plain script, nothing else loaded yet; serialised with toString(), so it holds no comments.
 */
function probeTheme(theme: string) {
  const onOutcome = function (event: Event) {
    const link = event.target as Element | null;
    if (!link || link.tagName !== 'LINK' || link.getAttribute('data-theme') !== theme) return;
    document.removeEventListener('load', onOutcome, true);
    document.removeEventListener('error', onOutcome, true);
    if (event.type === 'load') console.info('[theme] ' + theme + ' loaded');
    else console.warn('[theme] ' + theme + ' failed to load');
  };
  document.addEventListener('load', onOutcome, true);
  document.addEventListener('error', onOutcome, true);
}

/** The inline script's text for this theme. */
export const themeProbeScript = (theme: string) => `(${probeTheme.toString()})(${JSON.stringify(theme)})`;
