// Types of what the serving layer imports from the front cache, still plain JavaScript (run by
// `npm start` as it is). tsc reads no JavaScript here (allowJs is off), so without these every such
// import would be an untyped `any`.
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
