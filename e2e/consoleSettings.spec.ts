import { expect, test, type Page, type TestInfo } from './fixtures';
import { SHOP1, SHOP2, shopUrl } from './hosts';
import { seriousViolations } from './axe';
import { addStaffByOperator, consoleSignIn } from './consoleSteps';
import { newAddress } from './signInSteps';
import { addToCart, signIn } from './shopper';

/**
 * The settings are the owners': staff see no link and the page refuses them. An owner adds a
 * delivery with its fee in the console, and the shopper's checkout offers it with that fee at once.
 * Each run, project and host adds its own delivery, so the journeys running side by side never meet.
 */
const PRODUCT: Record<string, string> = {
  [SHOP1.host]: 'p-waffle-blanket',
  [SHOP2.host]: 'p-cold-brew-bags',
};

function people(testInfo: TestInfo, host: string) {
  const clock = String(Math.floor(Date.now() / 10)).slice(-5);
  const tail = `${testInfo.project.name === 'phone' ? 7 : 8}${host === SHOP1.host ? 1 : 2}`;
  return { owner: `09${clock}1${tail}`, staff: `09${clock}2${tail}`, shopper: `09${clock}3${tail}` };
}

/**
 * Adds the delivery in the console's 配送 section. Another owner's save in between (the other project
 * on the same shop) refuses this one as stale: the page is opened again and the delivery added then.
 */
async function addDelivery(admin: Page, host: string, name: string, fee: number) {
  await expect(async () => {
    await admin.goto(shopUrl(host, '/admin/settings'));
    const list = admin.getByRole('list', { name: '配送方式列表' });
    if ((await list.getByText(name).count()) > 0) return;
    await admin.locator('summary', { hasText: '新增配送方式' }).click();
    const form = admin.getByRole('form', { name: '新增配送方式' });
    await form.getByLabel('名稱').fill(name);
    await form.getByLabel('類型').selectOption('home');
    await form.getByLabel('運費（元）').fill(String(fee));
    // Collecting cash on delivery too: the checkout lists it whichever payment is chosen first.
    await form.getByLabel('可貨到付款').check();
    await form.getByRole('button', { name: '儲存' }).click();
    await expect(form.getByRole('status')).toHaveText('已儲存', { timeout: 5_000 });
    await expect(list.getByText(name)).toBeVisible();
  }).toPass({ timeout: 60_000 });
}

const { host } = SHOP1;
test(`${host}: only owners open the settings; a delivery fee set there shows at checkout`, async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.slow();
  const who = people(testInfo, host);
  const name = `設定測試宅配 ${who.owner.slice(-7)}`;
  const fee = testInfo.project.name === 'phone' ? 77 : 88;
  await addStaffByOperator(request, host, who.owner, 'owner', '店長');
  await addStaffByOperator(request, host, who.staff, 'staff', '小美');
  const merchant = await browser.newContext({
    viewport: page.viewportSize()!,
    extraHTTPHeaders: { 'x-forwarded-for': newAddress() },
  });
  const admin = await merchant.newPage();

  // Staff: no link, and the page itself refuses.
  await consoleSignIn(admin, request, host, who.staff);
  await expect(admin.getByRole('link', { name: '設定' })).toHaveCount(0);
  await admin.goto(shopUrl(host, '/admin/settings'));
  await expect(admin.getByText('只有負責人可以管理設定。')).toBeVisible();
  await admin.getByRole('button', { name: '登出' }).click();
  await expect(admin).toHaveURL(/\/admin\/signin$/);

  // The owner opens the settings from the navigation.
  await consoleSignIn(admin, request, host, who.owner);
  await admin.getByRole('link', { name: '設定' }).click();
  await expect(admin.getByRole('heading', { name: '設定', level: 1 })).toBeVisible();
  for (const section of [
    '配送',
    '付款',
    '金流',
    '物流',
    '電子發票',
    '簡訊與 LINE',
    '模組',
    '購物金',
    '促銷與優惠碼',
    '網域',
  ])
    await expect(admin.getByRole('heading', { name: section, exact: true, level: 2 })).toBeVisible();
  // Keys are never shown: every key field is an empty password field.
  for (const key of await admin.locator('input[name^="key."]').all()) {
    await expect(key).toHaveAttribute('type', 'password');
    await expect(key).toHaveValue('');
  }
  expect(await seriousViolations(admin)).toEqual([]);
  await admin.screenshot({ path: testInfo.outputPath('console-settings.png'), fullPage: true });
  for (const section of ['gateway', 'messaging', 'promotions']) {
    await admin.locator(`#${section}`).scrollIntoViewIfNeeded();
    await admin.screenshot({ path: testInfo.outputPath(`console-settings-${section}.png`) });
  }

  await addDelivery(admin, host, name, fee);
  expect(await seriousViolations(admin)).toEqual([]);
  await merchant.close();

  // The shopper's checkout offers it, with its fee.
  await signIn(page, request, host, who.shopper);
  await addToCart(page, host, PRODUCT[host]!);
  await page.goto(shopUrl(host, '/checkout'));
  const option = page.getByRole('radio', { name });
  await expect(option).toBeVisible();
  await expect(page.locator(`#${await option.getAttribute('aria-describedby')}`)).toContainText(`NT$${fee}`);
});
