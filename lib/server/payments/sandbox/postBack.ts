import http from 'node:http';
import https from 'node:https';

/**
 * Posts a form server to server, as a gateway posts its notification. Names under `.localhost` are
 * the loopback address by definition (RFC 6761), which the system resolver does not always know, so
 * the sandbox connects to 127.0.0.1 for them and keeps the name in the Host header.
 */
export function postForm(
  target: string,
  fields: Record<string, string>,
  timeoutMs = 10_000,
): Promise<number> {
  const url = new URL(target);
  const body = new URLSearchParams(fields).toString();
  const local = url.hostname === 'localhost' || url.hostname.endsWith('.localhost');
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      {
        host: local ? '127.0.0.1' : url.hostname,
        port: url.port || (url.protocol === 'https:' ? 443 : 80),
        path: `${url.pathname}${url.search}`,
        method: 'POST',
        servername: local ? undefined : url.hostname,
        headers: {
          host: url.host,
          'content-type': 'application/x-www-form-urlencoded',
          'content-length': Buffer.byteLength(body),
        },
        timeout: timeoutMs,
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('timeout', () => request.destroy(new Error('notification timed out')));
    request.on('error', reject);
    request.end(body);
  });
}
