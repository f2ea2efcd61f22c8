import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { lineSandboxCodes } from '../../db/schema';
import { readForm } from '../../payments/sandbox/form';
import { clock } from '../../auth/clock';
import { hashSecret } from '../../auth/tokens';
import { LINE_SANDBOX_PATH } from '../endpoints';
import { LINE_ISSUER, signIdToken, verifyIdToken } from '../idToken';
import { verifierMatches } from '../pkce';
import { ID_TOKEN_TTL_S, sandboxChannel } from './channel';

/**
 * The LINE sandbox's server endpoints, with LINE Login v2.1's request and answer shapes: Issue
 * access token (a form in, JSON out, the ID token signed HS256 with the channel secret) and Verify
 * ID token. Errors are LINE's `{error, error_description}` with a 400.
 */

const oauthError = (error: string, description: string) =>
  Response.json({ error, error_description: description }, { status: 400 });

async function issueToken(db: Db, form: URLSearchParams): Promise<Response> {
  if (form.get('grant_type') !== 'authorization_code')
    return oauthError('unsupported_grant_type', 'unsupported grant_type');
  const channel = await sandboxChannel(db, form.get('client_id') ?? '');
  if (!channel || form.get('client_secret') !== channel.channelSecret) {
    return oauthError('invalid_client', 'invalid client');
  }
  const now = clock.now();
  const [code] = await db
    .select()
    .from(lineSandboxCodes)
    .where(eq(lineSandboxCodes.codeHash, hashSecret(form.get('code') ?? '')));
  const invalid = () => oauthError('invalid_grant', 'invalid authorization code');
  if (!code || code.channelId !== channel.channelId || code.usedAt || code.expiresAt <= now) return invalid();
  if (form.get('redirect_uri') !== code.redirectUri)
    return oauthError('invalid_grant', 'redirect_uri does not match');
  if (code.codeChallenge && !verifierMatches(form.get('code_verifier') ?? '', code.codeChallenge)) {
    return oauthError('invalid_grant', 'invalid code_verifier');
  }
  const spent = await db
    .update(lineSandboxCodes)
    .set({ usedAt: now })
    .where(and(eq(lineSandboxCodes.id, code.id), isNull(lineSandboxCodes.usedAt)))
    .returning({ id: lineSandboxCodes.id });
  if (!spent.length) return invalid();
  const iat = Math.floor(now.getTime() / 1000);
  const idToken = signIdToken(
    {
      iss: LINE_ISSUER,
      sub: code.lineUserId,
      aud: channel.channelId,
      exp: iat + ID_TOKEN_TTL_S,
      iat,
      ...(code.nonce ? { nonce: code.nonce } : {}),
      amr: ['pwd'],
      name: code.name,
    },
    channel.channelSecret,
  );
  return Response.json({
    access_token: randomBytes(24).toString('base64url'),
    expires_in: 2_592_000,
    id_token: idToken,
    refresh_token: randomBytes(16).toString('base64url'),
    scope: 'openid profile',
    token_type: 'Bearer',
  });
}

async function verify(db: Db, form: URLSearchParams): Promise<Response> {
  const channel = await sandboxChannel(db, form.get('client_id') ?? '');
  if (!channel) return oauthError('invalid_request', 'Invalid IdToken Audience.');
  const nonce = form.get('nonce');
  const checked = verifyIdToken(form.get('id_token') ?? '', {
    channelId: channel.channelId,
    channelSecret: channel.channelSecret,
    nonce: nonce ?? '',
    now: clock.now(),
  });
  // Without a nonce in the request, LINE does not compare it.
  const ok = checked.ok || (checked.problem === 'nonce' && nonce === null);
  if (!ok) return oauthError('invalid_request', `Invalid IdToken (${checked.problem}).`);
  const [, body] = (form.get('id_token') ?? '').split('.');
  const claims = JSON.parse(Buffer.from(body!, 'base64url').toString('utf8')) as { sub: string };
  const userId = form.get('user_id');
  if (userId !== null && userId !== claims.sub)
    return oauthError('invalid_request', 'Invalid IdToken Subject Identifier.');
  return Response.json(claims);
}

/** POST {sandbox}/token and {sandbox}/verify, whether over HTTP or called in this process. */
export async function handleSandboxApi(db: Db, request: Request): Promise<Response> {
  const path = new URL(request.url).pathname;
  const form = await readForm(request);
  if (path === `${LINE_SANDBOX_PATH}/token`) return issueToken(db, form);
  if (path === `${LINE_SANDBOX_PATH}/verify`) return verify(db, form);
  return oauthError('invalid_request', 'unknown endpoint');
}
