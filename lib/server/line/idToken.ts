import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/**
 * LINE Login's ID token for web login: a JWT signed HS256 with the channel secret (LINE signs tokens
 * of its SDKs and LIFF with ES256 instead, which web login never receives). Checked here as LINE's
 * documentation asks: the signature, iss, aud (the channel id), exp and the nonce of the request.
 */
export const LINE_ISSUER = 'https://access.line.me';

const IdTokenClaimsSchema = z.object({
  iss: z.string(),
  sub: z.string().min(1).max(100),
  aud: z.string(),
  exp: z.number(),
  iat: z.number(),
  nonce: z.string().optional(),
  amr: z.array(z.string()).optional(),
  name: z.string().optional(),
  picture: z.string().optional(),
});
export type IdTokenClaims = z.infer<typeof IdTokenClaimsSchema>;

type IdTokenProblem = 'malformed' | 'algorithm' | 'signature' | 'issuer' | 'audience' | 'expired' | 'nonce';
export type IdTokenCheck = { ok: true; claims: IdTokenClaims } | { ok: false; problem: IdTokenProblem };

export type IdTokenExpectation = { channelId: string; channelSecret: string; nonce: string; now: Date };

const json = (part: string): unknown => {
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
};

const hs256 = (input: string, secret: string) => createHmac('sha256', secret).update(input).digest();

export function verifyIdToken(token: string, expected: IdTokenExpectation): IdTokenCheck {
  const parts = token.split('.');
  if (parts.length !== 3 || token.length > 8192) return { ok: false, problem: 'malformed' };
  const [head, body, signature] = parts as [string, string, string];
  const header = json(head) as { alg?: unknown } | null;
  if (!header || typeof header !== 'object') return { ok: false, problem: 'malformed' };
  // The algorithm is fixed, never taken from the token: "none" or a public-key alg signs nothing here.
  if (header.alg !== 'HS256') return { ok: false, problem: 'algorithm' };
  const given = Buffer.from(signature, 'base64url');
  const wanted = hs256(`${head}.${body}`, expected.channelSecret);
  if (given.length !== wanted.length || !timingSafeEqual(given, wanted))
    return { ok: false, problem: 'signature' };
  const parsed = IdTokenClaimsSchema.safeParse(json(body));
  if (!parsed.success) return { ok: false, problem: 'malformed' };
  const claims = parsed.data;
  if (claims.iss !== LINE_ISSUER) return { ok: false, problem: 'issuer' };
  if (claims.aud !== expected.channelId) return { ok: false, problem: 'audience' };
  if (claims.exp * 1000 <= expected.now.getTime()) return { ok: false, problem: 'expired' };
  if (claims.nonce !== expected.nonce) return { ok: false, problem: 'nonce' };
  return { ok: true, claims };
}

/** Signs claims as LINE signs a web login's ID token (the sandbox's tokens, and the tests'). */
export function signIdToken(claims: IdTokenClaims, channelSecret: string): string {
  const head = Buffer.from(JSON.stringify({ typ: 'JWT', alg: 'HS256' })).toString('base64url');
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${head}.${body}.${hs256(`${head}.${body}`, channelSecret).toString('base64url')}`;
}
