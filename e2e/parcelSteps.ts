import { expect, type Page } from './fixtures';
import { shopUrl } from './hosts';

/**
 * Shared by the parcel and return journeys: the cart checked out to a 7-ELEVEN store picked on the
 * sandbox store map, paid on delivery or by card on the sandbox gateway. Answers the order's id.
 */
export async function orderToSevenEleven(page: Page, host: string, payment: 'COD' | 'card'): Promise<string> {
  await page.goto(shopUrl(host, '/checkout'));
  await page.getByRole('radio', { name: '7-11 超商取貨' }).check();
  await page.getByLabel('收件人姓名').fill('陳怡君');
  await page.getByLabel('手機號碼').fill('0922333444');
  if (payment === 'COD') await page.getByRole('radio', { name: '貨到付款' }).check();
  else await page.getByRole('radio', { name: '信用卡支付' }).first().check();
  await page.getByRole('button', { name: '選擇門市' }).click();
  await page.waitForURL(/\/api-client\/sandboxStoreMap$/);
  await page.getByRole('button', { name: /測試中山門市/ }).click();
  await page.waitForURL(/\/checkout$/);
  await expect(page.getByTestId('cvs-store')).toContainText('測試中山門市');
  await page.getByRole('button', { name: '送出訂單' }).click();
  if (payment === 'card') {
    await page.waitForURL(/\/api-client\/sandboxGateway\/payment$/);
    await page.getByRole('button', { name: '確認付款' }).click();
    await page.getByRole('button', { name: '返回商店' }).click();
  }
  await page.waitForURL(/\/order\/complete\/\d+$/);
  return /\/order\/complete\/(\d+)$/.exec(page.url())![1]!;
}
