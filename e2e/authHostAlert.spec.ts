import { expect, test } from './fixtures';
import { SHOP1, SHOP2, shopUrl } from './hosts';

// Each journey signs up through the API and loads several pages: triple time on a busy machine.
test.beforeEach(() => test.slow());

// Spec §8: an auth host failure shows a browser alert with the message (msg, else message).

const answers = [
  ['msg', { msg: '登入服務暫停', message: 'ignored' }, '登入服務暫停'],
  ['message', { message: '驗證服務維護中' }, '驗證服務維護中'],
] as const;

[SHOP1, SHOP2].forEach((shop, i) => {
  const [field, body, shown] = answers[i]!;
  test(`${shop.name}: AuthWrapper alerts the auth host's failure (${field}) and offers a retry`, async ({
    page,
  }) => {
    await page.route('**/authService/authHost', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify(body) }),
    );
    const dialog = page.waitForEvent('dialog');
    await page.goto(shopUrl(shop.host, '/auth/auth-wrapper'));
    const alert = await dialog;
    expect(alert.type()).toBe('alert');
    expect(alert.message()).toBe(shown);
    await alert.accept();
    await expect(page.getByText(shown)).toBeVisible();
    await expect(page.getByRole('button', { name: '重新前往登入' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/auth/auth-wrapper');
  });
});
