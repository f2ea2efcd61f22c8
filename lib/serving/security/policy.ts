// The Content-Security-Policy of a page, built from the inline scripts it actually holds, and of
// every other answer; HSTS. Pure functions, tested in policy.test.ts; erasable type syntax only, so
// that the production entry (lib/serving/start.ts) runs them without a build step. The fixed headers
// every answer carries are in commonHeaders.ts.
import { createHash } from 'node:crypto';

/** Set by the middleware on shops with a Tag Manager container; read by the server, never sent on. */
export { TAG_MANAGER_HEADER } from '../contract.ts';

/** Two years, subdomains included: what the HSTS preload list asks for. Sent only over https. */
export const HSTS = 'max-age=63072000; includeSubDomains';

/**
 * Answers that are not pages (JSON, images, scripts, styles) may load, run and embed nothing. Inline
 * styles and data: images stay allowed: the browser's own viewers use them for a text, XML or SVG file
 * opened on its own, and neither can run code.
 */
export const NON_PAGE_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'none'; base-uri 'none'";

/** Hosts one kind of resource may come from, by directive. */
type Sources = { script: string[]; connect: string[]; img: string[]; frame: string[] };

/** Google Tag Manager and the Google tags it loads, allowed only on shops that configured it. */
const TAG_MANAGER: Sources = {
  script: ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
  connect: [
    'https://www.googletagmanager.com',
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
  ],
  img: [],
  frame: ['https://www.googletagmanager.com'],
};

/** The YouTube player starts only on the shopper's click (spec §2 Home), in an iframe. */
const YOUTUBE_FRAMES = ['https://www.youtube-nocookie.com', 'https://www.youtube.com'];

/** Script types a browser runs; anything else (JSON-LD, data blocks) is data, outside script-src. */
const RUNNABLE_TYPE = /^(?:|text\/javascript|application\/javascript|module)$/i;

/** Every `<script>` element: its attributes and its text. */
const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const SRC_ATTRIBUTE = /(?:^|\s)src\s*=/i;
const TYPE_ATTRIBUTE = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;

/**
 * The CSP source expressions (`'sha256-…'`) of the inline scripts a browser would run in this HTML:
 * the hash of each script's text as written, so exactly these scripts run and an injected one does not.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', text = ''] of html.matchAll(SCRIPT_ELEMENT)) {
    if (SRC_ATTRIBUTE.test(attributes)) continue;
    const type = TYPE_ATTRIBUTE.exec(attributes);
    if (type && !RUNNABLE_TYPE.test((type[1] ?? type[2] ?? type[3] ?? '').trim())) continue;
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * A page's Content-Security-Policy. Scripts: the build's own files and the page's inline scripts by
 * hash, nothing else (no 'unsafe-inline', no eval). Styles allow inline: React writes style
 * attributes and shops have their own CSS; a style cannot run code. Images may come from any https
 * host, as merchants' pictures do. The page cannot be framed (clickjacking) and forms post only to
 * this site or to https (the payment gateways).
 */
export function pagePolicy({
  scriptHashes,
  tagManager = false,
}: {
  scriptHashes: string[];
  tagManager?: boolean;
}): string {
  const gtm: Sources = tagManager ? TAG_MANAGER : { script: [], connect: [], img: [], frame: [] };
  const directives = [
    ["default-src 'self'"],
    ["script-src 'self'", ...scriptHashes, ...gtm.script],
    ["style-src 'self' 'unsafe-inline'"],
    ["img-src 'self' data: blob: https:", ...gtm.img],
    ["font-src 'self' data:"],
    ["connect-src 'self'", ...gtm.connect],
    ['frame-src', ...YOUTUBE_FRAMES, ...gtm.frame],
    ["media-src 'self' https:"],
    ["object-src 'none'"],
    ["base-uri 'self'"],
    ["form-action 'self' https:"],
    ["frame-ancestors 'none'"],
  ];
  return directives.map((parts) => parts.join(' ')).join('; ');
}

/**
 * Whether the shopper reached us over https: a TLS socket of our own, or, behind trusted proxies
 * (`trustedHops` > 0), the protocol the outermost trusted proxy reports. A client's own
 * X-Forwarded-Proto counts for nothing when no proxy is trusted.
 */
export function cameOverHttps({
  encrypted,
  forwardedProto,
  trustedHops,
}: {
  encrypted: boolean;
  forwardedProto: string | undefined;
  trustedHops: number;
}): boolean {
  if (encrypted) return true;
  if (trustedHops <= 0 || !forwardedProto) return false;
  // Each proxy appends what it saw; the trusted one nearest the client is `trustedHops` from the end.
  const chain = forwardedProto.split(',').map((p) => p.trim().toLowerCase());
  return chain[Math.max(0, chain.length - trustedHops)] === 'https';
}
