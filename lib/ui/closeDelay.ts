/**
 * Spec §9: menus and modals close 300 ms after a choice or a dismissal, so the tap is seen and the
 * fade or slide plays before they leave the page.
 */
export const CLOSE_DELAY_MS = 300;
