const LOOPBACK_HOST = /^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/i;
const LOOPBACK_ADDRESS = /^(127(\.\d{1,3}){3}|::1|::ffff:127(\.\d{1,3}){3})$/i;

/**
 * Whether the request came from this machine to a local name. Under `npm start` the client's address
 * is the one the server decided from the socket (and TRUST_PROXY_HOPS), which no client can forge.
 * Without it, Next fills X-Forwarded-For with the socket's address when a request has none, so it is
 * always there: every hop it lists must be a loopback address (a proxy in front appends the real
 * client), though a client can forge it. Locality only narrows the door; the operator secret locks it.
 */
export function isLoopbackRequest(headers: Headers, url: string): boolean {
  const host = headers.get('host') ?? new URL(url).host;
  if (!LOOPBACK_HOST.test(host)) return false;
  const stamped = process.env.CLIENT_ADDRESS_HEADER;
  if (stamped) return LOOPBACK_ADDRESS.test(headers.get(stamped)?.trim() ?? '');
  const hops = headers.get('x-forwarded-for');
  return hops === null || hops.split(',').every((hop) => LOOPBACK_ADDRESS.test(hop.trim()));
}
