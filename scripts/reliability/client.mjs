// @ts-check
// HTTP to the server under test with node:http rather than fetch: it sends any method (TRACE…), any
// already-encoded path (`%ff`) and any body bytes as they are, which a fuzzer needs.
import http from 'node:http';
import zlib from 'node:zlib';

const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });

/**
 * @typedef {{ method?: string, path: string, host?: string, headers?: Record<string, string>, body?: string | Buffer, timeoutMs?: number }} Request
 * @typedef {{ status: number, headers: http.IncomingHttpHeaders, text: string, ms: number }} Answer
 * @typedef {{ status: number, body: unknown, text: string, ms: number }} Reply A `jsonClient` answer:
 *   `body` is its JSON (undefined when it is not JSON), of the shape the route answers with.
 */

/**
 * One request; a connection error or a timeout rejects.
 * @param {string} base
 * @param {Request} request
 * @returns {Promise<Answer>}
 */
export function send(
  base,
  { method = 'GET', path, host = 'localhost', headers = {}, body, timeoutMs = 15_000 },
) {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.request(
      {
        agent,
        host: url.hostname,
        port: url.port,
        method,
        path,
        headers: {
          host,
          ...(body !== undefined ? { 'content-length': String(Buffer.byteLength(body)) } : {}),
          ...headers,
        },
        timeout: timeoutMs,
      },
      (res) => {
        /** @type {Buffer[]} */
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const ms = performance.now() - started;
          try {
            const text = decode(Buffer.concat(chunks), res.headers['content-encoding']).toString('utf8');
            resolve({ status: res.statusCode ?? 0, headers: res.headers, text, ms });
          } catch (error) {
            reject(
              new Error(
                `answer ${res.statusCode} is not valid ${res.headers['content-encoding']}: ${/** @type {Error} */ (error).message}`,
              ),
            );
          }
        });
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

/**
 * The body as sent before compression (a fuzzed Accept-Encoding can make the server compress).
 * @param {Buffer} bytes
 * @param {string | undefined} encoding
 */
function decode(bytes, encoding) {
  if (!bytes.length) return bytes;
  if (encoding === 'gzip') return zlib.gunzipSync(bytes);
  if (encoding === 'br') return zlib.brotliDecompressSync(bytes);
  if (encoding === 'deflate') return zlib.inflateSync(bytes);
  return bytes;
}

/**
 * The answer's JSON, or undefined when it is not JSON.
 * @param {{ text: string }} answer
 * @returns {unknown}
 */
export function jsonOf(answer) {
  try {
    return JSON.parse(answer.text);
  } catch {
    return undefined;
  }
}

/**
 * A small JSON client for one shop host: `call('POST', path, body, token)` → { status, body, text }.
 * `headers` are added to every request (e.g. a client address for rate limits).
 * @param {string} base
 * @param {string} host
 */
export function jsonClient(base, host) {
  /**
   * @param {string} method
   * @param {string} path
   * @param {unknown} [body]
   * @param {string | null} [token]
   * @param {Record<string, string>} [headers]
   * @returns {Promise<Reply>}
   */
  return async function call(method, path, body, token, headers = {}) {
    const answer = await send(base, {
      method,
      path,
      host,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: answer.status, body: jsonOf(answer), text: answer.text, ms: answer.ms };
  };
}

/** Frees the kept-alive sockets so the process can exit. */
export function closeConnections() {
  agent.destroy();
}
