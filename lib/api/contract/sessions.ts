import { z } from 'zod/mini';
import { SetPasswordBodySchema } from './auth';

/**
 * Sessions a member can end (member and user tokens). `{shopId}` paths take the member token of that
 * shop; a token of another shop is refused (401) like a missing one.
 */

/**
 * POST /api-client/{shopId}/member/logout — ends the member token presented and the user token that
 * led to it. POST /api-client/{shopId}/member/logoutAll — ends every member and user token of the
 * account, at every shop of the organisation, this one included. `ended`: how many were still live.
 */
export const SessionsEndedSchema = z.object({ ended: z.int() });
export type SessionsEnded = z.infer<typeof SessionsEndedSchema>;

/**
 * What proves the member may replace a password that exists: the current one, or a phone_verify token
 * of a code sent for `reset` to the member's own phone. Setting the first password needs neither.
 */
export const PasswordProofSchema = z.object({
  currentPassword: z.optional(z.string().check(z.minLength(1, '請輸入目前密碼'), z.maxLength(64))),
  phoneVerifyToken: z.optional(z.string().check(z.minLength(1), z.maxLength(200))),
});

/**
 * POST /api-client/user/authPhoneAccount (bearer member token) — sets the password. Replacing one ends
 * every other session of the account; the member token presented stays signed in.
 */
export const PasswordChangeBodySchema = z.intersection(SetPasswordBodySchema, PasswordProofSchema);
export type PasswordChangeBody = z.infer<typeof PasswordChangeBodySchema>;
