/**
 * Paths of the sign-in screens. The shop side (AuthWrapper, Callback) has the paths of spec §2; the
 * built-in auth host serves its screens from the same app, under /auth as well.
 */
export const AUTH_WRAPPER_PATH = '/auth/auth-wrapper';
export const CALLBACK_PATH = '/auth/callback';
export const SIGN_OUT_PATH = '/auth/signout';
export const LOGIN_PATH = '/auth/login';
export const QUICK_SIGNUP_PATH = '/auth/quick-signup';
export const OTP_VERIFY_PATH = '/auth/otp-verify';
export const FORGOT_PASSWORD_PATH = '/auth/forgot-password';
export const SET_PASSWORD_PATH = '/auth/set-password';
export const SIGNUP_INFO_PATH = '/auth/signup-info';
export const PROFILE_PATH = '/profile';
/** Where LINE Login sends the shopper back (the LINE channel's registered callback URL on each host). */
export const LINE_CALLBACK_PATH = '/auth/line/callback';
/** A LINE user new to the shop verifies a phone here once. */
export const LINE_PHONE_PATH = '/auth/line/phone';

/** AuthWrapper, asked to bring the shopper back to `lastRoute` after signing in. */
export const authWrapperPath = (lastRoute?: string) =>
  lastRoute ? `${AUTH_WRAPPER_PATH}?lastRoute=${encodeURIComponent(lastRoute)}` : AUTH_WRAPPER_PATH;
