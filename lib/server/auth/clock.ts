/**
 * The time every auth rule reads (code expiry, resend delay, rate-limit windows, token expiry).
 * The database's own clock is never used for them, so tests can move this one.
 */
export const clock = { now: (): Date => new Date() };
