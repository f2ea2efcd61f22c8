import { HttpError } from '../http/errors';

/**
 * Hooks that change catalog data behind the storefront's back, for the browser tests (a merchant
 * lowering a stock, removing a product). They exist only when STOREFRONT_TEST_HOOKS=1, which the
 * e2e server sets; everywhere else they are a plain 404.
 */
export function assertTestHooksEnabled(): void {
  if (process.env.STOREFRONT_TEST_HOOKS !== '1') throw new HttpError(404, '找不到此 API 路徑');
}
