import type { IncomingMessage, ServerResponse } from 'node:http';
import { stampClientAddress } from './clientAddress.ts';
import { SERVED, type FrontCache } from './frontCache/handler.ts';
import { tapResponse, type Stage } from './outgoing.ts';
import { inOutage, isOutagePage, OUTAGE_RETRY_SECONDS } from './outage.ts';
import { guardRequest, methodNotAllowedStage } from './requestGuard/guard.ts';
import { cameOverHttps, HSTS } from './security/policy.ts';
import { securityStage } from './security/respond.ts';

export type App = (req: IncomingMessage, res: ServerResponse) => Promise<unknown>;

/**
 * What `npm start` does with a request, in this order:
 *
 * 1. **guard**: what Next cannot take is answered here (requestGuard/guard.ts);
 * 2. **client address and HSTS**: from the socket and the trusted proxies (clientAddress.ts);
 * 3. **front cache**: a kept answer is sent from memory and nothing below runs (frontCache/);
 * 4. **Next** renders, and its answer passes the stages of the one response wrapper
 *    (outgoing.ts), in order: an API 405's message (guard), the Content-Security-Policy
 *    (security/respond.ts), an outage's 503 (outage.ts), and the front cache keeping a copy.
 */
export function servingPipeline({ cache, hops, app }: { cache: FrontCache; hops: number; app: App }) {
  function serve(req: IncomingMessage, res: ServerResponse): void {
    stampClientAddress(req, hops);
    const https = cameOverHttps({
      encrypted: 'encrypted' in req.socket && Boolean(req.socket.encrypted),
      forwardedProto: req.headers['x-forwarded-proto'] as string | undefined,
      trustedHops: hops,
    });
    // Per request, not kept with cached answers: the same page may be asked for over http and https.
    if (https) res.setHeader('strict-transport-security', HSTS);
    const kept = cache.lookup(req, res);
    if (kept === SERVED) return;
    const stages = [methodNotAllowedStage(req), securityStage(), outageStage(req), kept];
    tapResponse(
      res,
      stages.filter((s): s is Stage => s !== null),
    );
    app(req, res).catch((error: unknown) => {
      console.error('[server]', error);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end();
    });
  }

  return {
    /** A request as the server's `request` event gives it. */
    request(req: IncomingMessage, res: ServerResponse): void {
      if (guardRequest(req, res)) return;
      serve(req, res);
    },
    /**
     * A client that asks before sending its body (Expect: 100-continue, as curl does for large ones)
     * is refused before it sends any; otherwise it is told to go on.
     */
    checkContinue(req: IncomingMessage, res: ServerResponse): void {
      if (guardRequest(req, res)) return;
      res.writeContinue();
      serve(req, res);
    },
  };
}

/**
 * A page that failed because the shop API is away goes out as a 503 with Retry-After rather than
 * Next's 500 (outage.ts): search engines come back for it instead of marking it broken. Pages are
 * held whole (security/respond.ts), so their status is still open when they complete.
 */
function outageStage(req: IncomingMessage): Stage {
  const path = (req.url ?? '').split('?')[0] ?? '';
  const toOutage = (res: ServerResponse) => {
    const page = {
      status: res.statusCode,
      contentType: String(res.getHeader('content-type') ?? ''),
      path,
      outage: inOutage(),
    };
    if (!isOutagePage(page)) return;
    res.statusCode = 503;
    res.setHeader('retry-after', String(OUTAGE_RETRY_SECONDS));
    res.setHeader('cache-control', 'no-store');
  };
  return { head: toOutage, complete: toOutage };
}
