import { addressBucket } from './addressBucket';

/**
 * The shopper's address for rate limits, as `npm start` saw it on the socket (lib/serving/clientAddress.ts,
 * which honours X-Forwarded-For only as far as TRUST_PROXY_HOPS allows). The server names the header
 * it always overwrites in CLIENT_ADDRESS_HEADER. Without it (`next dev`, `next start`) no header can
 * be told apart from one a client wrote, so every request shares one bucket: the limits then hold for
 * the whole server rather than not at all. IPv6 addresses count per /64 (see addressBucket).
 */
export function clientAddress(headers: Headers): string {
  const header = process.env.CLIENT_ADDRESS_HEADER;
  const address = header ? headers.get(header)?.trim() : undefined;
  return address ? addressBucket(address) : 'unknown';
}
