/** @jest-environment node */
import { eq } from 'drizzle-orm';
import {
  DELETE as removeActivityRoute,
  GET as activityRoute,
  PATCH as editActivityRoute,
} from '@/app/api-admin/[shopId]/activities/[id]/route';
import {
  GET as candidatesRoute,
  PUT as activityProductsRoute,
} from '@/app/api-admin/[shopId]/activities/[id]/products/route';
import { PUT as activityOrderRoute } from '@/app/api-admin/[shopId]/activities/order/route';
import {
  GET as activitiesRoute,
  POST as createActivityRoute,
} from '@/app/api-admin/[shopId]/activities/route';
import {
  DELETE as removeCategoryRoute,
  PATCH as editCategoryRoute,
} from '@/app/api-admin/[shopId]/categories/[id]/route';
import { PUT as categoryOrderRoute } from '@/app/api-admin/[shopId]/categories/order/route';
import {
  GET as categoriesRoute,
  POST as createCategoryRoute,
} from '@/app/api-admin/[shopId]/categories/route';
import {
  DELETE as removeGroupRoute,
  PATCH as editGroupRoute,
} from '@/app/api-admin/[shopId]/categoryGroups/[id]/route';
import { POST as createGroupRoute } from '@/app/api-admin/[shopId]/categoryGroups/route';
import { getActivity, listActivities } from '@/lib/server/catalog/activities';
import { getCategoryGroup, listCategories } from '@/lib/server/catalog/categories';
import { shopsWithBoundaryPassed } from '@/lib/server/catalog/activityClock';
import { contentChoices } from '@/lib/server/content/choices';
import { getProduct } from '@/lib/server/catalog/products';
import { changesOf } from '@/lib/server/staff/changes';
import type { ActivityProductView } from '@/lib/console/catalog/views';
import type { ActivityDetailView, ActivityView, CategoriesView } from '@/lib/console/catalog/views';
import { STALE_EDIT, type NewerChange } from '@/lib/server/staff/edit';
import { closeDb } from '@/lib/server/db/client';
import { activities, productCategories, products, productStocks, staffChanges } from '@/lib/server/db/schema';
import { bearer, get, post } from './authHelpers';
import { newStaffMember, pngBytes, uploadToMedia, type ConsoleSession } from './consoleHelpers';
import { expectError } from './helpers';
import { checked, deliveryId, pre, RECEIVER } from './orderHelpers';
import { bowl, db, ids, setUpPayments, shopper } from './paymentHelpers';

let owner: ConsoleSession;
let member: ConsoleSession;
let otherOwner: ConsoleSession;
let orgId: number;

beforeAll(async () => {
  process.env.STOREFRONT_DEMO_MODE = '1';
  await setUpPayments();
  owner = await newStaffMember(db, 'owner', { host: 'localhost', shop: shop1(), name: '店長' });
  member = await newStaffMember(db, 'staff', { host: 'localhost', shop: shop1(), name: '小美' });
  otherOwner = await newStaffMember(db, 'owner', { host: 'shop2.localhost', shop: shop2() });
  orgId = (await db.query.shops.findFirst({ where: (s, { eq }) => eq(s.id, Number(ids.s1)) }))!.orgId;
}, 60_000);

afterAll(async () => {
  delete process.env.STOREFRONT_DEMO_MODE;
  await closeDb();
});

const shop1 = () => ({ shopId: ids.s1 });
const shop2 = () => ({ shopId: ids.s2 });
const of = (id: number, shop = shop1()) => ({ ...shop, id: String(id) });

type Handler = Parameters<typeof post>[0];
const send = <T>(
  handler: unknown,
  params: Record<string, string>,
  s: ConsoleSession,
  body: unknown,
  method: string,
) => post<T>(handler as Handler, params, body, bearer(s.token), method);

async function upload(s: ConsoleSession, seed: number): Promise<string> {
  const reply = await uploadToMedia(s, pngBytes(seed), shop1());
  expect(reply.status).toBe(200);
  return reply.body.url!;
}

async function createCategory(s: ConsoleSession, body: Record<string, unknown>): Promise<CategoriesView> {
  const reply = await send<CategoriesView>(createCategoryRoute, shop1(), s, body, 'POST');
  expect(reply.status).toBe(200);
  return reply.body;
}

const named = (view: CategoriesView, name: string) => view.categories.find((c) => c.name === name)!;

/** A Taiwan time (YYYY-MM-DDTHH:mm) `days` from now. */
const taiwanIn = (days: number) =>
  new Date(Date.now() + days * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 16);

describe('categories', () => {
  test('create with a picture and a group, rename, reorder, remove: the storefront follows, each change recorded', async () => {
    const groups = await send<CategoriesView>(createGroupRoute, shop1(), owner, { name: '季節選物' }, 'POST');
    expect(groups.status).toBe(200);
    const group = groups.body.groups.find((g) => g.name === '季節選物')!;
    const image = await upload(owner, 1);
    let view = await createCategory(owner, { name: '冬季暖物', image, groupId: group.id });
    const made = named(view, '冬季暖物');
    expect(made).toMatchObject({ key: null, image, groupId: group.id, version: 0, productCount: 0 });
    expect(made.nanoId).toMatch(/^[A-Za-z0-9_-]{12}$/);
    expect(made.order).toBe(Math.max(...view.categories.map((c) => c.order)));

    // Staff (not only owners) edit the catalog.
    const renamed = await send<CategoriesView>(
      editCategoryRoute,
      of(made.id),
      member,
      { version: 0, name: '冬日暖物' },
      'PATCH',
    );
    expect(renamed.status).toBe(200);
    view = renamed.body;
    expect(named(view, '冬日暖物')).toMatchObject({ id: made.id, version: 1 });
    const shown = await listCategories(db, Number(ids.s1), { start: 0, limit: 100 });
    expect(shown.find((c) => c.id === made.id)).toMatchObject({
      name: '冬日暖物',
      Image: { filename: image },
      EcommerceCategoryGroup: { id: group.id, name: '季節選物' },
    });

    // The new category first: every category named once, each that moves claims its version.
    const wanted = [named(view, '冬日暖物'), ...view.categories.filter((c) => c.id !== made.id)];
    const ordered = await send<CategoriesView>(
      categoryOrderRoute,
      shop1(),
      owner,
      { items: wanted.map((c) => ({ id: c.id, version: c.version })) },
      'PUT',
    );
    expect(ordered.status).toBe(200);
    expect(ordered.body.categories.map((c) => c.id)).toEqual(wanted.map((c) => c.id));
    expect((await listCategories(db, Number(ids.s1), { start: 0, limit: 100 }))[0]!.id).toBe(made.id);

    const moved = ordered.body.categories[0]!;
    const removed = await send<CategoriesView>(
      removeCategoryRoute,
      of(made.id),
      owner,
      { version: moved.version },
      'DELETE',
    );
    expect(removed.status).toBe(200);
    expect(removed.body.categories.some((c) => c.id === made.id)).toBe(false);

    const record = await changesOf(db, orgId, 'category', made.id);
    expect(record.map((c) => [c.action, c.actor])).toEqual([
      ['create', '店長'],
      ['edit', '小美'],
      ['order', '店長'],
      ['remove', '店長'],
    ]);
    expect(record[1]).toMatchObject({
      before: { name: '冬季暖物' },
      after: { name: '冬日暖物', version: 1 },
    });
  });

  test('removing a category takes its products off it, not the products', async () => {
    const view = await createCategory(owner, { name: '暫時分類' });
    const category = named(view, '暫時分類');
    const product = await getProduct(db, Number(ids.s1), { nanoId: 'p-rice-bowl' });
    await db
      .insert(productCategories)
      .values({ shopId: Number(ids.s1), productId: product.id, categoryId: category.id });
    const reread = await get<CategoriesView>(categoriesRoute as Handler, shop1(), owner.token);
    expect(named(reread.body, '暫時分類').productCount).toBe(1);
    expect((await send(removeCategoryRoute, of(category.id), owner, { version: 0 }, 'DELETE')).status).toBe(
      200,
    );
    expect((await getProduct(db, Number(ids.s1), { nanoId: 'p-rice-bowl' })).EcommerceCategories).toEqual(
      product.EcommerceCategories,
    );
    const [record] = (await changesOf(db, orgId, 'category', category.id)).filter(
      (c) => c.action === 'remove',
    );
    expect(record!.before).toMatchObject({ name: '暫時分類', productIds: [product.id] });
  });

  test('a group removed leaves its categories ungrouped, each with a new version and a record', async () => {
    let view = (
      await send<CategoriesView>(
        createGroupRoute,
        shop1(),
        owner,
        { name: '短期群組', key: 'short-group' },
        'POST',
      )
    ).body;
    const group = view.groups.find((g) => g.name === '短期群組')!;
    view = await createCategory(owner, { name: '群組內分類', groupId: group.id });
    const inside = named(view, '群組內分類');
    const renamed = await send<CategoriesView>(
      editGroupRoute,
      of(group.id),
      owner,
      { version: 0, name: '短期群組二' },
      'PATCH',
    );
    expect(renamed.status).toBe(200);
    expect((await getCategoryGroup(db, Number(ids.s1), group.nanoId)).name).toBe('短期群組二');

    const gone = await send<CategoriesView>(removeGroupRoute, of(group.id), owner, { version: 1 }, 'DELETE');
    expect(gone.status).toBe(200);
    expect(gone.body.groups.some((g) => g.id === group.id)).toBe(false);
    expect(named(gone.body, '群組內分類')).toMatchObject({ groupId: null, version: inside.version + 1 });
    expect((await changesOf(db, orgId, 'category', inside.id)).map((c) => c.action)).toEqual([
      'create',
      'ungroup',
    ]);
    expect((await changesOf(db, orgId, 'categoryGroup', group.id)).map((c) => c.action)).toEqual([
      'create',
      'edit',
      'remove',
    ]);
  });

  test('bad input is a 400 naming the field, and changes nothing', async () => {
    const before = await db.select().from(staffChanges);
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, 'name'],
      [{ name: 'x'.repeat(101) }, 'name'],
      [{ name: '好', image: 'https://elsewhere.example/a.png' }, 'image'],
      [{ name: '好', image: `/api-client/media/${'0'.repeat(64)}.png` }, 'image'],
      [{ name: '好', groupId: 2_000_000 }, 'groupId'],
      [{ name: '好', key: 'has space' }, 'key'],
      [{ name: '好', extra: 1 }, ''],
    ];
    for (const [body, field] of cases) {
      const message = expectError(await send(createCategoryRoute, shop1(), owner, body, 'POST'), 400);
      expect(message).toContain(field);
    }
    await createCategory(owner, { name: '有代碼', key: 'with-key' });
    expect(
      expectError(
        await send(createCategoryRoute, shop1(), owner, { name: '又一個', key: 'with-key' }, 'POST'),
        400,
      ),
    ).toBe('參數 key 不正確：已有分類使用此代碼');
    const view = (await get<CategoriesView>(categoriesRoute as Handler, shop1(), owner.token)).body;
    const items = view.categories.map((c) => ({ id: c.id, version: c.version }));
    expect(
      expectError(
        await send(categoryOrderRoute, shop1(), owner, { items: [...items, items[0]] }, 'PUT'),
        400,
      ),
    ).toContain('items');
    expect(
      expectError(await send(categoryOrderRoute, shop1(), owner, { items: items.slice(1) }, 'PUT'), 409),
    ).toMatch(/重新整理/);
    expect((await db.select().from(staffChanges)).length).toBe(before.length + 1);
  });

  test('another organisation gets 404 for the shop and its objects; no sign-in is 401', async () => {
    const view = await createCategory(owner, { name: '別家看不到' });
    const category = named(view, '別家看不到');
    expectError(await get(categoriesRoute as Handler, shop1(), otherOwner.token), 404);
    expectError(
      await send(editCategoryRoute, of(category.id), otherOwner, { version: 0, name: 'x' }, 'PATCH'),
      404,
    );
    // Shop 2's owner in their own shop: shop 1's category is not there.
    expectError(
      await send(editCategoryRoute, of(category.id, shop2()), otherOwner, { version: 0, name: 'x' }, 'PATCH'),
      404,
    );
    expectError(await get(categoriesRoute as Handler, shop1()), 401);
    expect(
      named((await get<CategoriesView>(categoriesRoute as Handler, shop1(), owner.token)).body, '別家看不到')
        .version,
    ).toBe(0);
  });

  test('two edits from one version: the second is a 409 naming who changed what', async () => {
    const category = named(await createCategory(owner, { name: '搶著改' }), '搶著改');
    expect(
      (await send(editCategoryRoute, of(category.id), member, { version: 0, name: '小美改的' }, 'PATCH'))
        .status,
    ).toBe(200);
    const stale = await send<{ msg: string; code: string; version: number; changes: NewerChange[] }>(
      editCategoryRoute,
      of(category.id),
      owner,
      { version: 0, name: '店長改的' },
      'PATCH',
    );
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ msg: STALE_EDIT, code: 'stale', version: 1 });
    expect(stale.body.changes).toEqual([
      expect.objectContaining({ actor: '小美', action: 'edit', fields: ['name'] }),
    ]);
    const now = named(
      (await get<CategoriesView>(categoriesRoute as Handler, shop1(), owner.token)).body,
      '小美改的',
    );
    expect(now.version).toBe(1);
    // The same value again is no change: no version, no record.
    expect(
      (await send(editCategoryRoute, of(category.id), owner, { version: 1, name: '小美改的' }, 'PATCH'))
        .status,
    ).toBe(200);
    expect((await changesOf(db, orgId, 'category', category.id)).length).toBe(2);
  });
});

describe('activities', () => {
  let home: number;
  beforeAll(async () => {
    home = await deliveryId(ids.s1, '宅配到府');
  });

  const bowlPriceAtCheckout = async () => {
    const check = checked(
      await pre(await shopper(), {
        productStocks: [{ id: bowl, quantity: 1 }],
        delivery: home,
        paymentType: 'newebpay',
        ...RECEIVER,
      }),
    );
    return check.order.EcommerceOrderItems[0]!;
  };

  test('an activity runs only inside its dates: storefront, product prices and checkout agree', async () => {
    const created = await send<{ id: number; activities: ActivityView[] }>(
      createActivityRoute,
      shop1(),
      owner,
      {
        name: '年末感謝祭',
        description: '全館暖心價',
        enable: true,
        startsAt: taiwanIn(1),
        endsAt: taiwanIn(8),
      },
      'POST',
    );
    expect(created.status).toBe(200);
    const { id } = created.body;
    const made = created.body.activities.find((a) => a.id === id)!;
    expect(made).toMatchObject({ state: 'scheduled', enable: true, startsAt: taiwanIn(1), version: 0 });

    const bowlRow = await getProduct(db, Number(ids.s1), { nanoId: 'p-rice-bowl' });
    const candidates = await get<ActivityProductView[]>(candidatesRoute as Handler, of(id), owner.token, {
      name: '粗陶飯碗',
    });
    expect(candidates.status).toBe(200);
    const candidate = candidates.body.find((p) => p.id === bowlRow.id)!;
    const joined = await send<ActivityDetailView>(
      activityProductsRoute,
      of(id),
      owner,
      { changes: [{ id: candidate.id, version: candidate.version, inActivity: true, activityPrice: 300 }] },
      'PUT',
    );
    expect(joined.status).toBe(200);
    expect(joined.body.products.map((p) => [p.name, p.activityPrice])).toEqual([['粗陶飯碗', 300]]);
    const [stock] = await db.select().from(productStocks).where(eq(productStocks.id, bowl));
    expect(stock!.activityPrice).toBe(300);

    // Not started: a disabled activity to shoppers, the usual price everywhere.
    const nanoId = made.nanoId;
    expect((await getActivity(db, Number(ids.s1), nanoId)).enable).toBe(false);
    expect((await getProduct(db, Number(ids.s1), { nanoId: 'p-rice-bowl' })).activityPrice).toBe(360);
    expect(await bowlPriceAtCheckout()).toMatchObject({ price: 360, originPrice: 360, activity: null });

    // Running: the activity price at once.
    const started = await send<ActivityDetailView>(
      editActivityRoute,
      of(id),
      owner,
      { version: 0, startsAt: taiwanIn(-1) },
      'PATCH',
    );
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ state: 'running', version: 1, endsAt: taiwanIn(8) });
    expect(
      (await listActivities(db, Number(ids.s1), { start: 0, limit: 100 })).find((a) => a.id === id)!.enable,
    ).toBe(true);
    const product = await getProduct(db, Number(ids.s1), { nanoId: 'p-rice-bowl' });
    expect(product.activityPrice).toBe(300);
    expect(product.EcommerceProductStocks[0]!.activityPrice).toBe(300);
    expect(await bowlPriceAtCheckout()).toMatchObject({
      price: 300,
      originPrice: 360,
      activity: { id, name: '年末感謝祭' },
    });

    // Ended: as before it started.
    const ended = await send<ActivityDetailView>(
      editActivityRoute,
      of(id),
      owner,
      { version: 1, startsAt: taiwanIn(-3), endsAt: taiwanIn(-1) },
      'PATCH',
    );
    expect(ended.body.state).toBe('ended');
    expect((await getActivity(db, Number(ids.s1), nanoId)).enable).toBe(false);
    expect(await bowlPriceAtCheckout()).toMatchObject({ price: 360, activity: null });

    // Open dates and switched off: off.
    const off = await send<ActivityDetailView>(
      editActivityRoute,
      of(id),
      owner,
      { version: 2, startsAt: null, endsAt: null, enable: false },
      'PATCH',
    );
    expect(off.body).toMatchObject({ state: 'disabled', startsAt: '', endsAt: '' });
    expect((await bowlPriceAtCheckout()).price).toBe(360);

    // Leaving the activity takes its prices away.
    const left = await send<ActivityDetailView>(
      activityProductsRoute,
      of(id),
      owner,
      { changes: [{ id: bowlRow.id, version: candidate.version + 1, inActivity: false }] },
      'PUT',
    );
    expect(left.status).toBe(200);
    expect(left.body.products).toEqual([]);
    const [after] = await db.select().from(products).where(eq(products.id, bowlRow.id));
    expect(after).toMatchObject({ activityId: null, activityPrice: null });

    const record = await changesOf(db, orgId, 'activity', id);
    expect(record.map((c) => c.action)).toEqual(['create', 'edit', 'edit', 'edit']);
    expect(record[1]!.after).toMatchObject({ startsAt: expect.any(String), version: 1 });
    expect((await changesOf(db, orgId, 'product', bowlRow.id)).map((c) => c.action).slice(-2)).toEqual([
      'activity',
      'activity',
    ]);
  });

  test('dates and prices are checked; stale edits are refused; reorder and remove', async () => {
    const body = { name: '日期錯誤', startsAt: taiwanIn(2), endsAt: taiwanIn(1) };
    expect(expectError(await send(createActivityRoute, shop1(), owner, body, 'POST'), 400)).toContain(
      'endsAt',
    );
    expect(
      expectError(
        await send(
          createActivityRoute,
          shop1(),
          owner,
          { name: '格式', startsAt: '2026/12/01 10:00' },
          'POST',
        ),
        400,
      ),
    ).toContain('startsAt');
    const { id } = (
      await send<{ id: number }>(
        createActivityRoute,
        shop1(),
        owner,
        { name: '限時活動', startsAt: taiwanIn(1) },
        'POST',
      )
    ).body;
    // An end before the saved start is refused though only the end is sent.
    expect(
      expectError(
        await send(editActivityRoute, of(id), owner, { version: 0, endsAt: taiwanIn(0) }, 'PATCH'),
        400,
      ),
    ).toContain('endsAt');
    const bowlRow = (
      await db
        .select()
        .from(products)
        .where(eq(products.id, (await getProduct(db, Number(ids.s1), { nanoId: 'p-rice-bowl' })).id))
    )[0]!;
    expect(
      expectError(
        await send(
          activityProductsRoute,
          of(id),
          owner,
          { changes: [{ id: bowlRow.id, version: bowlRow.version, inActivity: true, activityPrice: 360 }] },
          'PUT',
        ),
        400,
      ),
    ).toBe('參數 changes.0.activityPrice 不正確：活動價須低於售價（含每個規格的售價）');
    expectError(
      await send(
        activityProductsRoute,
        of(id),
        owner,
        { changes: [{ id: bowlRow.id, version: bowlRow.version + 5, inActivity: true }] },
        'PUT',
      ),
      409,
    );
    expectError(await get(activityRoute as Handler, of(id), otherOwner.token), 404);
    expectError(await get(activityRoute as Handler, of(id, shop2()), otherOwner.token), 404);

    expect(
      (await send(editActivityRoute, of(id), member, { version: 0, name: '限時活動二' }, 'PATCH')).status,
    ).toBe(200);
    const stale = await send<{ changes: NewerChange[] }>(
      editActivityRoute,
      of(id),
      owner,
      { version: 0, enable: true },
      'PATCH',
    );
    expect(stale.status).toBe(409);
    expect(stale.body.changes[0]).toMatchObject({ actor: '小美', fields: ['name'] });

    const list = (await get<ActivityView[]>(activitiesRoute as Handler, shop1(), owner.token)).body;
    const reversed = [...list].reverse();
    const ordered = await send<ActivityView[]>(
      activityOrderRoute,
      shop1(),
      owner,
      { items: reversed.map((a) => ({ id: a.id, version: a.version })) },
      'PUT',
    );
    expect(ordered.status).toBe(200);
    expect(ordered.body.map((a) => a.id)).toEqual(reversed.map((a) => a.id));
    expect((await listActivities(db, Number(ids.s1), { start: 0, limit: 100 }))[0]!.id).toBe(reversed[0]!.id);

    const current = ordered.body.find((a) => a.id === id)!;
    const removed = await send<ActivityView[]>(
      removeActivityRoute,
      of(id),
      owner,
      { version: current.version },
      'DELETE',
    );
    expect(removed.status).toBe(200);
    expect(removed.body.some((a) => a.id === id)).toBe(false);
    expectError(await get(activityRoute as Handler, of(id), owner.token), 404);
    expect(
      (await listActivities(db, Number(ids.s1), { start: 0, limit: 100 })).some((a) => a.id === id),
    ).toBe(false);
    expect((await changesOf(db, orgId, 'activity', id)).map((c) => c.action)).toEqual([
      'create',
      'edit',
      'order',
      'remove',
    ]);
  });

  const bowlProduct = async () =>
    (await db.select().from(products).where(eq(products.nanoId, 'p-rice-bowl')).limit(1))[0]!;
  const bowlSpecPrices = async () =>
    (
      await db
        .select({ activityPrice: productStocks.activityPrice })
        .from(productStocks)
        .where(eq(productStocks.productId, (await bowlProduct()).id))
    ).map((s) => s.activityPrice);

  test('the content pickers call an activity live only while it runs', async () => {
    const create = async (name: string, dates: Record<string, string>) =>
      (
        await send<{ id: number }>(
          createActivityRoute,
          shop1(),
          owner,
          { name, enable: true, ...dates },
          'POST',
        )
      ).body.id;
    const scheduled = await create('尚未開始的活動', { startsAt: taiwanIn(2) });
    const ended = await create('已結束的活動', { startsAt: taiwanIn(-3), endsAt: taiwanIn(-1) });
    const running = await create('進行中的活動', { startsAt: taiwanIn(-1) });
    const offered = new Map(
      (await contentChoices(db, Number(ids.s1))).activities.map((a) => [a.id, a.enable]),
    );
    expect([scheduled, ended, running].map((id) => offered.get(id))).toEqual([false, false, true]);
  });

  test('a new activity starts switched off unless enable is sent', async () => {
    const created = await send<{ id: number; activities: ActivityView[] }>(
      createActivityRoute,
      shop1(),
      owner,
      { name: '先設定再啟用' },
      'POST',
    );
    expect(created.status).toBe(200);
    expect(created.body.activities.find((a) => a.id === created.body.id)).toMatchObject({
      enable: false,
      state: 'disabled',
    });
  });

  test('removing an activity takes its products out with their activity prices, each a recorded edit', async () => {
    const { id } = (
      await send<{ id: number }>(
        createActivityRoute,
        shop1(),
        owner,
        { name: '即將移除', enable: true },
        'POST',
      )
    ).body;
    const bowlRow = await bowlProduct();
    const joined = await send(
      activityProductsRoute,
      of(id),
      owner,
      { changes: [{ id: bowlRow.id, version: bowlRow.version, inActivity: true, activityPrice: 300 }] },
      'PUT',
    );
    expect(joined.status).toBe(200);
    const inActivity = await bowlProduct();
    expect(inActivity).toMatchObject({ activityId: id, activityPrice: 300 });

    const detail = (await get<ActivityDetailView>(activityRoute as Handler, of(id), owner.token)).body;
    const removed = await send(removeActivityRoute, of(id), owner, { version: detail.version }, 'DELETE');
    expect(removed.status).toBe(200);
    const after = await bowlProduct();
    expect(after).toMatchObject({ activityId: null, activityPrice: null, version: inActivity.version + 1 });
    expect(await bowlSpecPrices()).toEqual([null]);
    const records = await changesOf(db, orgId, 'product', bowlRow.id);
    expect(records.at(-1)).toMatchObject({
      action: 'activity',
      before: { activityId: id, activityPrice: 300, specs: [{ activityPrice: 300 }] },
      after: { activityId: null, activityPrice: null, specs: [{ activityPrice: null }] },
    });
  });

  test('the same product price with different spec prices is still saved, and the record has the specs', async () => {
    const { id } = (
      await send<{ id: number }>(
        createActivityRoute,
        shop1(),
        owner,
        { name: '規格價', enable: true },
        'POST',
      )
    ).body;
    const bowlRow = await bowlProduct();
    const change = { id: bowlRow.id, inActivity: true, activityPrice: 300 };
    expect(
      (
        await send(
          activityProductsRoute,
          of(id),
          owner,
          { changes: [{ ...change, version: bowlRow.version }] },
          'PUT',
        )
      ).status,
    ).toBe(200);
    // A spec priced on its own on the product's page since.
    await db.update(productStocks).set({ activityPrice: 320 }).where(eq(productStocks.productId, bowlRow.id));
    const joined = await bowlProduct();
    const again = await send(
      activityProductsRoute,
      of(id),
      owner,
      { changes: [{ ...change, version: joined.version }] },
      'PUT',
    );
    expect(again.status).toBe(200);
    expect(await bowlSpecPrices()).toEqual([300]);
    expect((await bowlProduct()).version).toBe(joined.version + 1);
    expect((await changesOf(db, orgId, 'product', bowlRow.id)).at(-1)).toMatchObject({
      before: { activityPrice: 300, specs: [{ activityPrice: 320 }] },
      after: { activityPrice: 300, specs: [{ activityPrice: 300 }] },
    });
    // Leave it for the tests after.
    await send(
      activityProductsRoute,
      of(id),
      owner,
      { changes: [{ id: bowlRow.id, version: joined.version + 1, inActivity: false }] },
      'PUT',
    );
  });

  test('the activity clock finds the shops whose activities started or ended in a window', async () => {
    const shopId = Number(ids.s1);
    const t0 = new Date(Date.UTC(2031, 0, 1, 12, 0));
    const minute = (m: number) => new Date(t0.getTime() + m * 60_000);
    const row = (name: string, fields: Partial<typeof activities.$inferInsert>) => ({
      shopId,
      nanoId: `clock-${name}-${Math.random().toString(36).slice(2, 8)}`,
      name,
      enable: true,
      ...fields,
    });
    await db
      .insert(activities)
      .values([
        row('starts', { startsAt: minute(5) }),
        row('ends', { endsAt: minute(15) }),
        row('off', { startsAt: minute(25), enable: false }),
        row('removed', { endsAt: minute(35), isRemove: true }),
        { ...row('elsewhere', { startsAt: minute(45) }), shopId: Number(ids.s2) },
      ]);
    expect(await shopsWithBoundaryPassed(db, minute(0), minute(5))).toEqual([shopId]);
    expect(await shopsWithBoundaryPassed(db, minute(5), minute(10))).toEqual([]);
    expect(await shopsWithBoundaryPassed(db, minute(10), minute(20))).toEqual([shopId]);
    expect(await shopsWithBoundaryPassed(db, minute(20), minute(40))).toEqual([]);
    expect(await shopsWithBoundaryPassed(db, minute(0), minute(50))).toEqual(
      [shopId, Number(ids.s2)].sort((a, b) => a - b),
    );
    expect(await shopsWithBoundaryPassed(db, minute(10), minute(10))).toEqual([]);
  });
});
