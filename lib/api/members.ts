import type { z } from 'zod/mini';
import type {
  GrantExchangeBodySchema,
  LineCallbackBodySchema,
  LineLinkBodySchema,
  LinePurpose,
  OtpSigninBodySchema,
  PasswordChangeBodySchema,
  ResetPasswordBodySchema,
  SendOtpBodySchema,
  SigninBodySchema,
  SignupBodySchema,
  VerifyOtpBodySchema,
  UserInfoBody,
} from './contract';
import { memberClient, plainClient, userClient, type CallOptions } from './http';

type Body<S extends z.ZodMiniType> = z.input<S>;

/**
 * Calls of the sign-in itself. They answer 401 for a wrong password, a wrong code or a spent grant,
 * which is not the shop session ending: unlike other calls, they never schedule a sign-out.
 */
const signInCall = <S extends z.ZodMiniType>(
  path: string,
  body: unknown,
  schema: CallOptions<S>['schema'],
  bearer?: string,
  onFailure?: CallOptions<S>['onFailure'],
) => plainClient({ method: 'POST', path, body, schema, bearer, keepSessionOn401: true, onFailure });

const auth = (orgId: number, path: string) => `/api-auth/${orgId}${path}`;

// The auth host (accounts of the organisation).

/** Use requestCode (lib/member), which answers a proof-of-work challenge on the way. */
export const sendOtp = (
  orgId: number,
  body: Body<typeof SendOtpBodySchema>,
  onFailure?: (body: unknown) => void,
) => signInCall(auth(orgId, '/otp'), body, (c) => c.SendOtpResultSchema, undefined, onFailure);

export const verifyOtp = (orgId: number, body: Body<typeof VerifyOtpBodySchema>) =>
  signInCall(auth(orgId, '/otp/verify'), body, (c) => c.VerifyOtpResultSchema);

export const signup = (orgId: number, body: Body<typeof SignupBodySchema>) =>
  signInCall(auth(orgId, '/signup'), body, (c) => c.UserTokenResultSchema);

export const signin = (orgId: number, body: Body<typeof SigninBodySchema>) =>
  signInCall(auth(orgId, '/signin'), body, (c) => c.UserTokenResultSchema);

export const signinWithOtp = (orgId: number, body: Body<typeof OtpSigninBodySchema>) =>
  signInCall(auth(orgId, '/signin/otp'), body, (c) => c.UserTokenResultSchema);

export const resetPassword = (orgId: number, body: Body<typeof ResetPasswordBodySchema>) =>
  signInCall(auth(orgId, '/password/reset'), body, (c) => c.UserTokenResultSchema);

/** A one-time code for the shop's callback, bound to `redirectUri`. */
export const grant = (orgId: number, userToken: string, redirectUri: string) =>
  signInCall(auth(orgId, '/grant'), { redirectUri }, (c) => c.GrantResultSchema, userToken);

// The shop.

export const getAuthHost = (shopId: number) =>
  memberClient({ path: `/${shopId}/authService/authHost`, schema: (c) => c.AuthHostSchema });

export const exchangeGrantCode = (shopId: number, body: Body<typeof GrantExchangeBodySchema>) =>
  signInCall(
    `/api-client/${shopId}/member/memberTokenByAuthGrantCode`,
    body,
    (c) => c.MemberTokenResultSchema,
  );

/**
 * A user token for this shop's member token, without the grant round trip (spec §6). A refused user
 * token is not a member's session ending: no sign-out.
 */
export const exchangeUserToken = (shopId: number, userToken: string) =>
  userClient({
    method: 'POST',
    path: `/${shopId}/member/memberToken`,
    schema: (c) => c.MemberTokenResultSchema,
    bearer: userToken,
    keepSessionOn401: true,
  });

export const getMe = (shopId: number) =>
  memberClient({ path: `/${shopId}/member/me`, schema: (c) => c.MemberSchema });

/**
 * Ends this member token on the server. Sent while signing out, with the token read before the
 * browser forgets it; a refusal (ended already) is no reason for a second sign-out.
 */
export const logout = (shopId: number, memberToken: string, signal?: AbortSignal) =>
  memberClient({
    method: 'POST',
    path: `/${shopId}/member/logout`,
    schema: (c) => c.SessionsEndedSchema,
    bearer: memberToken,
    keepSessionOn401: true,
    signal,
  });

/** Ends every session of the account at every shop of the organisation, this one included. */
export const logoutAll = (shopId: number) =>
  memberClient({
    method: 'POST',
    path: `/${shopId}/member/logoutAll`,
    schema: (c) => c.SessionsEndedSchema,
  });

export const getCashbackWallet = (shopId: number) =>
  memberClient({ path: `/${shopId}/member/me/cashbackWallet`, schema: (c) => c.CashbackWalletSchema });

export const getCashbackExpirations = (shopId: number) =>
  memberClient({
    path: `/${shopId}/member/me/cashbackWalletYearExpirations`,
    schema: (c) => c.CashbackExpirationsSchema,
  });

/** Signing in needs no token; binding is the signed-in member's, so a refused token signs out. */
export const getLineAuthParams = (shopId: number, purpose: LinePurpose) =>
  purpose === 'bind'
    ? memberClient({
        path: `/${shopId}/member/getLineAuthParams`,
        query: { purpose },
        schema: (c) => c.LineAuthParamsSchema,
      })
    : plainClient({
        path: `/api-client/${shopId}/member/getLineAuthParams`,
        schema: (c) => c.LineAuthParamsSchema,
        keepSessionOn401: true,
      });

export const lineCallback = (
  shopId: number,
  purpose: LinePurpose,
  body: Body<typeof LineCallbackBodySchema>,
) =>
  purpose === 'bind'
    ? memberClient({
        method: 'POST',
        path: `/${shopId}/member/lineCallback`,
        body,
        schema: (c) => c.LineCallbackResultSchema,
      })
    : signInCall(`/api-client/${shopId}/member/lineCallback`, body, (c) => c.LineCallbackResultSchema);

export const lineLink = (shopId: number, body: Body<typeof LineLinkBodySchema>) =>
  signInCall(`/api-client/${shopId}/member/lineLink`, body, (c) => c.UserTokenResultSchema);

export const unbindLine = (shopId: number) =>
  memberClient({
    method: 'DELETE',
    path: `/${shopId}/member/lineBinding`,
    schema: (c) => c.LineUnbindResultSchema,
  });

export const setPassword = (body: Body<typeof PasswordChangeBodySchema>) =>
  memberClient({ method: 'POST', path: '/user/authPhoneAccount', body, schema: (c) => c.unknown() });

export const updateUserInfo = (body: UserInfoBody) =>
  memberClient({ method: 'PUT', path: '/user/me/userInfo', body, schema: (c) => c.unknown() });
