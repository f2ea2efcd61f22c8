import { safeCustomCss } from '@/lib/shop/customCss';

/** The longest custom stylesheet a shop may keep: it is sent inline with every page. */
export const MAX_CUSTOM_CSS = 20_000;

/**
 * CSS escapes that stand for `<` or `>` (`\3c`, `\00003E`, `\<`). The HTML parser never decodes
 * them, so they cannot close the element today; they are refused anyway, as nothing a shop styles
 * needs them and a later change of how the stylesheet is emitted must not turn them into markup.
 */
const ANGLE_ESCAPE = /\\(?:0{0,4}3[ce](?![0-9a-f])|[<>])/i;

/**
 * Why a shop's custom CSS cannot be saved, or null. It goes into the storefront's <style> element as
 * raw text (app/[host]/layout.tsx, lib/shop/customCss.ts): nothing in it may close that element or
 * open or close an HTML comment around it. Refused rather than silently escaped, so the merchant
 * sees what they typed is what is served.
 */
export function cssProblem(css: string): string | null {
  if (css.length > MAX_CUSTOM_CSS) return `自訂 CSS 最多 ${MAX_CUSTOM_CSS} 個字元`;
  if (/<\/style/i.test(css)) return '自訂 CSS 不可包含「</style」';
  if (css.includes('<!--') || css.includes('-->')) return '自訂 CSS 不可包含 HTML 註解（<!-- 或 -->）';
  if (ANGLE_ESCAPE.test(css)) return '自訂 CSS 不可用跳脫字元寫出「<」或「>」';
  // The storefront's own escaping must have nothing left to change.
  if (safeCustomCss(css) !== css) return '自訂 CSS 含有不允許的內容';
  return null;
}
