/**
 * A merchant's CSS goes into a <style> element as raw text; it must not be able to close that
 * element and start markup of its own.
 */
export function safeCustomCss(css: string): string {
  return css.replace(/<\/(style)/gi, '<\\/$1').replace(/<!--/g, '<\\!--');
}

/**
 * Pages that tell the shopper how to pay (the bank account, the store code, the amount): the order's
 * complete page and its own page. A shop's custom CSS is not applied there, so no stylesheet (its own
 * or one slipped into its settings) can hide, restyle or replace what the shopper pays to. The path
 * may carry the host segment the middleware rewrites to (`/shop.tw/order/check/5`).
 */
const PAYMENT_PAGE = /^(?:\/(?:[^/]*\.[^/]*|localhost))?\/order\/(?:check|complete)(?:\/|$)/;

export const showsPaymentInstructions = (pathname: string) => PAYMENT_PAGE.test(pathname);
