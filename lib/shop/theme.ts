/** The storefront's colour theme; fixed to ohbot for every shop for now (spec §1). */
export const THEME = 'ohbot';

export const themeStylesheetPath = (theme: string) => `/colorTheme/${theme}.css`;
