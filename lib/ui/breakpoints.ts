/**
 * Spec §9: desktop is a width above 640 px, so 640 itself is a phone. globals.css gives Tailwind's `sm`
 * breakpoint this same width (40.0625rem), so every `sm:`/`max-sm:` class, the CSS rules and the
 * media queries of scripts switch at one point; breakpoints.test.ts compiles the stylesheet and
 * fails when the two drift apart.
 */
const DESKTOP_MIN_WIDTH = 641;

/** As Tailwind writes its breakpoints: in rem, which media queries take at the browser's 16 px. */
const DESKTOP_MIN_REM = `${DESKTOP_MIN_WIDTH / 16}rem`;

export const DESKTOP_MEDIA = `(width >= ${DESKTOP_MIN_REM})`;
export const PHONE_MEDIA = `(width < ${DESKTOP_MIN_REM})`;

/** Whether a viewport this many CSS pixels wide gets the phone layout. */
export const isPhoneWidth = (width: number): boolean => width < DESKTOP_MIN_WIDTH;
