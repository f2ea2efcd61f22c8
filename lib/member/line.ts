import type { z } from 'zod/mini';
import type { LineAuthParamsSchema } from '@/lib/api/contract';

const LINE_AUTHORIZE = 'https://access.line.me/oauth2/v2.1/authorize';

/** LINE Login's authorization screen for binding, with the parameters the shop issued. */
export function lineAuthorizeUrl(params: z.infer<typeof LineAuthParamsSchema>): string {
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: params.clientId,
    redirect_uri: params.redirectUri,
    state: params.state,
    scope: 'profile openid',
  });
  return `${LINE_AUTHORIZE}?${query}`;
}
