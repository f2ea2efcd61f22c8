import { isPhoneWidth } from '../lib/ui/breakpoints';
import { expect, hydrated, test, type Locator, type Page } from './fixtures';
import { SHOP1, SHOP2, shopUrl } from './hosts';

/** What each demo shop's home holds (lib/server/seed/demo): slides and links per device, cards. */
const HOMES = [
  {
    shop: SHOP1,
    banner: { desktop: 4, phone: 3 },
    desktopOnlySlide: '3C配件限時優惠',
    typeCards: 5,
    marketing: { desktop: 2, phone: 2 },
    text: { title: '歡迎來到小島選物', description: '我們走訪台灣各地的職人與小農' },
    news: 4,
  },
  {
    shop: SHOP2,
    banner: { desktop: 3, phone: 3 },
    desktopOnlySlide: null,
    typeCards: 2,
    marketing: { desktop: 2, phone: 1 },
    desktopOnlyMarketing: '配方豆與濾掛',
    text: { title: '每週二、五新鮮烘焙', description: '所有咖啡豆皆於出貨前 72 小時內烘焙' },
    news: 3,
  },
];

const device = (page: Page) => (isPhoneWidth(page.viewportSize()?.width ?? 0) ? 'phone' : 'desktop');

const box = async (locator: Locator) => (await locator.boundingBox())!;

/** The carousel on screen, once Swiper has taken it over (it loads once the page has hydrated). */
async function bannerSwiper(page: Page) {
  const swiper = page.locator('[data-area="banner"] .swiper-initialized:visible').first();
  await expect(swiper).toBeVisible();
  return swiper;
}

const activeIndex = (swiper: Locator) =>
  swiper.locator('.swiper-slide-active').first().getAttribute('data-swiper-slide-index');

for (const home of HOMES) {
  test.describe(`${home.shop.host} home`, () => {
    test.beforeEach(async ({ page }) => {
      await page.goto(shopUrl(home.shop.host));
      await hydrated(page);
    });

    test('banner: one slide a view 50 px apart, only this device’s slides @phone', async ({ page }) => {
      const swiper = await bannerSwiper(page);
      const bullets = swiper.locator('.swiper-pagination-bullet');
      await expect(bullets).toHaveCount(home.banner[device(page)]);
      const view = await box(swiper);
      const slides = swiper.locator('.swiper-slide');
      // Adjacent slides side by side: each one the carousel's width, the next 50 px after it. Both are
      // read in one go, as autoplay may be moving them.
      const [a, b] = await slides.evaluateAll((els) =>
        els.slice(0, 2).map((el) => {
          const { x, width } = el.getBoundingClientRect();
          return { x, width };
        }),
      );
      if (!a || !b) throw new Error('the banner needs two slides');
      expect(Math.round(a.width)).toBe(Math.round(view.width));
      expect(Math.round(b.x - (a.x + a.width))).toBe(50);
      if (home.desktopOnlySlide) {
        const desktopOnly = swiper.getByRole('img', { name: home.desktopOnlySlide });
        await expect(desktopOnly).toHaveCount(device(page) === 'desktop' ? 1 : 0);
      }
    });

    test('banner: a bullet shows its slide, and autoplay goes on after the tap @phone', async ({ page }) => {
      const swiper = await bannerSwiper(page);
      const bullets = swiper.locator('.swiper-pagination-bullet');
      const last = (await bullets.count()) - 1;
      await bullets.nth(last).click();
      await expect.poll(() => activeIndex(swiper), { timeout: 2000 }).toBe(String(last));
      await expect(bullets.nth(last)).toHaveClass(/swiper-pagination-bullet-active/);
      // The interaction does not stop autoplay: within a few delays the carousel has moved on alone.
      const started = Date.now();
      await expect.poll(() => activeIndex(swiper), { timeout: 8000 }).not.toBe(String(last));
      // Not before its delay (2500 ms) has passed.
      expect(Date.now() - started).toBeGreaterThanOrEqual(2000);
    });

    test('精選推薦: cards with 前往購買, carousel from 3 cards, larger below @phone', async ({ page }) => {
      const area = page.locator('[data-area="productTypeList"]').first();
      await expect(area.getByRole('heading', { name: '精選推薦' })).toBeVisible();
      const list = area.locator('ul').first();
      const cards = list.locator(':scope > li');
      await expect(cards).toHaveCount(home.typeCards);
      await expect(list.getByRole('link', { name: /^前往購買/ })).toHaveCount(home.typeCards);
      const listWidth = (await box(list)).width;
      const cardWidth = (await box(cards.first())).width;
      const scrolls = await list.evaluate((el) => el.scrollWidth > el.clientWidth);
      if (home.typeCards >= 3) {
        expect(scrolls).toBe(true);
        expect(cardWidth).toBeLessThan(listWidth / 2);
        const tops = await cards.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().top));
        expect(new Set(tops).size).toBe(1);
      } else {
        expect(scrolls).toBe(false);
        expect(cardWidth).toBeGreaterThan(listWidth * 0.45);
      }
      const all = area.getByRole('link', { name: /^查看全部/ });
      if (device(page) === 'desktop') await expect(all).toBeVisible();
      else await expect(all).toBeHidden();
    });

    test('the go-to-top button shows past 800 px of scroll and goes to the top', async ({ page }) => {
      const button = page.getByRole('button', { name: '回到頁首' });
      await expect(button).toBeHidden();
      expect(
        await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight),
      ).toBeGreaterThan(1000);
      const scrollTo = (y: number) =>
        page.evaluate(async (top) => {
          window.scrollTo(0, top);
          // The button reads the position once a frame.
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        }, y);
      await scrollTo(800);
      await expect(button).toBeHidden();
      await scrollTo(801);
      await expect(button).toBeVisible();
      await scrollTo(200);
      await expect(button).toBeHidden();
      await scrollTo(1000);
      await button.click();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await expect(button).toBeHidden();
    });

    test('marketing: the banner links stacked, no carousel @phone', async ({ page }) => {
      const area = page.locator('[data-area="marketing"]');
      const links = area.locator('a:visible');
      await expect(links).toHaveCount(home.marketing[device(page)]);
      await expect(area.locator('.swiper')).toHaveCount(0);
      const boxes = await links.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON()));
      for (let i = 1; i < boxes.length; i++) {
        expect(boxes[i].top).toBeGreaterThanOrEqual(boxes[i - 1].bottom);
        expect(boxes[i].left).toBe(boxes[0].left);
      }
      if (home.desktopOnlyMarketing)
        await expect(area.getByRole('img', { name: home.desktopOnlyMarketing })).toBeVisible({
          visible: device(page) === 'desktop',
        });
    });

    test('text: a title and a description', async ({ page }) => {
      const area = page.locator('[data-area="text"]').filter({ hasText: home.text.title });
      await expect(area.getByRole('heading', { name: home.text.title })).toBeVisible();
      await expect(area.getByText(home.text.description)).toBeVisible();
    });

    test('news: 媒體報導 cards clamped to 2 lines, 閱讀全文 in a new tab', async ({ page, context }) => {
      const area = page.locator('[data-area="news"]');
      await expect(area.getByRole('heading', { name: '媒體報導' })).toBeVisible();
      const list = area.locator('ul');
      const cards = list.locator(':scope > li');
      await expect(cards).toHaveCount(home.news);
      for (let i = 0; i < home.news; i++) {
        const card = cards.nth(i);
        await expect(card.locator('img')).toHaveCount(1);
        for (const text of [card.locator('h3'), card.locator('p')]) {
          await expect(text).not.toBeEmpty();
          const lines = await text.evaluate((el) => {
            const style = getComputedStyle(el);
            return { clamp: style.webkitLineClamp, height: el.clientHeight / parseFloat(style.lineHeight) };
          });
          expect(lines.clamp).toBe('2');
          expect(lines.height).toBeLessThanOrEqual(2.05);
        }
        const read = card.getByRole('link', { name: /^閱讀全文/ });
        await expect(read).toHaveAttribute('target', '_blank');
        await expect(read).toHaveAttribute('rel', /\bnoopener\b/);
      }
      const scrolls = await list.evaluate((el) => el.scrollWidth > el.clientWidth);
      expect(scrolls).toBe(device(page) === 'phone');
      if (device(page) === 'phone') {
        const tops = await cards.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().top));
        expect(new Set(tops).size).toBe(1);
      }

      await context.route('https://example.com/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>article</title>' }),
      );
      const read = cards.first().getByRole('link', { name: /^閱讀全文/ });
      const href = await read.getAttribute('href');
      const [tab] = await Promise.all([context.waitForEvent('page'), read.click()]);
      await expect(tab).toHaveURL(href!);
      await expect(page).toHaveURL(shopUrl(home.shop.host));
    });

    test('productList: title, the whole list, at most 8 products', async ({ page }) => {
      const areas = page.locator('[data-area="productList"]');
      const shelves: { href: string; shown: number }[] = [];
      for (let i = 0; i < (await areas.count()); i++) {
        const area = areas.nth(i);
        await area.scrollIntoViewIfNeeded();
        await expect(area.getByRole('heading', { level: 2 })).toBeVisible();
        // Desktop has it beside the title, phones a button below the products: one is hidden
        // (display: none), which takes it out of the accessibility tree.
        const visible = area.getByRole('link', { name: /^查看全部/ });
        await expect(visible).toHaveCount(1);
        const below = (await box(visible)).y > (await box(area.locator('[data-product-card]').last())).y;
        expect(below).toBe(device(page) === 'phone');
        shelves.push({
          href: (await visible.getAttribute('href'))!,
          shown: await area.locator('[data-product-card]').count(),
        });
      }
      expect(shelves.length).toBeGreaterThan(0);
      for (const shelf of shelves) {
        await page.goto(shopUrl(home.shop.host, shelf.href));
        const inList = await page.locator('main [data-product-card]').count();
        expect(shelf.shown).toBe(Math.min(8, inList));
      }
    });
  });
}
