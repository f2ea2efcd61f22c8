/**
 * The theme stylesheet's outcome is logged whenever it comes, also before the app's scripts run
 * (spec §1, §8): the root layout puts this script in the page's head, where it runs while the page
 * is still being parsed. A script there waits for the stylesheets before it, so when the theme link
 * is already in the page its outcome is settled, though its load or error event may have fired
 * already (while the parser waited for a later stylesheet): the sheet is read instead, a failed one
 * holding no rules. Should the link come later, its event is caught on the document (the events do
 * not bubble, so in the capture phase). An inline script and no onload/onerror attribute: the
 * page's Content-Security-Policy allows inline scripts by their hash (lib/serving/security/policy.ts),
 * never inline event handlers.
 *
 * Plain script, nothing else loaded yet; serialised with toString(), so it holds no comments.
 */
function probeTheme(theme: string) {
  const report = function (loaded: boolean) {
    if (loaded) console.info('[theme] ' + theme + ' loaded');
    else console.warn('[theme] ' + theme + ' failed to load');
  };
  const isTheme = function (node: Element | null) {
    return !!node && node.tagName === 'LINK' && node.getAttribute('data-theme') === theme;
  };
  const links = document.querySelectorAll('link[data-theme]');
  for (let i = 0; i < links.length; i++) {
    const link = links[i] as HTMLLinkElement;
    if (!isTheme(link)) continue;
    let rules = 0;
    try {
      rules = link.sheet ? link.sheet.cssRules.length : 0;
    } catch {
      rules = 0;
    }
    return report(rules > 0);
  }
  const onOutcome = function (event: Event) {
    if (!isTheme(event.target as Element | null)) return;
    document.removeEventListener('load', onOutcome, true);
    document.removeEventListener('error', onOutcome, true);
    report(event.type === 'load');
  };
  document.addEventListener('load', onOutcome, true);
  document.addEventListener('error', onOutcome, true);
}

/** The inline script's text for this theme. */
export const themeProbeScript = (theme: string) => `(${probeTheme.toString()})(${JSON.stringify(theme)})`;
