// @ts-check
// Paint first, then hydrate. Next puts the page's scripts in <head> as async tags (and preloads), so
// on a fast link they arrive, and React starts, before the first frame: the stylesheets hold that
// frame and the scripts do not wait for them. The shopper then waits for script work before seeing a
// page the server already rendered whole. This rewrite takes Next's script tags out of the page and
// puts one small inline loader in their place, which adds them once the first frame with content is
// on screen and the page's main pictures (the `fetchpriority=high` images: the first banner, the
// product's picture) have arrived. On a slow phone the order is the same as before (the scripts are
// many times the size of the page and arrived later anyway), minus their competition with the
// stylesheets and the main picture for the first bytes.
//
// Pure string work, run by the production server on every page it sends (lib/serving/security/respond.ts)
// before the page's Content-Security-Policy is computed, so the loader's hash is listed with the
// page's other inline scripts.

const CHUNKS = '/_next/static/chunks/';
/** Next's tags for the page's scripts, exactly as it writes them; a script elsewhere is left alone. */
const CHUNK_SCRIPT = /<script src="\/_next\/static\/chunks\/([\w.~-]+\.js)" async=""><\/script>/g;
const CHUNK_PRELOAD =
  /<link rel="preload" as="script" fetchPriority="low" href="\/_next\/static\/chunks\/[\w.~-]+\.js"\/>/g;

/** Without a paint to wait for (a tab in the background), the scripts start after this long. */
export const LATEST_START_MS = 3000;

/**
 * The loader, as the page runs it: ES5, nothing else loaded yet. Serialised with toString() and its
 * line breaks dropped (every line ends where joining is safe), so it holds no comments; its parameters
 * are the chunk files, their folder and the latest start.
 * @param {string[]} files
 * @param {string} folder
 * @param {number} latest
 */
function loadAfterPaint(files, folder, latest) {
  var started = false;
  var start = function () {
    if (started) return;
    started = true;
    files.forEach(function (file) {
      var script = document.createElement('script');
      script.src = folder + file;
      script.async = true;
      document.head.appendChild(script);
    });
  };
  var Observer = window.PerformanceObserver;
  if (!Observer || (Observer.supportedEntryTypes || []).indexOf('paint') < 0) return start();
  setTimeout(start, latest);
  new Observer(function (list, observer) {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    var pictures = [].filter.call(
      document.querySelectorAll('img[fetchpriority=high]:not([loading=lazy])'),
      function (img) {
        return !img.complete;
      },
    );
    var waiting = pictures.length;
    var afterFrame = function () {
      requestAnimationFrame(function () {
        setTimeout(start, 0);
      });
    };
    if (!waiting) return afterFrame();
    pictures.forEach(function (img) {
      var arrived = function () {
        if (--waiting === 0) afterFrame();
      };
      img.addEventListener('load', arrived);
      img.addEventListener('error', arrived);
    });
  }).observe({ type: 'paint', buffered: true });
}
const LOADER_SOURCE = loadAfterPaint.toString().replace(/\n\s*/g, '');

/**
 * The page with Next's script tags (and their low-priority preloads) replaced by the loader, in the
 * first tag's place. A page without them (not from Next, or rewritten already) comes back unchanged.
 * @param {string} html
 * @returns {string}
 */
export function hydrateAfterPaint(html) {
  const files = [...html.matchAll(CHUNK_SCRIPT)].map((match) => /** @type {string} */ (match[1]));
  if (files.length === 0) return html;
  const args = [JSON.stringify(files), JSON.stringify(CHUNKS), LATEST_START_MS].join(',');
  const loader = `<script>(${LOADER_SOURCE})(${args})</script>`;
  let first = true;
  return html.replace(CHUNK_PRELOAD, '').replace(CHUNK_SCRIPT, () => {
    if (!first) return '';
    first = false;
    return loader;
  });
}

/**
 * The scripts a rewritten page's loader starts (their paths), for measuring what a page loads.
 * @param {string} html
 * @returns {string[]}
 */
export function scriptsStartedAfterPaint(html) {
  const at = html.indexOf(`<script>(${LOADER_SOURCE})(`);
  if (at < 0) return [];
  const from = at + `<script>(${LOADER_SOURCE})(`.length;
  const [files, folder] = JSON.parse(`[${html.slice(from, html.indexOf(')</script>', from))}]`);
  return files.map((/** @type {string} */ file) => folder + file);
}
