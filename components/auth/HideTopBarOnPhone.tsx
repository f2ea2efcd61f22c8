/**
 * Marks a screen whose top bar phones do not show (spec §2: OTPVerify, SetPassword, ForgotPassword).
 * A rule in globals.css hides the bar while this marker is on the page: no script, so the bar never
 * flashes on first paint, and it comes back by itself when the screen is left.
 */
export function HideTopBarOnPhone() {
  return <div data-hide-topbar hidden />;
}
