import { expect, hydrated, test } from './fixtures';
import { CLOSE_DELAY_MS } from '../lib/ui/closeDelay';
import { hostHeader, nodeUrl, SHOP1, shopUrl } from './hosts';
import { openCardModal, serverStock, setServerRemoved } from './cartSteps';

test.describe('add-to-cart modal (spec §2) @phone', () => {
  test('closes CLOSE_DELAY_MS after it is dismissed, not before', async ({ page, request }) => {
    const tea = await serverStock(request, SHOP1.host, 'p-green-tea-bags');
    await page.goto(shopUrl(SHOP1.host, '/productList/category/c-tea'));
    const modal = await openCardModal(page, 'p-green-tea-bags');
    await expect(modal.getByRole('heading', { name: tea.name })).toBeVisible();

    // Timed inside the page, from the tap to the dialog leaving the document, so a slow test runner
    // cannot make the modal look early or late.
    const { stillThereAfterTap, closedAfterMs } = await page.evaluate(() => {
      const dialog = [...document.querySelectorAll('[role="dialog"]')].find((d) =>
        d.querySelector('button[aria-label="關閉"]'),
      );
      if (!dialog) throw new Error('no add-to-cart modal');
      return new Promise<{ stillThereAfterTap: boolean; closedAfterMs: number }>((resolve) => {
        let stillThereAfterTap = false;
        const start = performance.now();
        const observer = new MutationObserver(() => {
          if (dialog.isConnected) return;
          observer.disconnect();
          resolve({ stillThereAfterTap, closedAfterMs: performance.now() - start });
        });
        observer.observe(document.body, { childList: true, subtree: true });
        (dialog.querySelector('button[aria-label="關閉"]') as HTMLButtonElement).click();
        // Two frames: React has committed the dismissal and the fade-out has begun.
        requestAnimationFrame(() => requestAnimationFrame(() => (stillThereAfterTap = dialog.isConnected)));
      });
    });
    expect(stillThereAfterTap).toBe(true);
    expect(closedAfterMs).toBeGreaterThanOrEqual(CLOSE_DELAY_MS);
    await expect(modal).toHaveCount(0);
  });

  // On a shop of the journey's own (e2e/freshShop.ts): the product is removed under no other journey.
  test("a product that cannot be loaded shows the server's message and closes the modal", async ({
    page,
    request,
    freshShop,
  }) => {
    const { host, shopId, nanoId } = await freshShop();
    const removed = nanoId('towel');
    await page.goto(shopUrl(host, '/productList/all'));
    const card = page.locator(`main [data-product-card="${removed}"]`);
    await expect(card).toBeVisible();
    await hydrated(page);

    await setServerRemoved(request, host, shopId, removed, true);
    const read = await request.get(nodeUrl(`/api-client/${shopId}/ecommerceProduct/nanoId/${removed}`), {
      headers: hostHeader(host),
    });
    expect(read.status()).toBe(404);
    const { msg } = await read.json();
    expect(msg).toBeTruthy();

    await card.getByRole('button', { name: /^加入購物車：/ }).click();
    await expect(page.getByRole('alert').filter({ hasText: msg })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('button', { name: '關閉' })).toHaveCount(0);
  });
});
