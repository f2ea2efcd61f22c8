import { z } from 'zod';
import type { Db } from '../db/client';
import { DomainError } from '@/lib/server/kernel/errors';
import type { LineChannel } from './channel';
import type { LineEndpoints } from './endpoints';
import { verifyIdToken, type IdTokenClaims } from './idToken';
import { handleSandboxApi } from './sandbox/api';

/** How a request reaches LINE: the network, or the sandbox in this process (it has no public name). */
export type LineSend = (request: Request) => Promise<Response>;

export const lineSendFor = (db: Db, channel: LineChannel): LineSend =>
  channel.environment === 'sandbox'
    ? (request) => handleSandboxApi(db, request)
    : (request) => fetch(request);

const TokenAnswerSchema = z.object({
  access_token: z.string(),
  id_token: z.string(),
  token_type: z.string(),
  expires_in: z.number(),
});

const LINE_FAILED = 'LINE 登入失敗，請重新以 LINE 登入';
const LINE_UNREACHABLE = 'LINE 暫時無法連線，請稍後再試';
const TIMEOUT_MS = 10_000;

/**
 * Issue access token (POST …/oauth2/v2.1/token, a form) with the PKCE verifier, then the ID token
 * checked here with the channel secret. Only the ID token's claims are kept; the access token is
 * not needed to sign in and is dropped.
 */
export async function exchangeCode(
  channel: LineChannel,
  endpoints: LineEndpoints,
  grant: { code: string; redirectUri: string; codeVerifier: string; nonce: string; now: Date },
  send: LineSend,
): Promise<IdTokenClaims> {
  const form = new URLSearchParams({
    grant_type: 'authorization_code',
    code: grant.code,
    redirect_uri: grant.redirectUri,
    client_id: channel.channelId,
    client_secret: channel.channelSecret,
    code_verifier: grant.codeVerifier,
  });
  let response: Response;
  try {
    response = await send(
      new Request(endpoints.token, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      }),
    );
  } catch {
    throw new DomainError('unavailable', LINE_UNREACHABLE);
  }
  if (response.status >= 500) throw new DomainError('unavailable', LINE_UNREACHABLE);
  const answer = TokenAnswerSchema.safeParse(await response.json().catch(() => null));
  // LINE answers 400 {error, error_description} for a code that is spent, expired or not this
  // channel's; what it says is not for the shopper, and the request carried the secret.
  if (!response.ok || !answer.success) throw new DomainError('invalid', LINE_FAILED);
  const checked = verifyIdToken(answer.data.id_token, {
    channelId: channel.channelId,
    channelSecret: channel.channelSecret,
    nonce: grant.nonce,
    now: grant.now,
  });
  if (!checked.ok) {
    console.warn(JSON.stringify({ scope: 'line', event: 'id-token-refused', problem: checked.problem }));
    throw new DomainError('invalid', LINE_FAILED);
  }
  return checked.claims;
}
