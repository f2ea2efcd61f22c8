/** Shown in the footer (spec §9). */
export const APP_VERSION = '2.89.0';
