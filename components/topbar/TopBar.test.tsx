import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { ShopProvider } from '@/components/providers/ShopProvider';
import type { NavItem, ShopConfig } from '@/lib/api/contract';
import { queryKeys } from '@/lib/query/keys';
import { TopBar } from './TopBar';

// Spec §2 Top bar: the logo leads home (or, for a shop that has one, to its products site in a new
// tab), and link entries of the navigation open their site in a new tab.

// The cart button and the search panel navigate with the app router, which only a page mounts.
jest.mock('next/navigation', () => ({ useRouter: () => ({ push() {}, replace() {}, prefetch() {} }) }));

const SHOP_ID = 7;
const config: ShopConfig = {
  ShopId: SHOP_ID,
  Logo: { filename: 'https://img.example.com/logo.png' },
  Favicon: null,
  Shop: { name: '島嶼選物', OrgId: 3 },
  customCss: '',
  socialLinks: [],
  enableOrderInvoice: false,
  floatingButton: { enable: false },
  logoLinkUrl: null,
  tagManagerId: null,
};

type Anchor = { attrs: Record<string, string>; html: string; text: string };

/** Every link of the markup, with its attributes, inner markup and text. */
function anchors(html: string): Anchor[] {
  return [...html.matchAll(/<a\b([^>]*)>(.*?)<\/a>/g)].map(([, attrs, inner]) => ({
    attrs: Object.fromEntries([...attrs!.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, k, v]) => [k!, v!])),
    html: inner!,
    text: inner!.replace(/<[^>]*>/g, ''),
  }));
}

function renderTopBar(shop: Partial<ShopConfig> = {}, navigation: NavItem[] = []): Anchor[] {
  const client = new QueryClient();
  client.setQueryData(queryKeys.navConfig(SHOP_ID), { navigation, trend: [] });
  return anchors(
    renderToStaticMarkup(
      <QueryClientProvider client={client}>
        <ShopProvider value={{ shopId: SHOP_ID, host: 'island.localhost', config: { ...config, ...shop } }}>
          <TopBar sideMenu={null} />
        </ShopProvider>
      </QueryClientProvider>,
    ),
  );
}

const logoLink = (links: Anchor[]) => links.find((a) => a.html.includes('<img alt="島嶼選物"'));

test('the logo links to home', () => {
  expect(logoLink(renderTopBar())?.attrs).toEqual({ href: '/', 'aria-label': '島嶼選物 首頁' });
  // Without a logo picture the shop name stands in for it, on the same link.
  expect(renderTopBar({ Logo: null }).find((a) => a.attrs.href === '/')?.text).toBe('島嶼選物');
});

test("a shop's own logo link opens its products site in a new tab", () => {
  const link = logoLink(renderTopBar({ logoLinkUrl: 'https://products.example.com/' }));
  expect(link?.attrs).toMatchObject({ href: 'https://products.example.com/', target: '_blank' });
  expect(link?.attrs.rel).toMatch(/\bnoopener\b/);
});

test("link entries of the navigation open in a new tab; the shop's own entries in the same tab", () => {
  const links = renderTopBar({}, [
    { type: 'allProduct', name: '所有類別' },
    {
      type: 'ecommerceActivity',
      name: '週年慶',
      ecommerceActivity: { id: 1, nanoId: 'a-anniversary', name: '週年慶', enable: true, isRemove: false },
    },
    { type: 'ecommercePage', name: '關於我們', ecommercePage: { key: 'about' } },
    { type: 'link', name: '品牌故事', url: 'https://example.com/story' },
  ]);
  const byText = (text: string) => links.find((a) => a.text === text)?.attrs;

  expect(byText('品牌故事')).toMatchObject({ href: 'https://example.com/story', target: '_blank' });
  expect(byText('品牌故事')?.rel).toMatch(/\bnoopener\b/);
  for (const [text, href] of [
    ['所有類別', '/categories'],
    ['週年慶', '/productList/activity/a-anniversary'],
    ['關於我們', '/page/about'],
  ]) {
    expect(byText(text!)?.href).toBe(href);
    expect(byText(text!)?.target).toBeUndefined();
  }
});
