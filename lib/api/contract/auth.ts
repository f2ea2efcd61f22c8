import { z } from 'zod/mini';

/**
 * Members and the built-in auth service (spec §4 Login, §6, §7). Paths are listed beside each schema;
 * `{OrgId}` paths belong to the auth host (accounts are shared by an organisation's shops), `{shopId}`
 * paths to the shop (a member token belongs to one shop).
 */

/** Taiwan mobile numbers: 09 and 8 digits; spaces and dashes are ignored. */
export const PhoneSchema = z.pipe(
  z.pipe(
    z.string(),
    z.transform((s) => s.replace(/[\s-]/g, '')),
  ),
  z.string().check(z.regex(/^09\d{8}$/, '請輸入正確的手機號碼（09 開頭共 10 碼）')),
);

export const PasswordSchema = z
  .string()
  .check(
    z.minLength(8, '密碼至少 8 個字元'),
    z.maxLength(64, '密碼最多 64 個字元'),
    z.regex(/[A-Za-z]/, '密碼需包含英文字母'),
    z.regex(/\d/, '密碼需包含數字'),
  );

export const OtpCodeSchema = z.string().check(z.trim(), z.regex(/^\d{6}$/, '請輸入 6 位數驗證碼'));

export const OTP_PURPOSES = ['signup', 'login', 'reset'] as const;
export const OtpPurposeSchema = z.enum(OTP_PURPOSES);
export type OtpPurpose = z.infer<typeof OtpPurposeSchema>;

/**
 * POST /api-auth/{OrgId}/otp — send a code. 429 while rate-limited or before the resend delay. Past
 * the free requests of an address or an organisation: 403 `{code: 'challenge_required', challenge}`;
 * the request is sent again with `proof`, the solved challenge (altcha's payload: base64 of JSON).
 */
export const SendOtpBodySchema = z.object({
  phone: PhoneSchema,
  purpose: OtpPurposeSchema,
  proof: z.optional(z.string().check(z.maxLength(4000))),
});
/** The proof-of-work challenge of a `challenge_required` answer (altcha-lib's), passed on as it is. */
export const OtpChallengeSchema = z.looseObject({
  parameters: z.looseObject({ algorithm: z.string(), salt: z.string(), nonce: z.string() }),
  signature: z.string(),
});
export const CHALLENGE_REQUIRED = 'challenge_required';
export const SendOtpResultSchema = z.object({ resendAfter: z.int(), expiresIn: z.int() });

/** POST /api-auth/{OrgId}/otp/verify — proves the phone; the token is good for one sign-up or reset. */
export const VerifyOtpBodySchema = z.object({
  phone: PhoneSchema,
  purpose: OtpPurposeSchema,
  code: OtpCodeSchema,
});
export const VerifyOtpResultSchema = z.object({
  phoneVerifyToken: z.string(),
  /** Whether an account with this phone exists already. */
  registered: z.boolean(),
});

/** POST /api-auth/{OrgId}/signup — quick sign-up with a verified phone (password optional, set later). */
export const SignupBodySchema = z.object({
  phoneVerifyToken: z.string().check(z.minLength(1)),
  password: z.optional(PasswordSchema),
});

/** POST /api-auth/{OrgId}/signin — phone and password. */
export const SigninBodySchema = z.object({
  phone: PhoneSchema,
  password: z.string().check(z.minLength(1, '請輸入密碼'), z.maxLength(64)),
});

/** POST /api-auth/{OrgId}/signin/otp — sign in with a code sent for purpose `login`. */
export const OtpSigninBodySchema = z.object({ phoneVerifyToken: z.string().check(z.minLength(1)) });

/** The repeated password must match; the message sits on the second field. */
const confirmed = z.refine<{ password: string; confirmPassword: string }>(
  (b) => b.password === b.confirmPassword,
  { message: '兩次輸入的密碼不一致', path: ['confirmPassword'] },
);

/** POST /api-auth/{OrgId}/password/reset — forgot password, with a code sent for purpose `reset`. */
export const ResetPasswordBodySchema = z
  .object({
    phoneVerifyToken: z.string().check(z.minLength(1)),
    password: PasswordSchema,
    confirmPassword: z.string(),
  })
  .check(confirmed);

/** Answer of signup / signin / reset: the user token (org-wide; exchanged per shop for a member token). */
export const UserTokenResultSchema = z.object({ userToken: z.string(), isNew: z.optional(z.boolean()) });

/** GET /api-auth/{OrgId}/me (bearer user token) — who the auth host has signed in. */
export const UserMeSchema = z.object({
  phone: z.string(),
  name: z.nullable(z.string()),
  hasPassword: z.boolean(),
  banAt: z.nullable(z.string()),
});
export type UserMe = z.infer<typeof UserMeSchema>;

/** POST /api-auth/{OrgId}/grant (bearer user token) — a one-time code for the shop's callback. */
export const GrantBodySchema = z.object({ redirectUri: z.string().check(z.url(), z.maxLength(500)) });
export const GrantResultSchema = z.object({ code: z.string() });

/** GET /api-client/{shopId}/authService/authHost */
export const AuthHostSchema = z.object({ host: z.string() });

/** POST /api-client/{shopId}/member/memberTokenByAuthGrantCode */
export const GrantExchangeBodySchema = z.object({
  code: z.string().check(z.minLength(1), z.maxLength(200)),
  redirectUri: z.string().check(z.url(), z.maxLength(500)),
});
/** POST /api-client/{shopId}/member/memberToken (bearer user token) and the grant exchange answer with this. */
export const MemberTokenResultSchema = z.object({ memberToken: z.string() });

/** POST /api-client/user/authPhoneAccount (bearer member token) — set a password. */
export const SetPasswordBodySchema = z
  .object({ password: PasswordSchema, confirmPassword: z.string() })
  .check(confirmed);

export const GENDERS = ['male', 'female', 'other'] as const;

/** PUT /api-client/user/me/userInfo (bearer member token); custom fields are checked against userInfoSetting. */
export const UserInfoBodySchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, '請輸入姓名'), z.maxLength(50, '姓名最多 50 個字')),
  gender: z.optional(z.nullable(z.enum(GENDERS))),
  birthday: z.optional(z.nullable(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, '生日格式為 YYYY-MM-DD')))),
  address: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(200, '地址最多 200 個字')))),
  email: z.union([
    z.optional(z.nullable(z.string().check(z.trim(), z.email('請輸入正確的電子郵件'), z.maxLength(254)))),
    z.literal(''),
  ]),
  custom: z._default(z.record(z.string(), z.string().check(z.maxLength(500))), {}),
});
export type UserInfoBody = z.infer<typeof UserInfoBodySchema>;

/** GET /api-client/{shopId}/member/me (bearer member token) */
export const MemberSchema = z.object({
  id: z.int(),
  phone: z.string(),
  name: z.nullable(z.string()),
  gender: z.nullable(z.enum(GENDERS)),
  birthday: z.nullable(z.string()),
  address: z.nullable(z.string()),
  email: z.nullable(z.string()),
  custom: z.record(z.string(), z.string()),
  hasPassword: z.boolean(),
  bindMemberAuthLine: z.boolean(),
  banAt: z.nullable(z.string()),
});
export type Member = z.infer<typeof MemberSchema>;

/** GET /api-client/{shopId}/member/me/cashbackWallet */
export const CashbackWalletSchema = z.object({ balance: z.int() });
/** GET /api-client/{shopId}/member/me/cashbackWalletYearExpirations */
export const CashbackExpirationsSchema = z.array(z.object({ amount: z.int(), expireAt: z.string() }));

export const LINE_PURPOSES = ['signin', 'bind'] as const;
export type LinePurpose = (typeof LINE_PURPOSES)[number];

/**
 * GET /api-client/{shopId}/member/getLineAuthParams[?purpose=bind] — a new LINE Login authorization:
 * for signing in (no token needed), or with `purpose=bind` and a member token for binding. 409 with
 * a message when the shop has no LINE channel.
 */
export const LinePurposeQuerySchema = z.object({ purpose: z._default(z.enum(LINE_PURPOSES), 'signin') });
export const LineAuthParamsSchema = z.object({
  purpose: z.enum(LINE_PURPOSES),
  /** LINE's authorization URL with every parameter below in its query. */
  authorizeUrl: z.string(),
  clientId: z.string(),
  redirectUri: z.string(),
  state: z.string(),
  nonce: z.string(),
  scope: z.string(),
  codeChallenge: z.string(),
  codeChallengeMethod: z.literal('S256'),
});
export type LineAuthParams = z.infer<typeof LineAuthParamsSchema>;

/** POST /api-client/{shopId}/member/lineCallback — what LINE sent back (a bind also takes the member token). */
export const LineCallbackBodySchema = z.object({
  code: z.string().check(z.minLength(1), z.maxLength(500)),
  state: z.string().check(z.minLength(1), z.maxLength(200)),
});
export const LineCallbackResultSchema = z.discriminatedUnion('result', [
  /** A LINE user bound in the organisation: a user token for the usual grant back to the shop. */
  z.object({ result: z.literal('signedIn'), userToken: z.string() }),
  /** A LINE user new to the organisation: verify a phone, then lineLink with this ticket. */
  z.object({ result: z.literal('needsPhone'), lineTicket: z.string() }),
  z.object({ result: z.literal('bound') }),
]);
export type LineCallbackResult = z.infer<typeof LineCallbackResultSchema>;

/** POST /api-client/{shopId}/member/lineLink — binds the ticket's LINE user to the verified phone's account. */
export const LineLinkBodySchema = z.object({
  lineTicket: z.string().check(z.minLength(1), z.maxLength(200)),
  phoneVerifyToken: z.string().check(z.minLength(1), z.maxLength(200)),
});

/** DELETE /api-client/{shopId}/member/lineBinding (bearer member token) — unbinds the member's LINE user. */
export const LineUnbindResultSchema = z.object({ bound: z.literal(false) });

/** GET /api-auth/dev/outbox?phone= — demo and test mode only: the texts the SMS sender would send. */
export const OutboxSchema = z.array(z.object({ phone: z.string(), text: z.string(), sentAt: z.string() }));
