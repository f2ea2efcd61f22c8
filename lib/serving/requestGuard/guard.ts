import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import type { Stage } from '../outgoing.ts';
import {
  codeForStatus,
  ADMIN_API_PREFIX,
  AUTH_API_PREFIX,
  BODY_TOO_LARGE,
  bodyLimitOf,
  MAX_REQUEST_BODY,
  SHOP_API_PREFIX,
  TEST_API_PREFIX,
  URL_MALFORMED,
} from '../contract.ts';

/** The methods Next's request handling knows; any other one makes it throw (a 500) or answer an empty 400. */
const NEXT_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'PATCH', 'DELETE']);

const API_PATH = new RegExp(
  `^(?:${SHOP_API_PREFIX}|${AUTH_API_PREFIX}|${ADMIN_API_PREFIX}|${TEST_API_PREFIX})(?:/|$)`,
);

/** A request declaring a body over this is refused here, before Next reads a byte of it. */
export { MAX_REQUEST_BODY };

export const MESSAGES: Readonly<
  Record<'method' | 'url' | 'headers' | 'timeout' | 'request' | 'body', string>
> = {
  method: '不支援此請求方法',
  url: URL_MALFORMED,
  headers: '請求標頭過大',
  timeout: '請求逾時',
  request: '請求格式不正確',
  body: BODY_TOO_LARGE,
};

/**
 * Whether a declared Content-Length is over the limit. Node has already refused one that is not a
 * number, and a body without one is counted by the route as it arrives.
 */
export function declaresTooMuch(contentLength: string | undefined, limit: number): boolean {
  return contentLength !== undefined && Number(contentLength) > limit;
}

/** An error answer in the shop API's shape: the message and the code its status implies. */
const errorBody = (status: number, msg: string) => JSON.stringify({ msg, code: codeForStatus(status) });

/** The error as the API (JSON `{ msg, code }`) or a page (plain text) answers it. */
function answer(res: ServerResponse, status: number, msg: string, api: boolean): void {
  const body = api ? errorBody(status, msg) : msg;
  res.writeHead(status, {
    'content-type': api ? 'application/json' : 'text/plain; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
  });
  res.end(body);
}

/**
 * Requests Next cannot take are answered here, the way the shop API answers every error (a JSON
 * `{ msg }`; plain text for pages): a method Next does not know (TRACE, PROPFIND… would be a 500), a
 * path whose percent-escapes are not UTF-8 (`%c0%ae`, also a 500), a body declared larger than any
 * route takes (a 413 before anything reads it). Returns true when answered.
 */
export function guardRequest(req: IncomingMessage, res: ServerResponse): boolean {
  const url = req.url ?? '/';
  const path = url.split('?')[0] ?? '/';
  const api = API_PATH.test(path);
  if (!NEXT_METHODS.has(req.method ?? '')) {
    res.setHeader('allow', [...NEXT_METHODS].join(', '));
    answer(res, 405, MESSAGES.method, api);
    return true;
  }
  try {
    decodeURIComponent(path);
  } catch {
    answer(res, 400, MESSAGES.url, api);
    return true;
  }
  if (declaresTooMuch(req.headers['content-length'], bodyLimitOf(path))) {
    // The body is not read: closing the connection stops the client sending the rest.
    res.setHeader('connection', 'close');
    answer(res, 413, MESSAGES.body, api);
    return true;
  }
  return false;
}

/**
 * On an API path, a 405 Next sends as `writeHead(405)` and an empty `end()` gets the API's JSON
 * message (a stage of lib/serving/outgoing.ts); a 405 with a body of the route's own stays as it is.
 */
export function methodNotAllowedStage(req: IncomingMessage): Stage | null {
  if (!API_PATH.test((req.url ?? '/').split('?')[0] ?? '/')) return null;
  let mine = false;
  return {
    head(res) {
      if (res.statusCode !== 405) return;
      mine = true;
      return 'hold';
    },
    complete(res, body) {
      if (!mine || body.length > 0) return;
      res.setHeader('content-type', 'application/json');
      return Buffer.from(errorBody(405, MESSAGES.method));
    },
  };
}

/**
 * The answer to a request Node's HTTP parser refused (headers over the limit, a malformed request
 * line, a timeout), in the API's shape instead of Node's empty one. For the server's `clientError`.
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const status =
    error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const msg = status === 431 ? MESSAGES.headers : status === 408 ? MESSAGES.timeout : MESSAGES.request;
  const body = errorBody(status, msg);
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
      'Content-Type: application/json\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Connection: close\r\n\r\n' +
      body,
  );
}

/** How long a closing connection keeps reading what its client still sends (see closeGently). */
const LINGER_MS = 1000;

/**
 * Closing a connection while its request body is still coming makes the kernel reset it, and a
 * client still writing then loses the answer (the 413) with it. So the server's side is closed first
 * and whatever the client still sends is read and dropped, until it closes too or `ms` pass: bounded
 * work, nothing kept. For every connection of the server (`server.on('connection', …)`).
 */
export function closeGently(socket: Socket, ms: number = LINGER_MS): void {
  socket.destroySoon = function (this: Socket) {
    if (this.writable) this.end();
    const timer = setTimeout(() => this.destroy(), ms);
    timer.unref();
    this.once('close', () => clearTimeout(timer));
  };
}
