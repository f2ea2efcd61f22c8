/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import { POST as operatorCatalogRoute } from '@/app/api-auth/operator/catalog/route';
import { POST as importRoute } from '@/app/api-admin/[shopId]/catalog/import/route';
import { GET as exportRoute } from '@/app/api-admin/[shopId]/catalog/export/route';
import { POST as bulkRoute } from '@/app/api-admin/[shopId]/products/bulk/route';
import {
  DELETE as removeRoute,
  GET as productRoute,
  PUT as updateRoute,
} from '@/app/api-admin/[shopId]/products/[id]/route';
import { GET as listRoute, POST as createRoute } from '@/app/api-admin/[shopId]/products/route';
import type { SpecMatrix } from '@/lib/console/products/matrix';
import { getProduct } from '@/lib/server/catalog/products';
import { closeDb } from '@/lib/server/db/client';
import { activities, media, mediaShops, products, productStocks, staffChanges } from '@/lib/server/db/schema';
import { MATRIX_MESSAGES } from '@/lib/server/catalog/specMatrix';
import type { ProductListPage } from '@/lib/server/catalog/edit/productList';
import type { ConsoleProduct, ProductChoices } from '@/lib/console/contract/products';
import { STALE_EDIT, type NewerChange } from '@/lib/server/staff/edit';
import { NO_SVG, UPLOAD_AGAIN } from '@/lib/server/media/pictureRule';
import { SVG_REFUSED, NOT_AN_UPLOAD_PICTURE, UPLOAD_TOO_BIG } from '@/lib/server/media/picture';
import { CatalogFileSchema, type CatalogFile } from '@/lib/server/catalog/file/schema';
import { bearer, get, post } from './authHelpers';
import { newStaffMember, pngBytes, raw, uploadToMedia, type ConsoleSession } from './consoleHelpers';
import { operatorServer, type OperatorServer } from './operatorCli';
import { expectError } from './helpers';
import { created, deliveryId, order, RECEIVER } from './orderHelpers';
import { db, detail, ids, setUpPayments, shopper } from './paymentHelpers';

let owner: ConsoleSession;
let member: ConsoleSession;
let otherOwner: ConsoleSession;
let cli: OperatorServer;

beforeAll(async () => {
  process.env.STOREFRONT_DEMO_MODE = '1';
  await setUpPayments();
  cli = await operatorServer(operatorCatalogRoute);
  owner = await newStaffMember(db, 'owner', { host: 'localhost', shop: shop1(), name: '店長' });
  member = await newStaffMember(db, 'staff', { host: 'localhost', shop: shop1(), name: '小美' });
  otherOwner = await newStaffMember(db, 'owner', { host: 'shop2.localhost', shop: shop2() });
}, 60_000);

afterAll(async () => {
  delete process.env.STOREFRONT_DEMO_MODE;
  await cli.close();
  await closeDb();
});

const shop1 = () => ({ shopId: ids.s1 });
const shop2 = () => ({ shopId: ids.s2 });
const ofProduct = (id: number, shop = shop1()) => ({ ...shop, id: String(id) });

const PNG = pngBytes;

const upload = (s: ConsoleSession, bytes: Uint8Array) => uploadToMedia(s, bytes, shop1());

/** 顏色 紅 藍 × 尺寸 S M L, each combination its own price and stock. */
const matrix2x3 = (): SpecMatrix => ({
  levels: [
    {
      name: '顏色',
      values: [
        { key: 'r', name: '紅' },
        { key: 'b', name: '藍' },
      ],
    },
    {
      name: '尺寸',
      values: [
        { key: 's', name: 'S' },
        { key: 'm', name: 'M' },
        { key: 'l', name: 'L' },
      ],
    },
  ],
  cells: ['r', 'b'].flatMap((c, i) =>
    ['s', 'm', 'l'].map((s, j) => ({
      keys: [c, s],
      price: 500 + 100 * j,
      activityPrice: null,
      stock: 10 * i + j + 1,
    })),
  ),
});

let uploads = 0;
async function newPictures(n: number): Promise<string[]> {
  const urls: string[] = [];
  for (let i = 0; i < n; i++) {
    const reply = await upload(owner, PNG(1000 + uploads++));
    expect(reply.status).toBe(200);
    urls.push(reply.body.url!);
  }
  return urls;
}

async function productBody(extra: Record<string, unknown> = {}) {
  return {
    name: '亞麻襯衫',
    description: '透氣的亞麻',
    pictures: await newPictures(2),
    price: 500,
    activityPrice: null,
    categoryIds: [],
    activityId: null,
    isPublic: true,
    order: 5,
    useCashbackRate: 0.1,
    purchaseLimit: 3,
    specs: matrix2x3(),
    ...extra,
  };
}

async function create(s: ConsoleSession, extra: Record<string, unknown> = {}): Promise<ConsoleProduct> {
  const reply = await post<ConsoleProduct>(createRoute, shop1(), await productBody(extra), bearer(s.token));
  if (reply.status !== 200) throw new Error(`${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body;
}

const read = async (id: number, s = owner) =>
  (await get<{ product: ConsoleProduct; choices: ProductChoices }>(productRoute, ofProduct(id), s.token))
    .body;

const save = (s: ConsoleSession, p: ConsoleProduct, change: Partial<ConsoleProduct> = {}) => {
  const { id, nanoId: _nanoId, ...body } = { ...p, ...change };
  return post<ConsoleProduct & { changes?: NewerChange[] }>(
    updateRoute,
    ofProduct(id),
    body,
    bearer(s.token),
    'PUT',
  );
};

const changesOf = (id: number) =>
  db
    .select()
    .from(staffChanges)
    .where(and(eq(staffChanges.objectType, 'product'), eq(staffChanges.objectId, id)))
    .orderBy(staffChanges.id);

describe('create and edit', () => {
  test('an owner creates a product with a 2×3 matrix and two pictures; shoppers see it all', async () => {
    const p = await create(owner);
    expect(p.version).toBe(0);
    expect(p.pictures).toHaveLength(2);
    expect(p.specs.levels.map((l) => [l.name, l.values.map((v) => v.name)])).toEqual([
      ['顏色', ['紅', '藍']],
      ['尺寸', ['S', 'M', 'L']],
    ]);
    expect(p.specs.cells.map((c) => [c.price, c.stock])).toEqual([
      [500, 1],
      [600, 2],
      [700, 3],
      [500, 11],
      [600, 12],
      [700, 13],
    ]);
    const seen = await getProduct(db, Number(ids.s1), { nanoId: p.nanoId });
    expect(seen.pictures?.map((i) => i.filename)).toEqual(p.pictures);
    expect(seen.MainImage?.filename).toBe(p.pictures[0]);
    expect(seen.Image?.filename).toBe(p.pictures[1]);
    expect(seen.EcommerceProductStocks).toHaveLength(6);
    const blueL = seen.EcommerceProductStocks.find(
      (s) => s.EcommerceProductChildSpecs.map((c) => c.name).join('/') === '藍/L',
    );
    expect(blueL).toMatchObject({ price: 700, stock: 13 });
    const [record] = await changesOf(p.id);
    expect(record).toMatchObject({ actor: '店長', action: 'create', before: null });
    expect(record!.after).toMatchObject({ name: '亞麻襯衫', version: 0 });
  });

  test('staff edit too: renamed and reordered values keep their stocks', async () => {
    const p = await create(owner);
    const stockIds = await db
      .select({ id: productStocks.id })
      .from(productStocks)
      .where(eq(productStocks.productId, p.id))
      .orderBy(productStocks.id);
    const [color, size] = p.specs.levels as [SpecMatrix['levels'][0], SpecMatrix['levels'][0]];
    const specs: SpecMatrix = {
      levels: [
        { ...size, name: '尺碼', values: [...size.values].reverse() },
        { ...color, values: color.values.map((v) => (v.name === '紅' ? { ...v, name: '酒紅' } : v)) },
      ],
      cells: p.specs.cells.map((c) => ({ ...c, keys: [c.keys[1]!, c.keys[0]!] })),
    };
    const reply = await save(member, p, { specs, name: '亞麻襯衫（新）' });
    expect(reply.status).toBe(200);
    expect(reply.body.version).toBe(1);
    const after = await db
      .select({ id: productStocks.id, isRemove: productStocks.isRemove })
      .from(productStocks)
      .where(eq(productStocks.productId, p.id))
      .orderBy(productStocks.id);
    expect(after).toEqual(stockIds.map((s) => ({ id: s.id, isRemove: false })));
    const seen = await getProduct(db, Number(ids.s1), { nanoId: p.nanoId });
    expect(seen.EcommerceProductParentSpecs.map((l) => l.name)).toEqual(['尺碼', '顏色']);
    expect(
      seen.EcommerceProductParentSpecs.map((l) =>
        seen.EcommerceProductChildSpecs.filter((c) => c.EcommerceProductParentSpecId === l.id).map(
          (c) => c.name,
        ),
      ),
    ).toEqual([
      ['L', 'M', 'S'],
      ['酒紅', '藍'],
    ]);
    const records = await changesOf(p.id);
    expect(records.at(-1)).toMatchObject({ actor: '小美', action: 'update' });
  });

  test('a value removed takes its stocks off sale, kept for carts and orders; one added gets new stocks', async () => {
    const p = await create(owner);
    const [color, size] = p.specs.levels as [SpecMatrix['levels'][0], SpecMatrix['levels'][0]];
    const red = color.values[0]!.key;
    const specs: SpecMatrix = {
      levels: [{ ...color, values: [...color.values.slice(0, 1), { key: 'new-green', name: '綠' }] }, size],
      cells: [
        ...p.specs.cells.filter((c) => c.keys[0] === red),
        ...size.values.map((v) => ({ keys: ['new-green', v.key], price: 800, activityPrice: 700, stock: 4 })),
      ],
    };
    const reply = await save(owner, p, { specs });
    expect(reply.status).toBe(200);
    const rows = await db.select().from(productStocks).where(eq(productStocks.productId, p.id));
    expect(rows).toHaveLength(9);
    expect(rows.filter((r) => r.isRemove)).toHaveLength(3);
    const seen = await getProduct(db, Number(ids.s1), { nanoId: p.nanoId });
    expect(
      seen.EcommerceProductStocks.map((s) => s.EcommerceProductChildSpecs.map((c) => c.name).join('/')),
    ).toEqual(['紅/S', '紅/M', '紅/L', '綠/S', '綠/M', '綠/L']);
  });

  test('a stock left as the form showed it keeps what orders took meanwhile', async () => {
    const p = await create(owner);
    const firstStock = (
      await db.select().from(productStocks).where(eq(productStocks.productId, p.id)).orderBy(productStocks.id)
    )[0]!;
    await db.update(productStocks).set({ stock: 0 }).where(eq(productStocks.id, firstStock.id));
    const cells = p.specs.cells.map((c, i) => (i === 1 ? { ...c, stock: 50 } : c));
    expect((await save(owner, p, { specs: { ...p.specs, cells } })).status).toBe(200);
    const after = await read(p.id);
    expect(after.product.specs.cells.map((c) => c.stock)).toEqual([0, 50, 3, 11, 12, 13]);
  });

  test('a stock typed over an order taken meanwhile adds the change to what is left', async () => {
    const p = await create(owner, {
      specs: { levels: [], cells: [{ keys: [], price: 320, activityPrice: null, stock: 10 }] },
      price: 320,
    });
    const shown = (await read(p.id)).product;
    expect(shown.specs.cells[0]).toMatchObject({ stock: 10, seen: 10 });
    const [stock] = await db.select().from(productStocks).where(eq(productStocks.productId, p.id));
    created(
      await order(await shopper(), {
        productStocks: [{ id: stock!.id, quantity: 3 }],
        delivery: await deliveryId(ids.s1, '宅配到府'),
        paymentType: 'COD',
        ...RECEIVER,
      }),
    );
    const cells = shown.specs.cells.map((c) => ({ ...c, stock: 15 }));
    expect((await save(owner, shown, { specs: { ...shown.specs, cells } })).status).toBe(200);
    expect((await read(p.id)).product.specs.cells.map((c) => c.stock)).toEqual([12]);
    // Never below nothing: 12 left, the form (showing 12) typed down to 0 after 5 more sold.
    await db.update(productStocks).set({ stock: 7 }).where(eq(productStocks.id, stock!.id));
    const again = (await read(p.id)).product;
    const lower = again.specs.cells.map((c) => ({ ...c, stock: 0, seen: 12 }));
    expect((await save(owner, again, { specs: { ...again.specs, cells: lower } })).status).toBe(200);
    expect((await read(p.id)).product.specs.cells.map((c) => c.stock)).toEqual([0]);
  });

  test('a product whose activity was removed since still saves, keeping it', async () => {
    const [activity] = await db
      .insert(activities)
      .values({ shopId: Number(ids.s1), nanoId: `act${Date.now()}`, name: '已結束的活動' })
      .returning({ id: activities.id });
    const p = await create(owner, { activityId: activity!.id });
    await db.update(activities).set({ isRemove: true }).where(eq(activities.id, activity!.id));
    const reply = await save(owner, p, { name: '活動後改名' });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ name: '活動後改名', activityId: activity!.id });
    // Choosing a removed activity anew is still refused.
    const other = await create(owner);
    expect(expectError(await save(owner, other, { activityId: activity!.id }), 400)).toMatch(
      /^參數 activityId/,
    );
  });

  test('a new picture must be a console upload, never SVG by its name or by what is stored', async () => {
    const p = await create(owner);
    const hash = (n: number) => n.toString(16).padStart(64, 'a');
    const seed = Date.now();
    await db.insert(media).values([
      { sha256: hash(seed), contentType: 'image/svg+xml', size: 5, bytes: Buffer.from('<svg/>') },
      { sha256: hash(seed + 1), contentType: 'image/png', size: 5, bytes: Buffer.from(PNG(7)) },
      { sha256: hash(seed + 3), contentType: 'image/png', size: 5, bytes: Buffer.from(PNG(8)) },
    ]);
    // Stored by this shop, except the last: shop 2's picture, whose address shop 1 can read.
    await db.insert(mediaShops).values([
      { shopId: Number(ids.s1), sha256: hash(seed) },
      { shopId: Number(ids.s1), sha256: hash(seed + 1) },
      { shopId: Number(ids.s2), sha256: hash(seed + 3) },
    ]);
    for (const [picture, problem] of [
      [`/api-client/media/${hash(seed)}.svg`, NO_SVG],
      [`/api-client/media/${hash(seed)}.png`, NO_SVG],
      [`/api-client/media/${hash(seed + 1)}.svg`, NO_SVG],
      [`/api-client/media/${hash(seed + 2)}.png`, UPLOAD_AGAIN],
      [`/api-client/media/${hash(seed + 3)}.png`, UPLOAD_AGAIN],
    ]) {
      const reply = await save(owner, p, { pictures: [...p.pictures, picture!] });
      expect(expectError(reply, 400)).toBe(`參數 pictures.2 不正確：${problem}`);
    }
    const fine = await save(owner, p, {
      pictures: [...p.pictures, `/api-client/media/${hash(seed + 1)}.png`],
    });
    expect(fine.status).toBe(200);
  });

  test('a stale save is refused with what changed since, and changes nothing', async () => {
    const p = await create(owner);
    expect((await save(member, p, { name: '先存的名字' })).status).toBe(200);
    const stale = await save(owner, p, { price: 999 });
    expect(expectError(stale, 409)).toBe(STALE_EDIT);
    expect(stale.body).toMatchObject({ code: 'stale', version: 1 });
    expect(stale.body.changes).toEqual([
      expect.objectContaining({ actor: '小美', action: 'update', fields: ['name'] }),
    ]);
    expect((await read(p.id)).product).toMatchObject({ name: '先存的名字', price: 500, version: 1 });
  });

  test.each<[string, Record<string, unknown>, RegExp]>([
    ['no name', { name: '' }, /^參數 name 不正確/],
    ['a price of zero', { price: 0 }, /^參數 price 不正確/],
    [
      'an activity price not below the price',
      { activityPrice: 500 },
      /^參數 activityPrice 不正確：活動價須低於售價/,
    ],
    ['a cashback rate over 1', { useCashbackRate: 2 }, /^參數 useCashbackRate 不正確/],
    ['a purchase limit of 0', { purchaseLimit: 0 }, /^參數 purchaseLimit 不正確/],
    [
      'eleven pictures',
      { pictures: Array.from({ length: 11 }, (_, i) => `/x${i}.png`) },
      /^參數 pictures 不正確/,
    ],
    [
      'a picture never uploaded',
      { pictures: [`/api-client/media/${'a'.repeat(64)}.png`] },
      /^參數 pictures\.0 不正確：找不到這張圖片，請重新上傳/,
    ],
    ['an outside picture', { pictures: ['https://example.com/a.png'] }, /^參數 pictures\.0 不正確/],
    ["another shop's category", { categoryIds: [2_000_000] }, /^參數 categoryIds\.0 不正確：找不到此分類/],
    ['an unknown activity', { activityId: 2_000_000 }, /^參數 activityId 不正確：找不到此活動/],
    [
      'three levels',
      { specs: { ...matrix2x3(), levels: [...matrix2x3().levels, { name: 'x', values: [] }] } },
      /^參數 specs\.levels 不正確/,
    ],
    [
      'a combination twice',
      { specs: { ...matrix2x3(), cells: [matrix2x3().cells[0], matrix2x3().cells[0]] } },
      new RegExp(`^參數 specs\\.cells\\.1\\.keys 不正確：${MATRIX_MESSAGES.cellTwice}`),
    ],
    [
      'a value from nowhere',
      { specs: { ...matrix2x3(), cells: [{ keys: ['r', 'zz'], price: 1, activityPrice: null, stock: 1 }] } },
      /^參數 specs\.cells\.0\.keys 不正確/,
    ],
    [
      'a negative stock',
      { specs: { levels: [], cells: [{ keys: [], price: 5, activityPrice: null, stock: -1 }] } },
      /^參數 specs\.cells\.0\.stock 不正確/,
    ],
  ])('refused (400, naming the field): %s', async (_, change, message) => {
    const reply = await post(createRoute, shop1(), await productBody(change), bearer(owner.token));
    const said = expectError(reply, 400);
    expect(said).toMatch(message);
    // The field and the reason come apart too, for the form to word (lib/console/products/fieldNames.ts).
    const [, field, reason] = /^參數 (\S+) 不正確：(.*)$/s.exec(said)!;
    expect(reply.body).toMatchObject({ code: 'invalid', field, reason });
  });

  test("another organisation's staff find nothing (404); a product of another shop is not in this one", async () => {
    const p = await create(owner);
    expectError(await get(productRoute, ofProduct(p.id), otherOwner.token), 404);
    expectError(await get(productRoute, ofProduct(p.id, shop2()), otherOwner.token), 404);
    expectError(await save(otherOwner, p), 404);
    const other = await post(
      updateRoute,
      ofProduct(p.id, shop2()),
      { ...(await productBody()), version: 0 },
      bearer(otherOwner.token),
      'PUT',
    );
    expectError(other, 404);
    expectError(await get(listRoute, shop1(), otherOwner.token), 404);
  });
});

describe('removing', () => {
  test("a removed product leaves the shop; its orders' lines stay readable", async () => {
    const p = await create(owner, {
      specs: { levels: [], cells: [{ keys: [], price: 320, activityPrice: null, stock: 5 }] },
      price: 320,
    });
    const [stock] = await db.select().from(productStocks).where(eq(productStocks.productId, p.id));
    const s = await shopper();
    const placed = created(
      await order(s, {
        productStocks: [{ id: stock!.id, quantity: 1 }],
        delivery: await deliveryId(ids.s1, '宅配到府'),
        paymentType: 'COD',
        ...RECEIVER,
      }),
    );
    const stale = await post(removeRoute, ofProduct(p.id), { version: 7 }, bearer(owner.token), 'DELETE');
    expectError(stale, 409);
    const removed = await post(
      removeRoute,
      ofProduct(p.id),
      { version: p.version },
      bearer(member.token),
      'DELETE',
    );
    expect(removed).toEqual({ status: 200, body: { removed: true } });
    await expect(getProduct(db, Number(ids.s1), { nanoId: p.nanoId })).rejects.toMatchObject({
      kind: 'not_found',
    });
    expectError(await get(productRoute, ofProduct(p.id), owner.token), 404);
    const [row] = await db.select().from(products).where(eq(products.id, p.id));
    expect(row).toMatchObject({ isRemove: true });
    const again = await detail(s, placed);
    expect(again.EcommerceOrderItems).toEqual([
      expect.objectContaining({ name: p.name, price: 320, quantity: 1 }),
    ]);
    expect((await changesOf(p.id)).at(-1)).toMatchObject({
      action: 'remove',
      actor: '小美',
      after: { version: 1 },
    });
  });
});

describe('pictures through the media route', () => {
  test('a PNG is stored once and answered with its address', async () => {
    const a = await upload(member, PNG(1));
    expect(a.status).toBe(200);
    expect(a.body.url).toMatch(/^\/api-client\/media\/[0-9a-f]{64}\.png$/);
    expect((await upload(owner, PNG(1))).body.url).toBe(a.body.url);
  });

  test.each<[string, Uint8Array, number, string]>([
    [
      'SVG',
      new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>x()</script></svg>'),
      400,
      SVG_REFUSED,
    ],
    [
      'an HTML page named .png',
      new TextEncoder().encode('<html><body>hi</body></html>'),
      400,
      NOT_AN_UPLOAD_PICTURE,
    ],
    ['nothing', new Uint8Array(0), 400, NOT_AN_UPLOAD_PICTURE],
    [
      'over 5 MB',
      (() => {
        const b = new Uint8Array(5 * 1024 * 1024 + 1);
        b.set(PNG(2));
        return b;
      })(),
      400,
      UPLOAD_TOO_BIG,
    ],
  ])('refused: %s', async (_, bytes, status, message) => {
    const before = await db.$count(media);
    const reply = await upload(owner, bytes);
    expect(reply).toEqual({ status, body: expect.objectContaining({ msg: message }) });
    expect(await db.$count(media)).toBe(before);
  });
});

describe('the list and bulk actions', () => {
  test('filters and counts; publish, hide, move to a category and set a stock, all recorded', async () => {
    const tag = `批次${Date.now()}`;
    const a = await create(owner, { name: `${tag} A` });
    const b = await create(owner, { name: `${tag} B`, isPublic: false });
    const list = await get<ProductListPage & { choices: ProductChoices }>(listRoute, shop1(), member.token, {
      q: tag,
    });
    expect(list.status).toBe(200);
    expect(list.body.rows.map((r) => r.name)).toEqual([`${tag} B`, `${tag} A`]);
    expect(list.body.counts).toEqual({ all: 2, public: 1, hidden: 1, soldOut: 0 });
    const hidden = await get<ProductListPage>(listRoute, shop1(), member.token, {
      q: tag,
      visibility: 'hidden',
    });
    expect(hidden.body.rows.map((r) => r.id)).toEqual([b.id]);
    expectError(await get(listRoute, shop1(), member.token, { visibility: 'gone' }), 400);

    const ticked = list.body.rows.map((r) => ({ id: r.id, version: r.version }));
    expectError(
      await post(
        bulkRoute,
        shop1(),
        { action: 'stock', products: ticked, stock: null },
        bearer(member.token),
      ),
      400,
    );
    const published = await post(
      bulkRoute,
      shop1(),
      // One product ticked twice (two rows of one product, a double tap) is one product.
      { action: 'publish', products: [...ticked, ticked[0]] },
      bearer(member.token),
    );
    expect(published).toEqual({ status: 200, body: { changed: 2 } });
    const category = list.body.choices.categories[0]!;
    const next = ticked.map((t) => ({ ...t, version: t.version + 1 }));
    expect(
      (
        await post(
          bulkRoute,
          shop1(),
          { action: 'category', categoryId: category.id, products: next },
          bearer(owner.token),
        )
      ).status,
    ).toBe(200);
    const later = next.map((t) => ({ ...t, version: t.version + 1 }));
    expect(
      (await post(bulkRoute, shop1(), { action: 'stock', stock: 0, products: later }, bearer(owner.token)))
        .status,
    ).toBe(200);
    const soldOut = await get<ProductListPage>(listRoute, shop1(), owner.token, {
      q: tag,
      soldOut: '1',
      category: String(category.id),
    });
    expect(soldOut.body.counts).toEqual({ all: 2, public: 2, hidden: 0, soldOut: 2 });
    expect(soldOut.body.rows).toHaveLength(2);

    // One stale product refuses the whole action.
    const mixed = [
      { id: a.id, version: 3 },
      { id: b.id, version: 0 },
    ];
    expectError(
      await post(bulkRoute, shop1(), { action: 'hide', products: mixed }, bearer(owner.token)),
      409,
    );
    expect((await read(a.id)).product.isPublic).toBe(true);
    expectError(await post(bulkRoute, shop1(), { action: 'hide', products: [] }, bearer(owner.token)), 400);
    expectError(
      await post(
        bulkRoute,
        shop1(),
        { action: 'category', categoryId: 2_000_000, products: [{ id: a.id, version: 3 }] },
        bearer(owner.token),
      ),
      400,
    );
    expect((await changesOf(a.id)).map((c) => c.action)).toEqual([
      'create',
      'bulk-publish',
      'bulk-category',
      'bulk-stock',
    ]);
  });
});

describe('catalog export and import', () => {
  async function exported(s = owner): Promise<{ text: string; file: CatalogFile }> {
    const response = await raw(exportRoute as never, shop1(), { headers: bearer(s.token) });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="catalog-\d+-[\d-]+\.json"$/,
    );
    const text = await response.text();
    return { text, file: CatalogFileSchema.parse(JSON.parse(text)) };
  }

  const importText = (s: ConsoleSession, body: unknown) =>
    raw(importRoute as never, shop1(), {
      method: 'POST',
      headers: { ...bearer(s.token), 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  test('the export reads back through the import into the same shop, changing nothing', async () => {
    const p = await create(owner, { name: '往返商品' });
    const first = await exported();
    const mine = first.file.products.find((x) => x.name === '往返商品')!;
    expect(mine).toMatchObject({ key: p.nanoId, specNames: ['顏色', '尺寸'], purchaseLimit: 3 });
    expect(mine.pictures).toEqual(p.pictures.map((x) => x.slice(1)));
    const before = await db
      .select()
      .from(productStocks)
      .where(eq(productStocks.productId, p.id))
      .orderBy(productStocks.id);

    const response = await importText(member, { fileName: 'catalog.json', text: first.text });
    const body = (await response.json()) as {
      created: Record<string, number>;
      updated: Record<string, number>;
      removedStocks: number;
    };
    expect(response.status).toBe(200);
    expect(body.created).toEqual({ categoryGroups: 0, categories: 0, activities: 0, products: 0, stocks: 0 });
    expect(body.updated.products).toBe(first.file.products.length);
    expect(body.removedStocks).toBe(0);
    expect((await exported()).text).toBe(first.text);
    const after = await db
      .select()
      .from(productStocks)
      .where(eq(productStocks.productId, p.id))
      .orderBy(productStocks.id);
    expect(after).toEqual(before);
    // A console edit begun before the import is refused, not lost.
    expectError(await save(owner, p, { name: '晚了' }), 409);
    const [record] = await db
      .select()
      .from(staffChanges)
      .where(and(eq(staffChanges.objectType, 'shop'), eq(staffChanges.action, 'catalog-import')))
      .orderBy(desc(staffChanges.id))
      .limit(1);
    expect(record).toMatchObject({ actor: '小美', objectId: Number(ids.s1) });
    expect(record!.after).toMatchObject({ fileName: 'catalog.json', removedStocks: 0 });
  });

  test('an exported file imported later applies the stocks typed into it, not undoing sales', async () => {
    const p = await create(owner, { name: '匯出後售出' });
    const plain = await create(owner, {
      name: '匯出後售出（無規格）',
      price: 320,
      specs: { levels: [], cells: [{ keys: [], price: 320, activityPrice: null, stock: 10 }] },
    });
    const { file } = await exported();
    const mine = file.products.find((x) => x.key === p.nanoId)!;
    expect(mine.specs![0]).toMatchObject({ stock: 1, stockSeen: 1 });
    // Sold since the export: 紅/S 1 → 0, the plain one 10 → 6.
    const stocks = await db
      .select()
      .from(productStocks)
      .where(eq(productStocks.productId, p.id))
      .orderBy(productStocks.id);
    await db.update(productStocks).set({ stock: 0 }).where(eq(productStocks.id, stocks[0]!.id));
    await db.update(productStocks).set({ stock: 6 }).where(eq(productStocks.productId, plain.id));
    // The operator adds 5 to 紅/S and 2 to the plain one in the file, leaves 紅/M as it was.
    const plainOut = file.products.find((x) => x.key === plain.nanoId)!;
    mine.specs![0]!.stock += 5;
    plainOut.stock! += 2;
    const text = JSON.stringify({ ...file, products: [mine, plainOut] });
    expect((await importText(owner, { fileName: 'catalog.json', text })).status).toBe(200);
    expect((await read(p.id)).product.specs.cells.map((c) => c.stock)).toEqual([5, 2, 3, 11, 12, 13]);
    expect((await read(plain.id)).product.specs.cells.map((c) => c.stock)).toEqual([8]);
    // A file without stockSeen sets the stock as written.
    const written = {
      ...mine,
      specs: mine.specs!.map(({ stockSeen: _seen, ...spec }) => ({ ...spec, stock: 4 })),
    };
    const again = await importText(owner, {
      fileName: 'c.json',
      text: JSON.stringify({ products: [written] }),
    });
    expect(again.status).toBe(200);
    expect((await read(p.id)).product.specs.cells.map((c) => c.stock)).toEqual([4, 4, 4, 4, 4, 4]);
  });

  test('the operator command imports the exported file as it is, its pictures the shop shows', async () => {
    await create(owner, { name: '指令往返' });
    const { text } = await exported();
    const file = path.join(cli.dataDir, 'exported.json');
    fs.writeFileSync(file, text);
    const run = await cli.run('catalog', 'import', '--host', 'localhost', '--file', file);
    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect((await exported()).text).toBe(text);
  }, 60_000);

  test('a file changed outside: new products and pictures come in; refusals name the line', async () => {
    const png = Buffer.from(PNG(4242)).toString('base64');
    const file = {
      products: [
        {
          key: `imp-${Date.now()}`,
          name: '匯入的茶',
          price: 300,
          pictures: ['pics/tea.png'],
          specNames: ['重量'],
          specs: [
            { values: ['100g'], stock: 3 },
            { values: ['200g'], price: 550, stock: 1 },
          ],
        },
      ],
    };
    const text = JSON.stringify(file, null, 2);
    const ok = await importText(owner, { fileName: 'tea.json', text, pictures: { 'pics/tea.png': png } });
    expect(ok.status).toBe(200);
    const [row] = await db.select().from(products).where(eq(products.key, file.products[0]!.key));
    expect(row!.pictures).toEqual([expect.stringMatching(/^\/api-client\/media\/[0-9a-f]{64}\.png$/)]);

    const missing = await importText(owner, { fileName: 'tea.json', text });
    expect(((await missing.json()) as { msg: string }).msg).toMatch(
      /^tea\.json:\d+: products\[0\]\.pictures\[0\]: 找不到圖片 pics\/tea\.png$/,
    );
    // The console uploads pictures through the media route first and sends their addresses.
    const [sent] = await newPictures(1);
    const viaMedia = await importText(owner, {
      fileName: 'tea.json',
      text,
      uploaded: { 'pics/tea.png': sent },
    });
    expect(viaMedia.status).toBe(200);
    const [again] = await db.select().from(products).where(eq(products.key, file.products[0]!.key));
    expect(again!.pictures).toEqual([sent]);
    const notUploaded = await importText(owner, {
      fileName: 'tea.json',
      text,
      uploaded: { 'pics/tea.png': `/api-client/media/${'0'.repeat(64)}.png` },
    });
    expect(((await notUploaded.json()) as { msg: string }).msg).toBe(
      `參數 uploaded.pics/tea.png 不正確：${UPLOAD_AGAIN}`,
    );
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64');
    const refused = await importText(owner, {
      fileName: 'tea.json',
      text,
      pictures: { 'pics/tea.png': svg },
    });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { msg: string }).msg).toContain(SVG_REFUSED);
    const notJson = await raw(importRoute as never, shop1(), {
      method: 'POST',
      headers: bearer(owner.token),
      body: '{',
    });
    expect(notJson.status).toBe(400);
    const otherOrg = await raw(importRoute as never, shop1(), {
      method: 'POST',
      headers: bearer(otherOwner.token),
      body: JSON.stringify({ text }),
    });
    expect(otherOrg.status).toBe(404);
  });
});
