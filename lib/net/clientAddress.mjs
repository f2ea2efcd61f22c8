// @ts-check
// Which address a request comes from, decided where the socket is seen (scripts/start.mjs). Route
// handlers only see headers, and X-Forwarded-For is whatever the client wrote unless a proxy we trust
// appended to it. Pure functions, tested in clientAddress.test.mjs.

import { CLIENT_ADDRESS_HEADER } from '../serving/contract.ts';

export { CLIENT_ADDRESS_HEADER };

/**
 * The client's address, given the X-Forwarded-For chain, the socket's address and how many proxies
 * in front are trusted. Each trusted proxy appends the address it saw, so the client is `hops` places
 * from the right of the chain ending with the socket; anything further left was written by the
 * client and proves nothing. A chain shorter than that came past fewer proxies: its leftmost entry is
 * the furthest address a trusted hop vouches for.
 *
 * @param {string | undefined} forwardedFor
 * @param {string | undefined} socketAddress
 * @param {number} hops
 * @returns {string}
 */
export function clientAddressOf(forwardedFor, socketAddress, hops) {
  const forwarded = hops > 0 ? (forwardedFor ?? '').split(',') : [];
  const chain = [...forwarded.map((entry) => entry.trim()).filter(Boolean), socketAddress ?? ''];
  const picked = chain[Math.max(0, chain.length - 1 - hops)];
  return picked ? withoutMappedPrefix(picked) : 'unknown';
}

/**
 * A dual-stack socket reports IPv4 peers as `::ffff:a.b.c.d`, a proxy writes `a.b.c.d`: one client,
 * one spelling, so it has one rate-limit budget whichever way it arrives.
 *
 * @param {string} address
 */
function withoutMappedPrefix(address) {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  return mapped ? mapped[1] : address;
}

/**
 * TRUST_PROXY_HOPS: how many proxies in front append to X-Forwarded-For. Unset is none: the socket's
 * own address, which nothing the client sends can change.
 *
 * @param {string | undefined} raw
 * @returns {number}
 */
export function trustedHops(raw) {
  if (raw === undefined || raw.trim() === '') return 0;
  const hops = Number(raw);
  if (!Number.isInteger(hops) || hops < 0)
    throw new Error(`TRUST_PROXY_HOPS must be a whole number ≥ 0, got "${raw}"`);
  return hops;
}

/**
 * Writes the client's address into the request for the app, replacing any copy the client sent.
 *
 * @param {import('node:http').IncomingMessage} req
 * @param {number} hops
 */
export function stampClientAddress(req, hops) {
  const forwarded = req.headers['x-forwarded-for'];
  req.headers[CLIENT_ADDRESS_HEADER] = clientAddressOf(
    Array.isArray(forwarded) ? forwarded.join(',') : forwarded,
    req.socket.remoteAddress,
    hops,
  );
}
