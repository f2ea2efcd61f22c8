/** The longest custom stylesheet a shop may keep: it is sent inline with every page. */
export const MAX_CUSTOM_CSS = 20_000;

/**
 * CSS escapes that stand for `<` or `>` (`\3c`, `\00003E`, `\<`). The HTML parser never decodes
 * them, so they cannot close the element today; they are refused anyway, as nothing a shop styles
 * needs them and a later change of how the stylesheet is emitted must not turn them into markup.
 */
const ANGLE_ESCAPE = /\\(?:0{0,4}3[ce](?![0-9a-f])|[<>])/i;

/** Marks where a quoted string stood in the read stylesheet; its value is kept aside. */
const STRING_MARK = '\u0000';

/**
 * The stylesheet as a browser tokenizes it, reduced to what decides whether it loads anything:
 * comments become a space, escapes outside strings are decoded (`u\72l(` is `url(`), and each quoted
 * string becomes STRING_MARK with its decoded value in `strings`, so that nothing written inside a
 * string (`"/*"`) can hide or fake a rule.
 */
function readCss(css: string): { text: string; strings: string[] } {
  let text = '';
  const strings: string[] = [];
  // Decodes the escape starting at i (the backslash); answers the character and where it ends.
  const escape = (i: number): [string, number] => {
    const hex = /^[0-9a-f]{1,6}/i.exec(css.slice(i + 1, i + 7));
    if (hex) {
      let end = i + 1 + hex[0].length;
      if (/\s/.test(css[end] ?? '')) end += 1;
      const code = parseInt(hex[0], 16);
      return [code === 0 || code > 0x10ffff ? '\ufffd' : String.fromCodePoint(code), end];
    }
    return [css[i + 1] ?? '', i + 2];
  };
  let i = 0;
  while (i < css.length) {
    const c = css[i]!;
    if (c === '/' && css[i + 1] === '*') {
      const end = css.indexOf('*/', i + 2);
      i = end < 0 ? css.length : end + 2;
      text += ' ';
    } else if (c === '"' || c === "'") {
      let value = '';
      i += 1;
      while (i < css.length && css[i] !== c && css[i] !== '\n') {
        if (css[i] === '\\') {
          if (css[i + 1] === '\n') i += 2;
          else {
            const [decoded, end] = escape(i);
            value += decoded;
            i = end;
          }
        } else value += css[i++];
      }
      i += 1;
      strings.push(value);
      text += STRING_MARK;
    } else if (c === '\\') {
      const [decoded, end] = escape(i);
      text += decoded;
      i = end;
    } else {
      text += c;
      i += 1;
    }
  }
  return { text: text.toLowerCase(), strings };
}

/**
 * The only addresses a shop's CSS may draw: its own uploaded pictures and the pictures shipped with
 * the storefront (all same-origin), or an inline raster picture. Anything else would let a selector
 * on what a shopper types (`input[value$="1"]`) report it to another server through the request.
 */
const OWN_PICTURE = /^\/(?:api-client\/media|images|demo)\/[a-z0-9_-][a-z0-9_./-]*$/i;
const INLINE_PICTURE = /^data:image\/(?:png|jpeg|gif|webp)(?:;base64)?,[a-z0-9+/=%_.-]*$/i;

/** Functions that load or run something and that a shop's look never needs. */
const REFUSED_FUNCTION = /(?:^|[^a-z0-9_-])((?:-[a-z]+-)?(?:image-set|image|src|expression))\s*\(/;

/** Why a url() in the read stylesheet cannot be kept, or null when each one is the shop's own. */
function urlProblem(text: string, strings: string[]): string | null {
  const url = /(?:^|[^a-z0-9_-])url\(\s*/g;
  let found: RegExpExecArray | null;
  while ((found = url.exec(text))) {
    const start = found.index + found[0].length;
    let address: string;
    let rest: number;
    if (text[start] === STRING_MARK) {
      address = strings[text.slice(0, start).split(STRING_MARK).length - 1] ?? '';
      rest = start + 1;
    } else {
      const end = text.slice(start).search(/[\s)]/);
      rest = end < 0 ? text.length : start + end;
      address = text.slice(start, rest);
    }
    const close = /^\s*\)/.test(text.slice(rest));
    const allowed = (OWN_PICTURE.test(address) && !address.includes('..')) || INLINE_PICTURE.test(address);
    if (!close || !allowed)
      return '自訂 CSS 的 url() 只能用本店上傳的圖片（/api-client/media/…）、/images/…、/demo/… 或 data: 圖片';
  }
  return null;
}

/**
 * Why a shop's custom CSS cannot be saved, or null. It goes into the storefront's <style> element as
 * raw text (app/[host]/layout.tsx, lib/shop/customCss.ts): nothing in it may close that element or
 * open or close an HTML comment around it. Refused rather than silently escaped, so the merchant
 * sees what they typed is what is served. Nor may it load anything from another server (@import,
 * url() elsewhere, image-set(), src(), image()) or run script (expression()).
 */
export function cssProblem(css: string): string | null {
  if (css.length > MAX_CUSTOM_CSS) return `自訂 CSS 最多 ${MAX_CUSTOM_CSS} 個字元`;
  if (/<\/style/i.test(css)) return '自訂 CSS 不可包含「</style」';
  if (css.includes('<!--') || css.includes('-->')) return '自訂 CSS 不可包含 HTML 註解（<!-- 或 -->）';
  if (ANGLE_ESCAPE.test(css)) return '自訂 CSS 不可用跳脫字元寫出「<」或「>」';
  const { text, strings } = readCss(css);
  if (text.includes('@import')) return '自訂 CSS 不可使用 @import';
  const refused = REFUSED_FUNCTION.exec(text);
  if (refused) return `自訂 CSS 不可使用 ${refused[1]}()`;
  return urlProblem(text, strings);
}
