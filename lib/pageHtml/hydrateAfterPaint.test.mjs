import vm from 'node:vm';
import { hydrateAfterPaint, LATEST_START_MS, scriptsStartedAfterPaint } from './hydrateAfterPaint.mjs';

/** The head and body of a page as Next writes them (Turbopack build), trimmed. */
const HEAD =
  '<head><meta charSet="utf-8"/><link rel="stylesheet" href="/colorTheme/ohbot.css" data-precedence="theme"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/3e90-54fyc_bw.js"/>' +
  '<script src="/_next/static/chunks/0qef6v538ebps.js" async=""></script>' +
  '<script src="/_next/static/chunks/turbopack-077hmtqrhcoji.js" async=""></script>' +
  '<title>小島選物</title><script src="/_next/static/chunks/0cz1d0mv5g_q7.js" noModule=""></script></head>';
const BODY =
  '<body><p>商品</p><script id="_R_">(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push({})</script>' +
  '<script src="/_next/static/chunks/3e90-54fyc_bw.js" async=""></script>' +
  '<script>self.__next_f.push([1,"2:\\"/_next/static/chunks/09jg15r5f548d.js\\""])</script></body>';
const PAGE = `<!DOCTYPE html><html lang="zh-tw">${HEAD}${BODY}</html>`;

const CHUNKS = [
  '/_next/static/chunks/0qef6v538ebps.js',
  '/_next/static/chunks/turbopack-077hmtqrhcoji.js',
  '/_next/static/chunks/3e90-54fyc_bw.js',
];

test("Next's script tags and their preloads give way to one loader, where the first tag was", () => {
  const page = hydrateAfterPaint(PAGE);
  expect(page).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" async="">/);
  expect(page).not.toContain('rel="preload" as="script"');
  expect(page.match(/<script>\(function loadAfterPaint/g)).toHaveLength(1);
  expect(page.indexOf('loadAfterPaint')).toBeLessThan(page.indexOf('<title>'));
  expect(scriptsStartedAfterPaint(page)).toEqual(CHUNKS);
});

test('everything else stays as it was: styles, the polyfill, data scripts, the RSC payload', () => {
  const page = hydrateAfterPaint(PAGE);
  for (const kept of [
    '<link rel="stylesheet" href="/colorTheme/ohbot.css" data-precedence="theme"/>',
    '<script src="/_next/static/chunks/0cz1d0mv5g_q7.js" noModule=""></script>',
    '<script id="_R_">',
    'self.__next_f.push([1,"2:\\"/_next/static/chunks/09jg15r5f548d.js\\""])',
    '<p>商品</p>',
  ])
    expect(page).toContain(kept);
});

test('a page without them, or rewritten already, comes back unchanged', () => {
  const plain = '<!doctype html><html><head><script src="/app.js" async=""></script></head></html>';
  expect(hydrateAfterPaint(plain)).toBe(plain);
  const once = hydrateAfterPaint(PAGE);
  expect(hydrateAfterPaint(once)).toBe(once);
  expect(scriptsStartedAfterPaint(plain)).toEqual([]);
});

/** Runs the page's loader in a fake window: what it appends, and the hooks it waits on. */
function runLoader(page, { paintSupported = true, pictures = [] } = {}) {
  const loader = /<script>(\(function loadAfterPaint[\s\S]*?)<\/script>/.exec(page)[1];
  const appended = [];
  const timers = [];
  const frames = [];
  let observer;
  class PerformanceObserver {
    static supportedEntryTypes = paintSupported ? ['paint', 'resource'] : ['resource'];
    constructor(callback) {
      observer = { callback, disconnected: false, self: this };
    }
    observe(options) {
      observer.options = options;
    }
    disconnect() {
      observer.disconnected = true;
    }
  }
  const document = {
    createElement: () => ({}),
    head: { appendChild: (script) => appended.push(script) },
    querySelectorAll: (selector) => {
      expect(selector).toBe('img[fetchpriority=high]:not([loading=lazy])');
      return pictures;
    },
  };
  const context = {
    document,
    PerformanceObserver,
    setTimeout: (fn, ms) => timers.push({ fn, ms }),
    requestAnimationFrame: (fn) => frames.push(fn),
  };
  context.window = context;
  vm.runInNewContext(loader, context);
  const paint = (name) =>
    observer.callback({ getEntriesByName: (n) => (n === name ? [{ name }] : []) }, observer.self);
  const flush = () => {
    while (frames.length || timers.some((t) => t.ms === 0)) {
      frames.splice(0).forEach((fn) => fn());
      const due = timers.filter((t) => t.ms === 0);
      due.forEach((t) => timers.splice(timers.indexOf(t), 1));
      due.forEach((t) => t.fn());
    }
  };
  return { appended, timers, paint, flush, observer: () => observer };
}

test('the loader starts the scripts, in order, only after the first contentful paint', () => {
  const run = runLoader(hydrateAfterPaint(PAGE));
  expect(run.observer().options).toEqual({ type: 'paint', buffered: true });
  run.flush();
  expect(run.appended).toEqual([]);
  run.paint('first-paint');
  run.flush();
  expect(run.appended).toEqual([]);
  run.paint('first-contentful-paint');
  run.flush();
  expect(run.appended.map((s) => s.src)).toEqual(CHUNKS);
  expect(run.appended.every((s) => s.async === true)).toBe(true);
  expect(run.observer().disconnected).toBe(true);
});

test('it waits for the main pictures still on their way, a failed one included', () => {
  const listeners = [];
  const picture = (complete) => ({
    complete,
    addEventListener: (type, fn) => listeners.push({ type, fn, complete }),
  });
  const run = runLoader(hydrateAfterPaint(PAGE), {
    pictures: [picture(true), picture(false), picture(false)],
  });
  run.paint('first-contentful-paint');
  run.flush();
  expect(run.appended).toEqual([]);
  expect(listeners.every((l) => !l.complete)).toBe(true);
  listeners.find((l) => l.type === 'load').fn();
  run.flush();
  expect(run.appended).toEqual([]);
  listeners.filter((l) => l.type === 'error')[1].fn();
  run.flush();
  expect(run.appended).toHaveLength(CHUNKS.length);
});

test('without a paint it starts them after the latest start, and only once', () => {
  const run = runLoader(hydrateAfterPaint(PAGE));
  const latest = run.timers.find((t) => t.ms === LATEST_START_MS);
  latest.fn();
  expect(run.appended).toHaveLength(CHUNKS.length);
  run.paint('first-contentful-paint');
  run.flush();
  expect(run.appended).toHaveLength(CHUNKS.length);
});

test('a browser without paint timing starts them at once', () => {
  const run = runLoader(hydrateAfterPaint(PAGE), { paintSupported: false });
  expect(run.appended.map((s) => s.src)).toEqual(CHUNKS);
});
