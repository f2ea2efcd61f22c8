/**
 * A merchant's CSS goes into a <style> element as raw text; it must not be able to close that
 * element and start markup of its own.
 */
export function safeCustomCss(css: string): string {
  return css.replace(/<\/(style)/gi, '<\\/$1').replace(/<!--/g, '<\\!--');
}
