import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import net, { type AddressInfo } from 'node:net';
import {
  answerClientError,
  closeGently,
  declaresTooMuch,
  guardRequest,
  MAX_REQUEST_BODY,
  MESSAGES,
  methodNotAllowedStage,
} from './guard.ts';
import { tapResponse } from '../outgoing.ts';
import { bodyLimitOf, MAX_UPLOAD_BODY } from '../contract.ts';

/** An answer as the tests read it. */
type Answer = { status: number | undefined; type: string | undefined; body: string };

/**
 * A server with the guard in front of a stand-in for Next: like Next, it answers a method a route
 * does not export with `writeHead(405)` and an empty end, and it cannot take a method it does not
 * know or a path with broken escapes (it throws, which would be a 500).
 */
async function setup() {
  const next = (req: IncomingMessage, res: ServerResponse) => {
    if (!['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(req.method ?? ''))
      throw new Error('unsupported');
    decodeURIComponent(req.url ?? '');
    if (req.url === '/api-client/1/own-405') {
      res.writeHead(405, { 'content-type': 'application/json' });
      return res.end(JSON.stringify({ msg: 'route said so' }));
    }
    if (req.method === 'DELETE') {
      res.writeHead(405, { vary: 'rsc' });
      return res.end();
    }
    res.writeHead(200, { 'content-type': 'text/plain' });
    res.end('ok');
  };
  const server = http.createServer((req, res) => {
    if (guardRequest(req, res)) return;
    const stage = methodNotAllowedStage(req);
    if (stage) tapResponse(res, [stage]);
    try {
      next(req, res);
    } catch {
      res.writeHead(500);
      res.end();
    }
  });
  server.on('clientError', answerClientError);
  server.on('connection', (socket) => closeGently(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const send = (method: string, path: string, headers: http.OutgoingHttpHeaders = {}) =>
    new Promise<Answer>((resolve, reject) => {
      const req = http.request({ port, host: '127.0.0.1', method, path, headers }, (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode, type: res.headers['content-type'], body }));
      });
      req.on('error', reject);
      req.end();
    });
  return { server, port, send };
}

let s: Awaited<ReturnType<typeof setup>>;
beforeAll(async () => {
  s = await setup();
});
afterAll(() => new Promise<void>((resolve) => s.server.close(() => resolve())));

describe('guardRequest', () => {
  test('a method Next does not know is a 405 with the API message, or plain text on a page', async () => {
    const api = await s.send('TRACE', '/api-client/1/ecommerceProduct');
    expect(api).toMatchObject({ status: 405, type: 'application/json' });
    expect(JSON.parse(api.body)).toEqual({ msg: MESSAGES.method, code: 'invalid' });
    expect(await s.send('PROPFIND', '/product/p-1')).toMatchObject({ status: 405, body: MESSAGES.method });
  });

  test('a path whose escapes are not UTF-8 is a 400, not a crash', async () => {
    const api = await s.send('GET', '/api-auth/1/%c0%ae%c0%ae');
    expect(api).toMatchObject({ status: 400, type: 'application/json' });
    expect(JSON.parse(api.body)).toEqual({ msg: MESSAGES.url, code: 'invalid' });
    expect(await s.send('GET', '/%ff')).toMatchObject({ status: 400, body: MESSAGES.url });
  });

  test("Next's empty 405 gets the API message; a route's own 405 body and pages are left alone", async () => {
    const empty = await s.send('DELETE', '/api-client/1/ecommerceProduct');
    expect(empty).toMatchObject({ status: 405, type: 'application/json' });
    expect(JSON.parse(empty.body)).toEqual({ msg: MESSAGES.method, code: 'invalid' });
    expect(JSON.parse((await s.send('POST', '/api-client/1/own-405')).body)).toEqual({
      msg: 'route said so',
    });
    expect(await s.send('DELETE', '/cart')).toMatchObject({ status: 405, body: '' });
    expect(await s.send('GET', '/api-client/1/ecommerceProduct')).toMatchObject({ status: 200, body: 'ok' });
  });
});

describe('declaresTooMuch', () => {
  test.each([
    [undefined, false],
    ['0', false],
    [String(MAX_REQUEST_BODY), false],
    [String(MAX_REQUEST_BODY + 1), true],
    ['209715200', true],
  ])('Content-Length %s over 1 MB: %s', (declared, refused) => {
    expect(declaresTooMuch(declared, MAX_REQUEST_BODY)).toBe(refused);
  });
});

describe('bodyLimitOf', () => {
  test.each([
    ['/api-admin/1/media', MAX_UPLOAD_BODY],
    ['/api-admin/12/catalog/import', MAX_UPLOAD_BODY],
    ['/api-admin/1/media/x', MAX_REQUEST_BODY],
    ['/api-admin/x/media', MAX_REQUEST_BODY],
    ['/api-admin/1/products', MAX_REQUEST_BODY],
    ['/api-client/1/media', MAX_REQUEST_BODY],
    ['/admin/1/media', MAX_REQUEST_BODY],
  ])('%s takes %i bytes', (path, limit) => {
    expect(bodyLimitOf(path)).toBe(limit);
  });
});

describe('a declared body over the limit', () => {
  /** Sends only the head: the answer must come without the body being sent at all. */
  const headOnly = (path: string, length: number) =>
    new Promise<string>((resolve, reject) => {
      const socket = net.connect(s.port, '127.0.0.1', () => {
        socket.write(`POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Length: ${length}\r\n\r\n`);
      });
      let text = '';
      socket.on('data', (c: Buffer) => (text += c));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });

  test('is a 413 in the API shape, and the connection is closed rather than kept for the rest', async () => {
    const raw = await headOnly('/api-auth/1/otp', 200 * 1024 * 1024);
    expect(raw).toMatch(/^HTTP\/1\.1 413 /);
    expect(raw).toMatch(/connection: close/i);
    expect(JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4))).toEqual({
      msg: MESSAGES.body,
      code: 'too_large',
    });
  });

  test('reaches a client that sends all 20 MB regardless: the server closes gently, without a reset', async () => {
    const body = Buffer.alloc(20 * 1024 * 1024, 0x61);
    const statuses: (number | string | undefined)[] = [];
    for (let i = 0; i < 5; i++)
      statuses.push(
        await new Promise<number | string | undefined>((resolve) => {
          const req = http.request(
            { port: s.port, host: '127.0.0.1', method: 'POST', path: '/api-auth/1/otp' },
            (res) => {
              res.resume();
              res.on('end', () => resolve(res.statusCode));
            },
          );
          req.on('error', (error: Error & { code?: string }) => resolve(error.code));
          req.end(body);
        }),
      );
    expect(statuses).toEqual([413, 413, 413, 413, 413]);
  });

  test('is plain text on a page; a body within the limit goes on to Next', async () => {
    const page = await headOnly('/cart', MAX_REQUEST_BODY + 1);
    expect(page).toMatch(/^HTTP\/1\.1 413 /);
    expect(page.endsWith(MESSAGES.body)).toBe(true);
    const within = await s.send('POST', '/api-auth/1/otp', { 'content-length': '0' });
    expect(within).toMatchObject({ status: 200, body: 'ok' });
  });
});

describe('answerClientError', () => {
  test('headers over the limit are a 431 with a JSON message', async () => {
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(s.port, '127.0.0.1', () => {
        socket.write(
          `GET /api-client/1/ecommerceProduct HTTP/1.1\r\nHost: localhost\r\nCookie: ${'x'.repeat(20_000)}\r\n\r\n`,
        );
      });
      let text = '';
      socket.on('data', (c: Buffer) => (text += c));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 431 /);
    expect(raw).toMatch(/content-type: application\/json/i);
    expect(JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4))).toEqual({
      msg: MESSAGES.headers,
      code: 'invalid',
    });
  });
});
