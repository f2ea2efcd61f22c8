import { createHash, randomBytes } from 'node:crypto';

/**
 * PKCE (RFC 7636) as LINE Login takes it: S256 only. The verifier stays on the server; LINE sees the
 * challenge at authorization and the verifier at the token exchange.
 */
export const CODE_CHALLENGE_METHOD = 'S256';

/** 43 to 128 characters of [A-Za-z0-9-._~]: 32 random bytes in base64url are 43. */
export const newCodeVerifier = () => randomBytes(32).toString('base64url');

export const codeChallenge = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

/** What LINE checks at the token endpoint: the verifier's challenge is the one it was shown. */
export const verifierMatches = (verifier: string, challenge: string) =>
  /^[A-Za-z0-9\-._~]{43,128}$/.test(verifier) && codeChallenge(verifier) === challenge;
