// Types of what the serving layer imports from the modules that are still plain JavaScript (the front
// cache and the page rewriter, run by `npm start` as they are). tsc reads no JavaScript here
// (allowJs is off), so without these every such import would be an untyped `any`.
declare module '*/frontCache/policy.mjs' {
  /** The Brotli quality the front cache gives pages (and the server a page it rewrote). */
  export const PAGE_BROTLI_QUALITY: number;
}

declare module '*/frontCache/handler.mjs' {
  import type { IncomingMessage, ServerResponse } from 'node:http';
  export function createFrontCache(options: {
    maxBytes: number;
    maxSeconds: number;
    now?: () => number;
    inOutage?: () => boolean;
  }): {
    handle(req: IncomingMessage, res: ServerResponse, next: () => unknown): unknown;
  };
}

declare module '*/pageHtml/hydrateAfterPaint.mjs' {
  export function hydrateAfterPaint(html: string): string;
}
