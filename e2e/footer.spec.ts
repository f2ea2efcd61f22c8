import { expect, test, type APIRequestContext } from './fixtures';
import { shopIdOf } from './cartSteps';
import { hostHeader, nodeUrl, SHOP1, SHOP2, shopUrl } from './hosts';

type FooterLink = { name: string; url?: string | null };
type Footer = { aboutUs: FooterLink[]; faq: FooterLink[]; contactUs: { name: string; text: string }[] };
type SocialLink = { type: string; link: string | null };

const SOCIAL_LABELS: Record<string, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  youtube: 'YouTube',
  line: 'LINE',
};

async function shopData(request: APIRequestContext, host: string) {
  const config = await (
    await request.get(nodeUrl(`/api-client/ecommerceConfig/allDomain/${host}`), { headers: hostHeader(host) })
  ).json();
  const shopId = await shopIdOf(request, host);
  const footer: Footer = await (
    await request.get(nodeUrl(`/api-client/${shopId}/ecommerceFooterConfig`))
  ).json();
  return { footer, socialLinks: config.socialLinks as SocialLink[] };
}

test.describe('the footer (spec §2 Footer)', () => {
  const shop = SHOP2;
  test(`${shop.host}: link blocks, contact lines, social icons, copyright and version`, async ({
    page,
    request,
  }) => {
    const { footer: config, socialLinks } = await shopData(request, shop.host);
    await page.goto(shopUrl(shop.host));
    const footer = page.getByRole('contentinfo');
    // The footer is laid out only when near the screen (content-visibility), as for a shopper.
    await footer.scrollIntoViewIfNeeded();

    for (const [title, links] of [
      ['關於我們', config.aboutUs],
      ['常見問題', config.faq],
    ] as const) {
      expect(links.length).toBeGreaterThan(0);
      const block = footer.locator('section').filter({ has: page.getByRole('heading', { name: title }) });
      await expect(block.getByRole('link')).toHaveText(links.map((l) => l.name));
      for (const link of links) {
        await expect(block.getByRole('link', { name: link.name, exact: true }).first()).toHaveAttribute(
          'href',
          link.url!,
        );
      }
    }

    const contact = footer
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: '聯絡我們' }) });
    await expect(contact.locator('dt')).toHaveText(['營業時間', '聯絡電話', '聯絡地址']);
    await expect(contact.locator('dd')).toHaveText(config.contactUs.map((c) => c.text));
    // The phone number can be called.
    await expect(contact.locator('dd').nth(1).getByRole('link')).toHaveAttribute('href', /^tel:/);

    const social = ['facebook', 'instagram', 'youtube', 'line'].flatMap((type) => {
      const link = socialLinks.find((l) => l.type === type)?.link;
      return link ? [{ label: SOCIAL_LABELS[type]!, link }] : [];
    });
    expect(social.length).toBeGreaterThan(0);
    const icons = footer.getByRole('link', { name: /^(Facebook|Instagram|YouTube|LINE)$/ });
    await expect(icons).toHaveCount(social.length);
    for (const { label, link } of social) {
      const icon = footer.getByRole('link', { name: label, exact: true });
      await expect(icon).toHaveAttribute('href', link);
      await expect(icon).toHaveAttribute('target', '_blank');
      await expect(icon.locator('svg')).toBeVisible();
    }

    const copyright = socialLinks.find((l) => l.type === 'copyRight')!.link!;
    await expect(footer.getByText(copyright, { exact: true })).toBeVisible();
    await expect(footer.getByText('v2.89.0', { exact: true })).toBeVisible();
  });

  test('shop 1 has every social network, shop 2 all but YouTube', async ({ page }) => {
    await page.goto(shopUrl(SHOP1.host));
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    for (const label of Object.values(SOCIAL_LABELS))
      await expect(
        page.getByRole('contentinfo').getByRole('link', { name: label, exact: true }),
      ).toBeVisible();
    await page.goto(shopUrl(SHOP2.host));
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: 'YouTube', exact: true }),
    ).toHaveCount(0);
  });
});
