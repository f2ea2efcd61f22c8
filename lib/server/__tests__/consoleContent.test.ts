/** @jest-environment node */
import { and, eq, notInArray, sql } from 'drizzle-orm';
import { GET as lookGet, PUT as lookPut } from '@/app/api-admin/[shopId]/content/look/route';
import { GET as footerGet, PUT as footerPut } from '@/app/api-admin/[shopId]/content/footer/route';
import { GET as iconsGet, PUT as iconsPut } from '@/app/api-admin/[shopId]/content/icons/route';
import { GET as navGet, PUT as navPut } from '@/app/api-admin/[shopId]/content/nav/route';
import { POST as discardRoute } from '@/app/api-admin/[shopId]/content/pages/[key]/discard/route';
import { POST as publishRoute } from '@/app/api-admin/[shopId]/content/pages/[key]/publish/route';
import {
  DELETE as pageDelete,
  GET as pageGet,
  PATCH as pagePatch,
  PUT as pagePut,
} from '@/app/api-admin/[shopId]/content/pages/[key]/route';
import { GET as pagesGet, POST as pagesPost } from '@/app/api-admin/[shopId]/content/pages/route';
import { GET as sidebarGet, PUT as sidebarPut } from '@/app/api-admin/[shopId]/content/sidebar/route';
import { POST as mediaRoute } from '@/app/api-admin/[shopId]/media/route';
import { GET as storefrontPage } from '@/app/api-client/[shopId]/ecommercePage/[key]/route';
import { GET as storefrontNav } from '@/app/api-client/[shopId]/ecommerceNavConfig/route';
import type { NavConfig, Page, StoredPageArea } from '@/lib/api/contract';
import type {
  ConsolePageView,
  FooterView,
  LookView,
  NavView,
  SidebarView,
} from '@/lib/console/content/types';
import { changesOf } from '@/lib/server/staff/changes';
import { closeDb, type Db } from '@/lib/server/db/client';
import {
  categories,
  footerConfigs,
  navConfigs,
  pageIcons,
  pages,
  shopConfigs,
  shops,
  sidebarConfigs,
  staffChanges as staffChangesTable,
} from '@/lib/server/db/schema';
import { testDb } from '@/lib/server/testing/db';
import { bearer, get, post } from './authHelpers';
import { newStaffMember, raw, type ConsoleSession } from './consoleHelpers';
import { LOOK_MESSAGES } from '@/lib/server/shops/look';
import { expectError, shopIds, type ShopIds } from './helpers';

let db: Db;
let ids: ShopIds;
/** Shop 1's content as seeded, put back after the file (a PostgreSQL run shares the database). */
let saved: {
  home: (typeof pages.$inferSelect)[];
  nav: (typeof navConfigs.$inferSelect)[];
  footer: (typeof footerConfigs.$inferSelect)[];
  sidebar: (typeof sidebarConfigs.$inferSelect)[];
  config: (typeof shopConfigs.$inferSelect)[];
  icons: (typeof pageIcons.$inferSelect)[];
};

beforeAll(async () => {
  process.env.STOREFRONT_DEMO_MODE = '1';
  db = await testDb();
  ids = await shopIds();
  const s = Number(ids.s1);
  saved = {
    home: await db
      .select()
      .from(pages)
      .where(and(eq(pages.shopId, s), eq(pages.key, 'home'))),
    nav: await db.select().from(navConfigs).where(eq(navConfigs.shopId, s)),
    footer: await db.select().from(footerConfigs).where(eq(footerConfigs.shopId, s)),
    sidebar: await db.select().from(sidebarConfigs).where(eq(sidebarConfigs.shopId, s)),
    config: await db.select().from(shopConfigs).where(eq(shopConfigs.shopId, s)),
    icons: await db.select().from(pageIcons).where(eq(pageIcons.shopId, s)),
  };
}, 60_000);

afterAll(async () => {
  const s = Number(ids.s1);
  const [home] = saved.home;
  if (home) await db.update(pages).set({ content: home.content, draft: null }).where(eq(pages.id, home.id));
  const [nav] = saved.nav;
  if (nav)
    await db
      .update(navConfigs)
      .set({ navigation: nav.navigation, trend: nav.trend })
      .where(eq(navConfigs.shopId, s));
  const [footer] = saved.footer;
  if (footer)
    await db
      .update(footerConfigs)
      .set({ aboutUs: footer.aboutUs, faq: footer.faq, contactUs: footer.contactUs })
      .where(eq(footerConfigs.shopId, s));
  const [sidebar] = saved.sidebar;
  if (sidebar)
    await db
      .update(sidebarConfigs)
      .set({
        enable: sidebar.enable,
        enableGroup: sidebar.enableGroup,
        activityOrder: sidebar.activityOrder,
        categoryGroupOrder: sidebar.categoryGroupOrder,
      })
      .where(eq(sidebarConfigs.shopId, s));
  const [config] = saved.config;
  if (config)
    await db
      .update(shopConfigs)
      .set({
        logo: config.logo,
        favicon: config.favicon,
        customCss: config.customCss,
        socialLinks: config.socialLinks,
      })
      .where(eq(shopConfigs.shopId, s));
  await db.delete(pageIcons).where(eq(pageIcons.shopId, s));
  if (saved.icons.length) await db.insert(pageIcons).values(saved.icons.map(({ id: _, ...i }) => i));
  await db.delete(pages).where(and(eq(pages.shopId, s), notInArray(pages.key, ['home', 'about'])));
  delete process.env.STOREFRONT_DEMO_MODE;
  await closeDb();
});

const shop1 = () => ({ shopId: ids.s1 });
const member = (role: 'owner' | 'staff', name?: string) =>
  newStaffMember(db, role, { host: 'localhost', shop: shop1(), name });

const put = <T>(handler: Parameters<typeof post>[0], s: ConsoleSession, body: unknown, params = {}) =>
  post<T>(handler, { ...shop1(), ...params }, body, bearer(s.token), 'PUT');

const slide = (nanoId: string, web: string | null, phone: string | null = null) => ({
  universalLink: { type: 'ecommerceCategory' as const, nanoId },
  responsiveImage: {
    webSizeImage: web ? { filename: web } : null,
    phoneSizeImage: phone ? { filename: phone } : null,
  },
  alt: '換季',
});
const banner = (nanoId = 'c-tea', web = '/demo/banners/shop1-tea-web.svg'): StoredPageArea => ({
  type: 'banner',
  enable: true,
  banner: { carousel: [slide(nanoId, web, '/demo/banners/shop1-tea-phone.svg')] },
});
const text = (title: string): StoredPageArea => ({
  type: 'text',
  enable: true,
  text: { title, description: '內文' },
});

/** A picture uploaded as the console does (raw bytes to the media route); `seed` makes it new. */
async function uploadPng(s: ConsoleSession, seed: number): Promise<string> {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  );
  const upload = await raw(mediaRoute as never, shop1(), {
    method: 'POST',
    headers: { authorization: `Bearer ${s.token}`, 'content-type': 'application/octet-stream' },
    body: Buffer.concat([png, Buffer.from([seed, Date.now() % 256])]),
  });
  expect(upload.status).toBe(200);
  return ((await upload.json()) as { url: string }).url;
}

/** A fresh custom page of shop 1 to edit. */
async function newPage(s: ConsoleSession): Promise<ConsolePageView> {
  const key = `t-${Math.random().toString(36).slice(2, 10)}`;
  const made = await post<ConsolePageView>(pagesPost, shop1(), { key, title: '測試頁' }, bearer(s.token));
  expect(made.status).toBe(200);
  return made.body;
}

const storefront = async (key: string) => {
  const reply = await get<Page>(storefrontPage, { ...shop1(), key });
  expect(reply.status).toBe(200);
  return reply.body;
};

const orgOf = async (shopId: string) =>
  (
    await db
      .select({ orgId: shops.orgId })
      .from(shops)
      .where(eq(shops.id, Number(shopId)))
  )[0]!.orgId;
const pageRow = async (key: string) =>
  (
    await db
      .select()
      .from(pages)
      .where(and(eq(pages.shopId, Number(ids.s1)), eq(pages.key, key)))
  )[0]!;

describe('pages: draft, publish, discard', () => {
  test('a draft is kept apart from what shoppers see until published; discard drops it', async () => {
    const owner = await member('owner', '店長');
    const page = await newPage(owner);
    const key = { key: page.key };
    const draft = await put<ConsolePageView>(
      pagePut,
      owner,
      { version: page.version, areas: [text('草稿')] },
      key,
    );
    expect(draft.status).toBe(200);
    expect(draft.body).toMatchObject({ version: page.version + 1, areas: [], draft: [text('草稿')] });
    // The storefront's read shows the published areas, not the draft.
    expect((await storefront(page.key)).content.areas).toEqual([]);

    const published = await post<ConsolePageView>(
      publishRoute,
      { ...shop1(), ...key },
      { version: draft.body.version },
      bearer(owner.token),
    );
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({ areas: [text('草稿')], draft: null });
    expect((await storefront(page.key)).content.areas).toEqual([text('草稿')]);

    const next = await put<ConsolePageView>(
      pagePut,
      owner,
      { version: published.body.version, areas: [text('改過')] },
      key,
    );
    const discarded = await post<ConsolePageView>(
      discardRoute,
      { ...shop1(), ...key },
      { version: next.body.version },
      bearer(owner.token),
    );
    expect(discarded.body).toMatchObject({ areas: [text('草稿')], draft: null });
    expect((await storefront(page.key)).content.areas).toEqual([text('草稿')]);
    // Nothing left to publish.
    expectError(
      await post(
        publishRoute,
        { ...shop1(), ...key },
        { version: discarded.body.version },
        bearer(owner.token),
      ),
      400,
    );

    // Every save is recorded in its transaction: who, what, the version it made.
    const row = await pageRow(page.key);
    const changes = await changesOf(db, await orgOf(ids.s1), 'page', row.id);
    expect(changes.map((c) => [c.action, c.actor, c.after?.version])).toEqual([
      ['page.create', '店長', 0],
      ['page.draft', '店長', 1],
      ['page.publish', '店長', 2],
      ['page.draft', '店長', 3],
      ['page.discard', '店長', 4],
    ]);
    expect(changes[2]!.before).toMatchObject({ areas: [], draft: [text('草稿')] });
    expect(changes[2]!.after).toMatchObject({ areas: [text('草稿')], draft: null });
  });

  test('the home page: a new banner picture is published in one step and shoppers see it', async () => {
    const staff = await member('staff', '小美');
    const home = await get<ConsolePageView>(pageGet, { ...shop1(), key: 'home' }, staff.token);
    expect(home.status).toBe(200);
    // A picture uploaded as the console does: raw bytes to the media route.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    );
    const upload = await raw(mediaRoute as never, shop1(), {
      method: 'POST',
      headers: { authorization: `Bearer ${staff.token}`, 'content-type': 'application/octet-stream' },
      body: png,
    });
    expect(upload.status).toBe(200);
    const { url } = (await upload.json()) as { url: string };
    const areas = [banner('c-tea', url), ...home.body.areas.filter((a) => a.type !== 'banner')];
    const published = await post<ConsolePageView>(
      publishRoute,
      { ...shop1(), key: 'home' },
      { version: home.body.version, areas },
      bearer(staff.token),
    );
    expect(published.status).toBe(200);
    const live = (await storefront('home')).content.areas.find((a) => a.type === 'banner');
    expect(live?.type === 'banner' && live.banner.carousel[0]!.responsiveImage.webSizeImage).toEqual({
      filename: url,
    });
  });

  test('a picture the page held before can be put back; a shipped one it never held cannot', async () => {
    const owner = await member('owner');
    const home = (await get<ConsolePageView>(pageGet, { ...shop1(), key: 'home' }, owner.token)).body;
    const url = await uploadPng(owner, 7);
    const publish = (version: number, areas: StoredPageArea[]) =>
      post<ConsolePageView>(
        publishRoute,
        { ...shop1(), key: 'home' },
        { version, areas },
        bearer(owner.token),
      );
    const replaced = await publish(home.version, [
      banner('c-tea', url),
      ...home.areas.filter((a) => a.type !== 'banner'),
    ]);
    expect(replaced.status).toBe(200);
    const foreign = [banner('c-tea', '/demo/banners/shop2-blends-web.svg'), ...home.areas];
    expect(expectError(await publish(replaced.body.version, foreign), 400)).toMatch(
      'areas.0.banner.carousel.0.responsiveImage.webSizeImage.filename 不正確：請先上傳圖片',
    );
    expect((await publish(replaced.body.version, home.areas)).status).toBe(200);
  });

  test('bad areas are refused with the field named, and nothing is saved', async () => {
    const owner = await member('owner');
    const page = await newPage(owner);
    const key = { key: page.key };
    const refused = async (area: unknown, path: string | RegExp) => {
      const msg = expectError(await put(pagePut, owner, { version: page.version, areas: [area] }, key), 400);
      expect(msg).toMatch(path);
    };
    await refused(
      { type: 'youtube', enable: true, youtube: { url: 'https://vimeo.com/1' } },
      'areas.0.youtube.url',
    );
    await refused(
      {
        type: 'news',
        enable: true,
        news: { carousel: [{ image: null, title: '報導', description: '', link: 'javascript:alert(1)' }] },
      },
      'areas.0.news.carousel.0.link',
    );
    await refused(banner('c-tea', 'https://evil.example/a.png'), 'areas.0.banner.carousel.0.responsiveImage');
    await refused(
      { type: 'banner', enable: true, banner: { carousel: [slide('c-tea', null, null)] } },
      'areas.0.banner.carousel.0.responsiveImage',
    );
    await refused(
      { type: 'text', enable: true, text: { title: 'x'.repeat(61), description: '' } },
      'areas.0.text.title',
    );
    await refused({ type: 'chat', enable: true }, 'areas.0.type');
    const tooMany = Array.from({ length: 31 }, () => text('t'));
    expect(
      expectError(await put(pagePut, owner, { version: page.version, areas: tooMany }, key), 400),
    ).toMatch('areas');
    expect((await pageRow(page.key)).version).toBe(page.version);
  });

  test("links to another shop's category or to nothing are refused (400); the page's own old links pass", async () => {
    const owner = await member('owner');
    const page = await newPage(owner);
    const [other] = await db
      .select({ nanoId: categories.nanoId })
      .from(categories)
      .where(and(eq(categories.shopId, Number(ids.s2)), eq(categories.nanoId, 'c-single-origin')));
    expect(other).toBeDefined();
    const productList = (nanoId: string): StoredPageArea => ({
      type: 'productList',
      enable: true,
      productList: { title: '', productType: { type: 'ecommerceCategory', nanoId } },
    });
    for (const area of [banner(other!.nanoId), productList(other!.nanoId), productList('c-nothing-here')])
      expect(
        expectError(
          await put(pagePut, owner, { version: page.version, areas: [area] }, { key: page.key }),
          400,
        ),
      ).toMatch(/areas\.0\..*本店沒有此分類/);
    // A link the page already holds to a category gone since is kept when something else changes.
    await db
      .update(pages)
      .set({ content: { areas: [productList('c-gone')] } })
      .where(eq(pages.id, (await pageRow(page.key)).id));
    const kept = await put<ConsolePageView>(
      pagePut,
      owner,
      { version: page.version, areas: [productList('c-gone'), text('新增')] },
      { key: page.key },
    );
    expect(kept.status).toBe(200);
  });

  test('two editors of one version: the second gets 409 with what changed, and nothing of theirs is saved', async () => {
    const a = await member('owner', '甲');
    const b = await member('staff', '乙');
    const page = await newPage(a);
    const key = { key: page.key };
    expect((await put(pagePut, a, { version: page.version, areas: [text('甲的')] }, key)).status).toBe(200);
    const stale = await put<{
      code: string;
      version: number;
      changes: { actor: string; fields: string[] }[];
    }>(pagePut, b, { version: page.version, areas: [text('乙的')] }, key);
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'stale', version: page.version + 1 });
    expect(stale.body.changes).toEqual([expect.objectContaining({ actor: '甲', fields: ['draft'] })]);
    expect((await pageRow(page.key)).draft).toEqual({ areas: [text('甲的')] });
  });

  test("another organisation's staff get 404 for the shop and its pages", async () => {
    const other = await newStaffMember(db, 'owner', { host: 'shop2.localhost', shop: { shopId: ids.s2 } });
    expectError(await get(pageGet, { ...shop1(), key: 'home' }, other.token), 404);
    expectError(await put(pagePut, other, { version: 0, areas: [] }, { key: 'home' }), 404);
    expectError(await get(navGet, shop1(), other.token), 404);
    expectError(await put(lookPut, other, { version: 0 }), 404);
  });
});

describe('custom pages', () => {
  test('create, rename, remove; keys are checked and unique; a page the navigation links to stays', async () => {
    const owner = await member('owner');
    for (const key of ['home', 'a b', '../x', ''])
      expectError(await post(pagesPost, shop1(), { key, title: '頁' }, bearer(owner.token)), 400);
    expectError(await post(pagesPost, shop1(), { key: 'about', title: '重複' }, bearer(owner.token)), 409);

    const page = await newPage(owner);
    const renamed = await post<ConsolePageView>(
      pagePatch,
      { ...shop1(), key: page.key },
      { version: page.version, key: `${page.key}-2`, title: '新標題' },
      bearer(owner.token),
      'PATCH',
    );
    expect(renamed.body).toMatchObject({ key: `${page.key}-2`, title: '新標題' });
    expect((await get<{ key: string }[]>(pagesGet, shop1(), owner.token)).body.map((p) => p.key)).toContain(
      `${page.key}-2`,
    );

    // The demo's navigation links to /page/about: neither renamed nor removed from under it.
    const about = await get<ConsolePageView>(pageGet, { ...shop1(), key: 'about' }, owner.token);
    expectError(
      await post(
        pageDelete,
        { ...shop1(), key: 'about' },
        { version: about.body.version },
        bearer(owner.token),
        'DELETE',
      ),
      409,
    );

    const removed = await post(
      pageDelete,
      { ...shop1(), key: renamed.body.key },
      { version: renamed.body.version },
      bearer(owner.token),
      'DELETE',
    );
    expect(removed.status).toBe(200);
    expectError(await get(storefrontPage, { ...shop1(), key: renamed.body.key }), 404);
  });
});

// One connection (PGlite) cannot hold a lock against itself: on PostgreSQL only.
(process.env.DATABASE_URL ? describe : describe.skip)('removing a page while the navigation is saved', () => {
  const pause = () => new Promise((resolve) => setTimeout(resolve, 300));
  const linking = async (owner: ConsoleSession, key: string) => {
    const nav = (await get<NavView>(navGet, shop1(), owner.token)).body;
    return {
      version: nav.version,
      navigation: [{ type: 'ecommercePage', name: '新頁', pageKey: key }],
      trend: nav.trend.map(({ type, nanoId }) => ({ type, nanoId })),
    };
  };

  test('a save linking a page being removed waits for the removal, then finds no page', async () => {
    const owner = await member('owner');
    const page = await newPage(owner);
    const body = await linking(owner, page.key);
    let saving: ReturnType<typeof put> | null = null;
    let answered = false;
    await db.transaction(async (tx) => {
      // What removePage does first: claim the page's row.
      await tx
        .update(pages)
        .set({ version: sql`${pages.version} + 1` })
        .where(eq(pages.id, (await pageRow(page.key)).id));
      saving = put(navPut, owner, body);
      void saving.then(() => (answered = true));
      await pause();
      expect(answered).toBe(false);
      await tx.delete(pages).where(eq(pages.id, (await pageRow(page.key)).id));
    });
    expect(expectError(await saving!, 400)).toMatch('navigation.0.pageKey');
  });

  test('a removal while a save linking the page is in flight waits for it, then refuses', async () => {
    const owner = await member('owner');
    const page = await newPage(owner);
    const body = await linking(owner, page.key);
    let removing: ReturnType<typeof post> | null = null;
    await db.transaction(async (tx) => {
      // What saveNav holds until it commits: the navigation's row, claimed.
      await tx
        .update(navConfigs)
        .set({ version: sql`${navConfigs.version} + 1` })
        .where(eq(navConfigs.shopId, Number(ids.s1)));
      removing = post(
        pageDelete,
        { ...shop1(), key: page.key },
        { version: page.version },
        bearer(owner.token),
        'DELETE',
      );
      await pause();
      await tx
        .update(navConfigs)
        .set({
          navigation: [
            { ...body.navigation[0], url: null, ecommerceActivityId: null, ecommercePage: { key: page.key } },
          ],
        })
        .where(eq(navConfigs.shopId, Number(ids.s1)));
    });
    expect(expectError(await removing!, 409)).toBe('導覽列或頁尾仍連到此頁面，請先移除或改掉該連結');
    expect((await pageRow(page.key)).key).toBe(page.key);
    await db
      .update(navConfigs)
      .set({ navigation: saved.nav[0]!.navigation })
      .where(eq(navConfigs.shopId, Number(ids.s1)));
  });
});

describe('navigation, sidebar, footer', () => {
  test("the navigation links only to the shop's own activities and pages; the storefront reads it", async () => {
    const owner = await member('owner');
    const nav = await get<NavView>(navGet, shop1(), owner.token);
    expect(nav.status).toBe(200);
    const body = (
      navigation: unknown[],
      trend = nav.body.trend.map(({ type, nanoId }) => ({ type, nanoId })),
    ) => ({
      version: nav.body.version,
      navigation,
      trend,
    });
    expect(
      expectError(
        await put(navPut, owner, body([{ type: 'ecommercePage', name: '無', pageKey: 'nothing' }])),
        400,
      ),
    ).toMatch('navigation.0.pageKey');
    expect(
      expectError(
        await put(navPut, owner, body([{ type: 'link', name: '壞', url: 'javascript:alert(1)' }])),
        400,
      ),
    ).toMatch('navigation.0.url');
    expect(
      expectError(
        await put(navPut, owner, body([], [{ type: 'ecommerceCategory', nanoId: 'c-single-origin' }])),
        400,
      ),
    ).toMatch('trend.0');

    const saved = await put<NavView>(
      navPut,
      owner,
      body([
        { type: 'allProduct' },
        { type: 'ecommercePage', name: '關於', pageKey: 'about' },
        { type: 'link', name: '部落格', url: 'https://example.com/blog' },
      ]),
    );
    expect(saved.status).toBe(200);
    const read = await get<NavConfig>(storefrontNav, shop1());
    expect(read.body.navigation.map((i) => i.name)).toEqual(['所有類別', '關於', '部落格']);

    const stale = await put<{ changes: { action: string }[] }>(navPut, owner, body([]));
    expect(stale.status).toBe(409);
    expect(stale.body.changes.map((c) => c.action)).toEqual(['nav']);
  });

  test('the sidebar names only the shop’s own ids; the footer links are paths or web addresses', async () => {
    const owner = await member('owner');
    const sidebar = await get<SidebarView>(sidebarGet, shop1(), owner.token);
    const sidebarBody = { ...sidebar.body, enableGroup: true };
    expect(
      expectError(await put(sidebarPut, owner, { ...sidebarBody, activityIds: [2_000_000_000] }), 400),
    ).toMatch('activityIds.0');
    const savedSidebar = await put<SidebarView>(sidebarPut, owner, sidebarBody);
    expect(savedSidebar.body).toMatchObject({ enableGroup: true, version: sidebar.body.version + 1 });

    const footer = await get<FooterView>(footerGet, shop1(), owner.token);
    const links = (url: string) => ({ ...footer.body, aboutUs: [{ name: '故事', url }] });
    for (const url of ['javascript:alert(1)', '//evil.example', 'data:text/html,x'])
      expect(expectError(await put(footerPut, owner, links(url)), 400)).toMatch('aboutUs.0.url');
    const savedFooter = await put<FooterView>(footerPut, owner, links('/page/about'));
    expect(savedFooter.body.aboutUs).toEqual([{ name: '故事', url: '/page/about' }]);
  });
});

describe('look: logo, favicon, custom CSS, social links, page icons', () => {
  test('CSS that could leave its style element is refused; the look and icons share one version', async () => {
    const owner = await member('owner');
    const look = await get<LookView>(lookGet, shop1(), owner.token);
    const { icons: _, ...body } = look.body;
    for (const css of ['a{}</style><script>alert(1)</script>', 'a{}<!--', '.a::after{content:"\\3c/style>"}'])
      expect(expectError(await put(lookPut, owner, { ...body, customCss: css }), 400)).toMatch('customCss');
    expect(
      expectError(
        await put(lookPut, owner, { ...body, socialLinks: [{ type: 'facebook', link: 'javascript:x' }] }),
        400,
      ),
    ).toMatch('socialLinks.0.link');

    const saved = await put<LookView>(lookPut, owner, { ...body, customCss: ':root{--shop-accent:#123456}' });
    expect(saved.status).toBe(200);
    expect(saved.body.customCss).toBe(':root{--shop-accent:#123456}');

    // The icons form read the look's version before the save above: stale.
    const icons = await get<{ version: number; icons: LookView['icons'] }>(iconsGet, shop1(), owner.token);
    expect(icons.body.version).toBe(saved.body.version);
    expect((await put(iconsPut, owner, { version: look.body.version, icons: icons.body.icons })).status).toBe(
      409,
    );
    const cleared = await put<{ icons: LookView['icons'] }>(iconsPut, owner, {
      version: icons.body.version,
      icons: { ...icons.body.icons, cart: null },
    });
    expect(cleared.body.icons.cart).toBeNull();
    const shopChanges = await db
      .select()
      .from(staffChangesTable)
      .where(and(eq(staffChangesTable.objectType, 'shop'), eq(staffChangesTable.objectId, Number(ids.s1))));
    expect(shopChanges.map((c) => c.action)).toEqual(expect.arrayContaining(['look', 'icons']));
  });

  test('CSS that loads from elsewhere is refused; custom CSS is the owners’, the rest of the look staff may save', async () => {
    const owner = await member('owner');
    const { icons: _, ...body } = (await get<LookView>(lookGet, shop1(), owner.token)).body;
    for (const css of [
      'input[value$="1"]{background:url(https://evil.example/1)}',
      '@import "https://evil.example/x.css";',
      'a{background:u\\72l(//evil.example/x)}',
    ])
      expect(expectError(await put(lookPut, owner, { ...body, customCss: css }), 400)).toMatch('customCss');
    const own = '.hero{background:url(/images/empty/cart.svg)}';
    const saved = await put<LookView>(lookPut, owner, { ...body, customCss: own });
    expect(saved.body.customCss).toBe(own);

    // A staff member could restyle the shop's ATM account into another number: refused.
    const staff = await member('staff');
    const mine = { ...body, version: saved.body.version, customCss: own };
    const attack =
      '[data-testid=atm-account]{font-size:0}[data-testid=atm-account]::after{content:"99988877766655"}';
    expect(expectError(await put(lookPut, staff, { ...mine, customCss: attack }), 403)).toBe(
      LOOK_MESSAGES.cssOwnersOnly,
    );
    expect((await get<LookView>(lookGet, shop1(), staff.token)).body.customCss).toBe(own);
    const social = [{ type: 'copyRight' as const, link: '© 小島選物' }];
    const kept = await put<LookView>(lookPut, staff, { ...mine, socialLinks: social });
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({
      customCss: own,
      socialLinks: [expect.objectContaining({ link: '© 小島選物' })],
    });
  });

  test('a new picture must be one uploaded, not SVG; the pictures held pass as they are', async () => {
    const owner = await member('owner');
    const look = (await get<LookView>(lookGet, shop1(), owner.token)).body;
    const { icons: _, ...body } = look;
    const hash = 'b'.repeat(64);
    for (const [logo, problem] of [
      ['/demo/shop2/logo.svg', '請先上傳圖片'],
      [`/api-client/media/${hash}.png`, '找不到這張圖片，請重新上傳'],
      [`/api-client/media/${hash}.svg`, '不接受 SVG'],
    ] as const)
      expect(expectError(await put(lookPut, owner, { ...body, logo }), 400)).toMatch(
        `參數 logo 不正確：${problem}`,
      );
    const page = await newPage(owner);
    const slides = [banner('c-tea', '/demo/banners/shop1-tea-web.svg')];
    expect(
      expectError(
        await post(
          publishRoute,
          { ...shop1(), key: page.key },
          { version: page.version, areas: slides },
          bearer(owner.token),
        ),
        400,
      ),
    ).toMatch('areas.0.banner.carousel.0.responsiveImage.webSizeImage.filename');
    // The look as it is (the demo's own pictures) saves.
    expect((await put(lookPut, owner, body)).status).toBe(200);
  });
});
