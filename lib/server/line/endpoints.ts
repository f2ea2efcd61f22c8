import type { LineEnvironment } from '@/lib/console/contract/settings';
import { CODE_CHALLENGE_METHOD } from './pkce';

/** Where the built-in LINE sandbox answers on this deployment (demo and test only). */
export const LINE_SANDBOX_PATH = '/api-client/lineSandbox';

export type LineEndpoints = { authorize: string; token: string; verify: string };

/** LINE Login v2.1's endpoints, or the sandbox's on the shop's own origin. */
export function lineEndpoints(environment: LineEnvironment, origin: string): LineEndpoints {
  if (environment === 'production') {
    return {
      authorize: 'https://access.line.me/oauth2/v2.1/authorize',
      token: 'https://api.line.me/oauth2/v2.1/token',
      verify: 'https://api.line.me/oauth2/v2.1/verify',
    };
  }
  const base = `${origin}${LINE_SANDBOX_PATH}`;
  return { authorize: `${base}/authorize`, token: `${base}/token`, verify: `${base}/verify` };
}

/** openid for the ID token, profile for the display name in it. */
export const LINE_SCOPE = 'openid profile';

export type AuthorizeRequest = {
  clientId: string;
  redirectUri: string;
  state: string;
  nonce: string;
  codeChallenge: string;
};

/** The authorization request of LINE Login v2.1 with PKCE. */
export function authorizeUrl(endpoint: string, request: AuthorizeRequest): string {
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: request.clientId,
    redirect_uri: request.redirectUri,
    state: request.state,
    scope: LINE_SCOPE,
    nonce: request.nonce,
    code_challenge: request.codeChallenge,
    code_challenge_method: CODE_CHALLENGE_METHOD,
  });
  return `${endpoint}?${query}`;
}
