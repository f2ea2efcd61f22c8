/**
 * On every answer, pages and API alike (next.config.ts `headers()`, so `next start` has them too);
 * the Content-Security-Policy, which depends on the answer, is added by the server (policy.ts).
 * Permissions-Policy switches off the powerful features no shop page uses; autoplay, fullscreen and
 * encrypted media stay with their defaults for the YouTube player a shopper starts.
 */
export const COMMON_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'permissions-policy':
    'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), ' +
    'midi=(), magnetometer=(), gyroscope=(), accelerometer=(), browsing-topics=()',
};
