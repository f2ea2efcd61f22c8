/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { POST as operatorStaffRoute } from '@/app/api-auth/operator/staff/route';
import { GET as dashboardRoute } from '@/app/api-admin/[shopId]/dashboard/route';
import { GET as meRoute } from '@/app/api-admin/[shopId]/me/route';
import { POST as actionRoute } from '@/app/api-admin/[shopId]/orders/[id]/actions/route';
import { GET as orderRoute } from '@/app/api-admin/[shopId]/orders/[id]/route';
import { GET as exportRoute } from '@/app/api-admin/[shopId]/orders/export/route';
import { GET as listRoute } from '@/app/api-admin/[shopId]/orders/route';
import { POST as codeRoute } from '@/app/api-admin/[shopId]/session/code/route';
import { POST as refreshRoute } from '@/app/api-admin/[shopId]/session/refresh/route';
import { DELETE as signOutRoute, POST as signInRoute } from '@/app/api-admin/[shopId]/session/route';
import { DELETE as removeStaffRoute } from '@/app/api-admin/[shopId]/staff/[staffId]/route';
import { GET as staffRoute, POST as addStaffRoute } from '@/app/api-admin/[shopId]/staff/route';
import { GET as memberMe } from '@/app/api-client/[shopId]/member/me/route';
import { POST as paymentResponseRoute } from '@/app/api-client/[shopId]/ecommerceOrder/[id]/paymentUserResponse/route';
import type { Order } from '@/lib/api/contract';
import { CONSOLE_REFRESH_KEY } from '@/lib/console/names';
import { CSV_BOM } from '@/lib/server/console/csv';
import type { ConsoleOrder } from '@/lib/server/console/orderConsole';
import type { OrderListPage } from '@/lib/server/console/orderList';
import { operatorStaff } from '@/lib/server/staff/operatorStaff';
import { ROTATION_GRACE_MS } from '@/lib/server/staff/session';
import { clock } from '@/lib/server/auth/clock';
import { findLiveToken, hashSecret, revokeStaffTokens } from '@/lib/server/auth/tokens';
import type { StaffView } from '@/lib/server/staff/staffAdmin';
import type { Dashboard } from '@/lib/server/console/dashboard';
import { closeDb } from '@/lib/server/db/client';
import { staffChanges } from '@/lib/server/db/schema';
import { LimitsBodySchema, setLimits } from '@/lib/server/shops/limits';
import { transitionOrder } from '@/lib/server/orders/transitions';
import { requestReturn } from '@/lib/server/returns/request';
import { STALE_VERSION } from '@/lib/server/orders/version';
import { bearer, fromAddress, get, newAddress, newPhone, post } from './authHelpers';
import {
  codeOnceSent,
  newStaffMember,
  outboxOf,
  raw,
  signInStaffAt,
  type ConsoleSession,
} from './consoleHelpers';
import { expectError } from './helpers';
import { operatorServer, type OperatorServer } from './operatorCli';
import { db, detail, ids, newOrder, shopper, setUpPayments } from './paymentHelpers';

type Session = ConsoleSession;

let cli: OperatorServer;

beforeAll(async () => {
  // Codes go to the demo outbox, where the tests read them as a staff member reads their phone.
  process.env.STOREFRONT_DEMO_MODE = '1';
  await setUpPayments();
  cli = await operatorServer(operatorStaffRoute);
}, 60_000);

afterAll(async () => {
  delete process.env.STOREFRONT_DEMO_MODE;
  await cli.close();
  await closeDb();
});

const shop1 = () => ({ shopId: ids.s1 });
const shop2 = () => ({ shopId: ids.s2 });

/** Signs a staff member in at a shop; the cookies it set are checked by the sign-in test below. */
async function signIn(phone: string, shop = shop1()): Promise<Session> {
  const { token, refresh } = await signInStaffAt(shop, phone);
  return { token, refresh };
}

const staffMember = (role: 'owner' | 'staff', name?: string) =>
  newStaffMember(db, role, { host: 'localhost', shop: shop1(), name });

const act = (s: Session, order: { id: number }, body: unknown) =>
  post<ConsoleOrder>(actionRoute, { ...shop1(), id: String(order.id) }, body, bearer(s.token));
const read = (s: Session, order: { id: number }) =>
  get<ConsoleOrder>(orderRoute, { ...shop1(), id: String(order.id) }, s.token);

describe('staff and sign-in', () => {
  test('the operator command adds the first owner, who signs in with a code', async () => {
    const phone = newPhone();
    const run = await cli.run(
      'staff',
      'add',
      '--host',
      'localhost',
      '--phone',
      phone,
      '--role',
      'owner',
      '--name',
      '阿明',
    );
    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(run.stdout).toContain(`Staff ${phone} 阿明 of the organisation of localhost: owner 負責人`);
    const { response, ...s } = await signInStaffAt(shop1(), phone);
    expect(response.headers.get('cache-control')).toBe('no-store');
    // The bearer's cookie is the console pages' alone; the refresh token's httpOnly and the API's alone.
    const cookies = response.headers.getSetCookie();
    expect(cookies.find((c) => c.startsWith('consoleToken='))).toMatch(
      /; Path=\/admin; Max-Age=900; SameSite=Strict$/,
    );
    expect(cookies.find((c) => c.startsWith(`${CONSOLE_REFRESH_KEY}=`))).toMatch(
      /; Path=\/api-admin; Max-Age=604800; SameSite=Strict; HttpOnly$/,
    );
    const me = await get<{ staff: { role: string; name: string }; shops: { id: number }[] }>(
      meRoute,
      shop1(),
      s.token,
    );
    expect(me.status).toBe(200);
    expect(me.body.staff).toMatchObject({ role: 'owner', name: '阿明', phone });
    expect(me.body.shops.map((x) => x.id)).toContain(Number(ids.s1));
  }, 60_000);

  test('a phone that is not staff is answered alike and sent nothing', async () => {
    const phone = newPhone();
    const address = newAddress();
    const sent = await post(codeRoute, shop1(), { phone }, fromAddress(address));
    expect(sent).toEqual({ status: 200, body: { sent: true } });
    expect(await outboxOf(phone)).toEqual([]);
    // Sign-in refuses it as a staff phone's wrong code: it does not tell who is staff either.
    const tried = await post(signInRoute, shop1(), { phone, code: '123456' }, fromAddress(address));
    expect(expectError(tried, 400)).toBe('驗證碼錯誤，還可再試 4 次');
    // From an address that did not ask, as any phone without a code.
    const elsewhere = await post(signInRoute, shop1(), { phone, code: '123456' }, fromAddress());
    expect(expectError(elsewhere, 400)).toBe('請先取得驗證碼');
    // Asked again at once, it waits as a staff member's phone does.
    const again = await post(codeRoute, shop1(), { phone }, fromAddress());
    expect(expectError(again, 429)).toMatch(/^請於 \d+ 秒後再重新發送驗證碼$/);
  });

  test('a wrong code is refused and opens nothing', async () => {
    const phone = newPhone();
    await operatorStaff(db, { host: 'localhost', action: 'add', phone, role: 'owner' });
    const address = newAddress();
    expect((await post(codeRoute, shop1(), { phone }, fromAddress(address))).status).toBe(200);
    const wrong = String((Number(await codeOnceSent(phone)) + 1) % 1_000_000).padStart(6, '0');
    const tried = await post(signInRoute, shop1(), { phone, code: wrong }, fromAddress(address));
    expect(expectError(tried, 400)).toBe('驗證碼錯誤，還可再試 4 次');
  });

  test("a member's token is refused by the console; a console token by the shopper API", async () => {
    const s = await shopper();
    expectError(await get(listRoute, shop1(), s.token), 401);
    const owner = await staffMember('owner');
    expectError(await get(memberMe, shop1(), owner.token), 401);
    expectError(await get(listRoute, shop1(), undefined), 401);
    expectError(await get(listRoute, shop1(), 'x'.repeat(300)), 401);
  });

  test("another organisation's staff see nothing of this shop (404)", async () => {
    const owner = await staffMember('owner');
    expectError(await get(listRoute, shop2(), owner.token), 404);
    expectError(await get(dashboardRoute, shop2(), owner.token), 404);
    const o = await newOrder(await shopper(), 'COD');
    // Shop 2's staff cannot reach shop 1's order through their own shop either.
    const phone = newPhone();
    await operatorStaff(db, { host: 'shop2.localhost', action: 'add', phone, role: 'owner' });
    const other = await signIn(phone, shop2());
    expectError(await get(orderRoute, { ...shop2(), id: String(o.id) }, other.token), 404);
    expectError(await get(orderRoute, { ...shop1(), id: String(o.id) }, other.token), 404);
  }, 60_000);

  test('staff run orders but not staff; owners manage staff; the last owner stays', async () => {
    const owner = await staffMember('owner', '老闆');
    const phone = newPhone();
    const added = await post<StaffView[]>(
      addStaffRoute,
      shop1(),
      { phone, role: 'staff', name: '小美' },
      bearer(owner.token),
    );
    expect(added.status).toBe(200);
    const member = added.body.find((m) => m.phone === phone)!;
    expect(member).toMatchObject({ role: 'staff', name: '小美' });
    expect(member.changes).toEqual([
      expect.objectContaining({
        actor: '老闆',
        action: 'add',
        after: { phone, role: 'staff', name: '小美' },
      }),
    ]);

    const staff = await signIn(phone);
    expect((await get(listRoute, shop1(), staff.token)).status).toBe(200);
    expectError(await get(staffRoute, shop1(), staff.token), 403);
    expectError(
      await post(addStaffRoute, shop1(), { phone: newPhone(), role: 'owner' }, bearer(staff.token)),
      403,
    );

    expectError(
      await post(
        removeStaffRoute,
        { ...shop1(), staffId: String(owner.token.length) },
        {},
        bearer(staff.token),
        'DELETE',
      ),
      403,
    );
    // An owner cannot remove themselves (another owner must).
    const me = await get<{ staff: { id: number } }>(meRoute, shop1(), owner.token);
    expectError(
      await post(
        removeStaffRoute,
        { ...shop1(), staffId: String(me.body.staff.id) },
        {},
        bearer(owner.token),
        'DELETE',
      ),
      409,
    );
    // Removal ends the member's sessions at once.
    const removed = await post<StaffView[]>(
      removeStaffRoute,
      { ...shop1(), staffId: String(member.id) },
      {},
      bearer(owner.token),
      'DELETE',
    );
    expect(removed.status).toBe(200);
    expect(removed.body.some((m) => m.id === member.id)).toBe(false);
    expectError(await get(listRoute, shop1(), staff.token), 401);
  }, 60_000);

  test('the last owner of an organisation cannot be removed or made staff', async () => {
    const phone = newPhone();
    await operatorStaff(db, { host: 'closed.localhost', action: 'add', phone, role: 'owner' });
    await expect(operatorStaff(db, { host: 'closed.localhost', action: 'remove', phone })).rejects.toThrow(
      '至少要保留一位負責人',
    );
    await expect(
      operatorStaff(db, { host: 'closed.localhost', action: 'add', phone, role: 'staff' }),
    ).rejects.toThrow('至少要保留一位負責人');
  });

  test('a refresh token renews once; used again, it ends every session of that staff member', async () => {
    const owner = await staffMember('owner');
    const cookie = { cookie: `${CONSOLE_REFRESH_KEY}=${owner.refresh}` };
    const renewed = await raw(refreshRoute, shop1(), { method: 'POST', headers: cookie });
    expect(renewed.status).toBe(200);
    const { token } = (await renewed.json()) as { token: string };
    expect(token).not.toBe(owner.token);
    expect((await get(listRoute, shop1(), token)).status).toBe(200);

    // A second tab presenting it a moment later is only refused: its browser has the new cookie.
    const raced = await raw(refreshRoute, shop1(), { method: 'POST', headers: cookie });
    expect(raced.status).toBe(401);
    expect((await get(listRoute, shop1(), token)).status).toBe(200);

    // Presented well after it was spent, it is a copy: every session of that staff member ends.
    const now = clock.now;
    clock.now = () => new Date(Date.now() + ROTATION_GRACE_MS + 1_000);
    try {
      const replayed = await raw(refreshRoute, shop1(), { method: 'POST', headers: cookie });
      expect(replayed.status).toBe(401);
    } finally {
      clock.now = now;
    }
    expectError(await get(listRoute, shop1(), token), 401);
    expectError(await get(listRoute, shop1(), owner.token), 401);
  });

  test("a refresh token ended by removal, presented later, does not end the member's new sessions", async () => {
    const staff = await staffMember('staff');
    await operatorStaff(db, { host: 'localhost', action: 'remove', phone: staff.phone });
    await operatorStaff(db, { host: 'localhost', action: 'add', phone: staff.phone, role: 'staff' });
    // A minute on: past the phone's resend delay for the new code, and far past the grace.
    const now = clock.now;
    clock.now = () => new Date(Date.now() + 61_000);
    try {
      const again = await signIn(staff.phone);
      const old = await raw(refreshRoute, shop1(), {
        method: 'POST',
        headers: { cookie: `${CONSOLE_REFRESH_KEY}=${staff.refresh}` },
      });
      expect(old.status).toBe(401);
      expect((await get(listRoute, shop1(), again.token)).status).toBe(200);
    } finally {
      clock.now = now;
    }
  }, 90_000);

  test('sign-out ends the bearer and its refresh token', async () => {
    const owner = await staffMember('owner');
    const out = await raw(signOutRoute, shop1(), {
      method: 'DELETE',
      headers: { ...bearer(owner.token), cookie: `${CONSOLE_REFRESH_KEY}=${owner.refresh}` },
    });
    expect(out.status).toBe(200);
    expect(out.headers.getSetCookie().every((c) => c.includes('Max-Age=0'))).toBe(true);
    expectError(await get(listRoute, shop1(), owner.token), 401);
    const renewed = await raw(refreshRoute, shop1(), {
      method: 'POST',
      headers: { cookie: `${CONSOLE_REFRESH_KEY}=${owner.refresh}` },
    });
    expect(renewed.status).toBe(401);
  });

  test('revoking presented tokens revokes those only: none presented ends nothing', async () => {
    const owner = await staffMember('owner');
    const other = await staffMember('owner');
    const live = await findLiveToken(db, owner.token, 'staff');
    const staffId = live!.staffId!;
    expect(await revokeStaffTokens(db, staffId, { hashes: [] })).toBe(0);
    expect(await revokeStaffTokens(db, staffId, { kinds: [] })).toBe(0);
    expect((await get(listRoute, shop1(), owner.token)).status).toBe(200);
    // Another staff member's bearer, presented for this one, is not theirs to end.
    expect(await revokeStaffTokens(db, staffId, { hashes: [hashSecret(other.token)] })).toBe(0);
    expect((await get(listRoute, shop1(), other.token)).status).toBe(200);
    expect(await revokeStaffTokens(db, staffId, { hashes: [hashSecret(owner.token)] })).toBe(1);
    expectError(await get(listRoute, shop1(), owner.token), 401);
  });
});

describe('orders', () => {
  test('the list: newest first, counts by status, search, the new-orders badge', async () => {
    const owner = await staffMember('owner');
    const first = await get<OrderListPage>(listRoute, shop1(), owner.token);
    expect(first.status).toBe(200);
    const s = await shopper();
    const a = await newOrder(s, 'COD');
    const b = await newOrder(s, 'atm');
    const page = await get<OrderListPage>(listRoute, shop1(), owner.token);
    expect(page.body.newSince).toBe(2);
    expect(page.body.rows.slice(0, 2).map((r) => r.orderNo)).toEqual([b.orderNo, a.orderNo]);
    expect(page.body.rows.length).toBeLessThanOrEqual(20);
    const again = await get<OrderListPage>(listRoute, shop1(), owner.token);
    expect(again.body.newSince).toBe(0);

    const byNumber = await get<OrderListPage>(listRoute, shop1(), owner.token, { q: a.orderNo });
    expect(byNumber.body.rows.map((r) => r.id)).toEqual([a.id]);
    const unpaidAtm = await get<OrderListPage>(listRoute, shop1(), owner.token, {
      status: 'unpaid',
      paymentType: 'atm',
    });
    expect(unpaidAtm.body.rows.every((r) => r.status === 'unpaid' && r.paymentType === 'atm')).toBe(true);
    expect(unpaidAtm.body.rows.some((r) => r.id === b.id)).toBe(true);
    expect(unpaidAtm.body.counts.unpaid).toBe(unpaidAtm.body.total);
    // A search that is only wildcards matches itself, not every order.
    const wild = await get<OrderListPage>(listRoute, shop1(), owner.token, { q: '%_%' });
    expect(wild.body.rows).toEqual([]);
    expectError(await get(listRoute, shop1(), owner.token, { status: 'lost' }), 400);
    expectError(await get(listRoute, shop1(), owner.token, { from: '2026-12-01', to: '2026-11-01' }), 400);
  }, 60_000);

  test('confirming an ATM transfer: the report beside the account, applied once, recorded', async () => {
    const owner = await staffMember('owner', '出納');
    const s = await shopper();
    const o = await newOrder(s, 'atm');
    const waiting = (await get<Dashboard>(dashboardRoute, shop1(), owner.token)).body.waiting.toConfirm;
    const reported = await post(
      paymentResponseRoute,
      { shopId: ids.s1, id: String(o.id) },
      { name: '王小明', atmLastCode: '12345' },
      bearer(s.token),
    );
    expect(reported.status).toBe(200);
    expect((await get<Dashboard>(dashboardRoute, shop1(), owner.token)).body.waiting.toConfirm).toBe(
      waiting + 1,
    );
    const toConfirm = await get<OrderListPage>(listRoute, shop1(), owner.token, { transfer: 'reported' });
    expect(toConfirm.body.rows.some((r) => r.id === o.id)).toBe(true);
    expect(toConfirm.body.rows.every((r) => r.transferReported)).toBe(true);

    const before = await read(owner, o);
    expect(before.body.actions).toContain('confirm-payment');
    expect(before.body.order.paymentUserResponse).toMatchObject({ name: '王小明', atmLastCode: '12345' });
    expect(before.body.order.atm).toMatchObject({ account: expect.any(String) });

    const done = await act(owner, o, { action: 'confirm-payment', version: before.body.version });
    expect(done.status).toBe(200);
    expect(done.body.order.status).toBe('processing');
    expect(done.body.order.paidAt).not.toBeNull();
    expect(done.body.changes).toEqual([
      expect.objectContaining({
        actor: '出納',
        action: 'confirm-payment',
        before: { status: 'unpaid', paid: false },
        after: { status: 'processing', paid: true },
      }),
    ]);
    // The page the staff member still shows is stale now.
    const stale = await act(owner, o, { action: 'cancel', version: before.body.version });
    expect(expectError(stale, 409)).toBe(STALE_VERSION);
  }, 60_000);

  test('two staff acting at once on what they both saw: exactly one applies', async () => {
    const one = await staffMember('staff');
    const two = await staffMember('staff');
    const o = await newOrder(await shopper(), 'atm');
    const { version } = (await read(one, o)).body;
    const replies = await Promise.all([
      act(one, o, { action: 'confirm-payment', version }),
      act(two, o, { action: 'cancel', version }),
    ]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    const rows = await db.select().from(staffChanges).where(eq(staffChanges.objectId, o.id));
    expect(rows.filter((r) => r.objectType === 'order')).toHaveLength(1);
  }, 60_000);

  test('an action the order does not allow now is refused, and a bad body is a 400', async () => {
    const owner = await staffMember('owner');
    const o = await newOrder(await shopper(), 'COD');
    const { version } = (await read(owner, o)).body;
    expectError(await act(owner, o, { action: 'confirm-payment', version }), 409);
    expectError(await act(owner, o, { action: 'fly', version }), 400);
    expectError(await act(owner, o, { action: 'note', version }), 400);
    expectError(await act(owner, o, { action: 'note', version: -1, note: 'x' }), 400);
    expectError(await act(owner, { id: 2_147_483_647 }, { action: 'note', version: 0, note: 'x' }), 404);
    // Nothing was counted by the refusals: the version seen still works.
    expect((await act(owner, o, { action: 'note', version, note: '客人來電改地址' })).status).toBe(200);
  }, 60_000);

  test('a home delivery paid on delivery is not offered an ECPay parcel; marked shipped with its tracking', async () => {
    const owner = await staffMember('owner', '出貨');
    const s = await shopper();
    // Home delivery, cash on delivery: ECPay's home delivery collects no cash (宅配不代收貨款).
    const o = await newOrder(s, 'COD');
    const before = await read(owner, o);
    expect(before.body.actions).toEqual(['mark-shipped', 'cancel', 'note']);
    expectError(await act(owner, o, { action: 'ship', version: before.body.version }), 409);
    const bad = await act(owner, o, {
      action: 'mark-shipped',
      version: before.body.version,
      tracking: '<b>1234</b>',
    });
    expectError(bad, 400);

    const shipped = await act(owner, o, {
      action: 'mark-shipped',
      version: before.body.version,
      tracking: '黑貓宅急便 1234-5678-9012',
    });
    expect(shipped.status).toBe(200);
    expect(shipped.body.order.status).toBe('shipped');
    expect(shipped.body.order.statusHistory.at(-1)).toMatchObject({
      status: 'shipped',
      note: '託運資訊：黑貓宅急便 1234-5678-9012',
    });
    // The shopper reads the same history on the order's page.
    expect((await detail(s, o)).statusHistory.at(-1)?.note).toBe('託運資訊：黑貓宅急便 1234-5678-9012');
  }, 60_000);

  test('a return approved from the console gives back once and shows on the order', async () => {
    const staff = await staffMember('staff', '小美');
    const s = await shopper();
    const o: Order = await newOrder(s, 'COD');
    await transitionOrder(db, Number(ids.s1), o.id, 'shipped');
    await transitionOrder(db, Number(ids.s1), o.id, 'completed');
    await requestReturn(db, Number(ids.s1), s.memberId, o.id, { reason: '尺寸不合', lines: null });
    const seen = await read(staff, o);
    expect(seen.body.actions).toEqual(['approve-return', 'reject-return', 'note']);
    const approved = await act(staff, o, {
      action: 'approve-return',
      version: seen.body.version,
      restock: true,
    });
    expect(approved.status).toBe(200);
    expect(approved.body.returns[0]).toMatchObject({ status: 'approved' });
    expect(approved.body.actions).toContain('refund-done');
    const again = await act(staff, o, { action: 'approve-return', version: approved.body.version });
    expectError(again, 409);
    const refunded = await act(staff, o, { action: 'refund-done', version: approved.body.version });
    expect(refunded.body.returns[0]).toMatchObject({ status: 'refunded', refundStatus: 'done' });
    expect(refunded.body.changes.map((c) => c.action)).toEqual(['approve-return', 'refund-done']);
  }, 60_000);

  test('a note is kept with who wrote it; the export is CSV for Excel', async () => {
    const owner = await staffMember('owner', '店長');
    const o = await newOrder(await shopper(), 'COD');
    const { version } = (await read(owner, o)).body;
    const noted = await act(owner, o, { action: 'note', version, note: '=HYPERLINK("x")' });
    expect(noted.body.changes.at(-1)).toMatchObject({
      actor: '店長',
      action: 'note',
      after: { note: '=HYPERLINK("x")' },
    });

    const response = await exportRoute(
      new Request(`http://localhost/x?q=${o.orderNo}`, { headers: bearer(owner.token) }),
      { params: Promise.resolve(shop1()) },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    // The bytes as Excel reads them: text() would drop the mark.
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
    expect(text.startsWith(CSV_BOM)).toBe(true);
    const lines = text.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      '訂單號碼,成立時間,狀態,付款方式,已付款,配送方式,收件人,收件人電話,會員手機,金額,退貨申請中',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(
      new RegExp(`^${o.orderNo},\\d{4}/\\d{2}/\\d{2} \\d{2}:\\d{2},待出貨,貨到付款,否,`),
    );
  }, 60_000);

  test("the today page counts today's orders and what waits", async () => {
    const owner = await staffMember('owner');
    const before = (await get<Dashboard>(dashboardRoute, shop1(), owner.token)).body;
    const o = await newOrder(await shopper(), 'COD');
    const after = (await get<Dashboard>(dashboardRoute, shop1(), owner.token)).body;
    expect(after.today.orders).toBe(before.today.orders + 1);
    expect(after.today.revenue).toBe(before.today.revenue + o.paymentPrice);
    expect(after.week.orders).toBeGreaterThanOrEqual(after.today.orders);
    expect(after.waiting.toShip).toBe(before.waiting.toShip + 1);
    expect(after.lowStock.threshold).toBe(5);
    expect(after.lowStock.items.length).toBeGreaterThan(0);
    expect(after.lowStock.items.every((i) => i.stock < 5)).toBe(true);

    // The shop sets its own threshold (`operator -- limits --low-stock`); what it does not give stays.
    expect(LimitsBodySchema.safeParse({ host: 'localhost' }).success).toBe(false);
    expect(LimitsBodySchema.safeParse({ host: 'localhost', lowStock: -1 }).success).toBe(false);
    const set = await setLimits(db, LimitsBodySchema.parse({ host: 'localhost', lowStock: 0 }));
    expect(set).toMatchObject({ lowStock: 0, openOrders: 3, changedShops: [] });
    const none = (await get<Dashboard>(dashboardRoute, shop1(), owner.token)).body;
    expect(none.lowStock).toEqual({ threshold: 0, count: 0, items: [] });
    await setLimits(db, LimitsBodySchema.parse({ host: 'localhost', lowStock: 5 }));
  }, 60_000);
});
