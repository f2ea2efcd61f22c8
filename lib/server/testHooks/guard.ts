import { DomainError } from '@/lib/server/kernel/errors';

/**
 * Hooks that change catalog data behind the storefront's back, for the browser tests (a merchant
 * lowering a stock, removing a product). Their routes are compiled only into test builds
 * (lib/build/testHooks.mjs); even there they answer only when the server runs with
 * STOREFRONT_TEST_HOOKS=1, and are a plain 404 otherwise.
 */
export function assertTestHooksEnabled(): void {
  if (process.env.STOREFRONT_TEST_HOOKS !== '1') throw new DomainError('not_found', '找不到此 API 路徑');
}
