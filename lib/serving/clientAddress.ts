// Which address a request comes from, decided where the socket is seen (lib/serving/start.ts). Route
// handlers only see headers, and X-Forwarded-For is whatever the client wrote unless a proxy we trust
// appended to it. Pure functions, tested in clientAddress.test.ts.
import type { IncomingHttpHeaders } from 'node:http';
import { CLIENT_ADDRESS_HEADER } from './contract.ts';

export { CLIENT_ADDRESS_HEADER };

/**
 * The client's address, given the X-Forwarded-For chain, the socket's address and how many proxies
 * in front are trusted. Each trusted proxy appends the address it saw, so the client is `hops` places
 * from the right of the chain ending with the socket; anything further left was written by the
 * client and proves nothing. A chain shorter than that came past fewer proxies: its leftmost entry is
 * the furthest address a trusted hop vouches for.
 */
export function clientAddressOf(
  forwardedFor: string | undefined,
  socketAddress: string | undefined,
  hops: number,
): string {
  const forwarded = hops > 0 ? (forwardedFor ?? '').split(',') : [];
  const chain = [...forwarded.map((entry) => entry.trim()).filter(Boolean), socketAddress ?? ''];
  const picked = chain[Math.max(0, chain.length - 1 - hops)];
  return picked ? withoutMappedPrefix(picked) : 'unknown';
}

/**
 * A dual-stack socket reports IPv4 peers as `::ffff:a.b.c.d`, a proxy writes `a.b.c.d`: one client,
 * one spelling, so it has one rate-limit budget whichever way it arrives.
 */
function withoutMappedPrefix(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  return mapped?.[1] ?? address;
}

/**
 * TRUST_PROXY_HOPS: how many proxies in front append to X-Forwarded-For. Unset is none: the socket's
 * own address, which nothing the client sends can change.
 */
export function trustedHops(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return 0;
  const hops = Number(raw);
  if (!Number.isInteger(hops) || hops < 0)
    throw new Error(`TRUST_PROXY_HOPS must be a whole number ≥ 0, got "${raw}"`);
  return hops;
}

/**
 * Writes the client's address into the request for the app, replacing any copy the client sent.
 */
export function stampClientAddress(
  req: { headers: IncomingHttpHeaders; socket: { remoteAddress?: string } },
  hops: number,
): void {
  const forwarded = req.headers['x-forwarded-for'];
  req.headers[CLIENT_ADDRESS_HEADER] = clientAddressOf(
    Array.isArray(forwarded) ? forwarded.join(',') : forwarded,
    req.socket.remoteAddress,
    hops,
  );
}
