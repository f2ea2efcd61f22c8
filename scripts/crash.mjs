// @ts-check
// `npm run test:crash`: what the server acknowledged survives `kill -9`, and nothing half-written is
// left. On a fresh embedded database and a fresh PostgreSQL database in turn: the production server,
// shoppers signing up (one-time code, sign-up, member token) and placing cash-on-delivery orders of
// seeded stock, several at a time; SIGKILL mid-stream; a restart on the same data. Then every sign-up
// and order answered 2xx must be there as answered (tokens still open them; orders have their lines);
// an order whose answer was lost is retried with its Idempotency-Key and yields one order; and the
// database itself: no order without its lines, every order's lines as its amounts say, and for every
// stock, seeded stock = stock now + units held by orders. Then the e-invoice round on the same data
// (reliability/invoiceCrash.mjs): the intent worker killed between the e-invoice sandbox's answer and
// our write, a restart, and one invoice per paid order, the one the order shows.
//
// Env: RELIABILITY_DATABASES (default pglite,postgres), CRASH_ROUNDS (kills per database, default 2),
// CRASH_WRITERS (shoppers writing at once, default 6), CRASH_SEED (when to kill, what to order;
// default 20261123), PG_SERVER_URL, NEXT_DIST_DIR (default .next-e2e).
import { ensureBuilt, ensureInstalled } from './lib.mjs';
import { closeConnections, jsonClient } from './reliability/client.mjs';
import {
  chosenDatabases,
  distDir,
  freshTarget,
  harness,
  requirePostgres,
  startApp,
  suitePort,
  table,
} from './reliability/harness.mjs';
import { invoiceCrash } from './reliability/invoiceCrash.mjs';
import { prng } from './reliability/random.mjs';
import {
  memberTokenOf,
  orderBody,
  orderTargets,
  phoneNumber,
  placeOrder,
  shopOf,
  signUpUser,
} from './reliability/shoppers.mjs';

const ROUNDS = Number(process.env.CRASH_ROUNDS || 2);
const WRITERS = Number(process.env.CRASH_WRITERS || 6);
const SEED = process.env.CRASH_SEED || '20261123';

const h = harness('crash');
const databases = chosenDatabases();
ensureInstalled();
await requirePostgres(databases);
ensureBuilt(distDir);

/** @type {(string | number)[][]} */
const figures = [];

/**
 * @typedef {import('./reliability/shoppers.mjs').Shop} Shop
 * @typedef {import('./reliability/shoppers.mjs').Member} Member
 * @typedef {import('./reliability/shoppers.mjs').StockTarget} StockTarget
 * @typedef {import('./reliability/harness.mjs').Sql} Sql
 * @typedef {import('../lib/api/contract').Order} Order
 * @typedef {{ status: number, body?: unknown, text?: string, lost?: boolean }} Outcome An order's
 *   answer, or `lost` when the kill cut it.
 * @typedef {{ phone: string, userToken: string, exchanged?: boolean }} PendingUser
 * @typedef {{
 *   key: string,
 *   body: ReturnType<typeof orderBody>,
 *   token: string,
 *   status: number,
 *   id: number | undefined,
 *   orderNo: string | undefined,
 *   lost: boolean | undefined,
 *   cut: boolean | undefined,
 *   retried?: boolean,
 * }} PlacedOrder
 * @typedef {{ members: Member[], users: PendingUser[], orders: PlacedOrder[] }} Written
 * @typedef {{ phone: string }[]} Phones
 */

/**
 * A refused connection or a cut one: the server is gone, so the answer was never seen.
 * @param {Error} error
 */
const lost = (error) => ({ status: 0, lost: true, error: error.message });

/** @param {string} kind */
async function crash(kind) {
  const target = await freshTarget(h, kind, 'crash');
  const port = await suitePort();
  const label = target.label;
  h.log(`${label}: starting the server on port ${port}…`);
  let server = await startApp(h, target, { port });
  const shop = await shopOf(server.base, 'localhost');
  const { deliveryId, stocks } = await orderTargets(server.base, shop);
  // Stocks of the fresh database are the seed's: what every later count is checked against.
  const pool = stocks.filter((s) => s.stock >= 5);
  const seeded = new Map(stocks.map((s) => [s.stockId, s.stock]));
  const r = prng(SEED, label);
  // Its own stream, so the kills come at the same moments however many writes a round managed.
  const when = prng(SEED, `${label}:kill`);

  /** @type {Member[]} */
  const members = []; // { phone, userToken, memberToken } answered 2xx
  /** @type {PendingUser[]} */
  const users = []; // { phone, userToken } signed up (2xx) but not yet exchanged for a member token
  /** @type {PlacedOrder[]} */
  const orders = []; // { key, body, token, status, id, orderNo, lost: answer unknown yet, cut: by the kill }
  let phones = 0;
  /** @type {number[]} */
  const restarts = [];
  /** @type {{ members: string, orders: string } | undefined} */
  let kept;

  for (let round = 1; round <= ROUNDS; round++) {
    let killed = false;
    /** @param {number} w */
    const writer = async (w) => {
      while (!killed) {
        const n = ++phones;
        const phone = phoneNumber('72', n);
        // Each step's answer is a promise only once it is 2xx; a step cut by the kill promised nothing.
        let userToken;
        try {
          userToken = await signUpUser(
            server.base,
            shop,
            phone,
            `10.72.${Math.floor(n / 250)}.${(n % 250) + 1}`,
          );
        } catch (error) {
          if (killed) return;
          throw error;
        }
        const pending = { phone, userToken };
        users.push(pending);
        let memberToken;
        try {
          memberToken = await memberTokenOf(server.base, shop, userToken);
        } catch (error) {
          if (killed) return;
          throw error;
        }
        // The exchange spends the user token: from now on the member token is what proves the sign-up.
        users.splice(users.indexOf(pending), 1);
        const member = { phone, userToken, memberToken };
        members.push(member);
        for (let k = r.between(1, 4); k > 0 && !killed; k--) {
          const lines = r
            .sample(pool, r.between(1, 2))
            .map((s) => ({ id: s.stockId, quantity: r.between(1, 2) }));
          const body = orderBody(lines, deliveryId);
          const key = `crash-${round}-${w}-${n}-${k}`;
          /** @type {Outcome} */
          const answer = await placeOrder(server.base, shop, member.memberToken, body, key).catch(lost);
          const placed = /** @type {Order | undefined} */ (answer.body);
          orders.push({
            key,
            body,
            token: member.memberToken,
            status: answer.status,
            id: placed?.id,
            orderNo: placed?.orderNo,
            lost: answer.lost,
            cut: answer.lost,
          });
          if (answer.status >= 500)
            h.check(false, `${label}: an order answered ${answer.status}: ${answer.text?.slice(0, 120)}`);
        }
      }
    };
    const before = { members: members.length, orders: orders.length };
    // A writer failing before the kill is a failure of its own (a refused sign-up, a 5xx): it is
    // reported, and the round goes on with the others.
    const writing = Promise.all(
      Array.from({ length: WRITERS }, (_, w) =>
        writer(w).catch((error) => {
          if (!killed) h.check(false, `${label}: a shopper failed before the kill: ${error.message}`);
        }),
      ),
    );
    const delay = when.between(2500, 5000);
    await new Promise((resolve) => setTimeout(resolve, delay));
    killed = true;
    await server.kill();
    await writing;
    const inFlight = orders.slice(before.orders).filter((o) => o.lost).length;
    h.log(
      `${label}: round ${round}: kill -9 after ${delay} ms of writes; ${members.length - before.members} sign-ups and ` +
        `${orders.slice(before.orders).filter((o) => o.status === 200).length} orders acknowledged, ${inFlight} orders cut mid-request`,
    );
    const t0 = Date.now();
    server = await startApp(h, target, { port, keepData: true });
    restarts.push(Date.now() - t0);
    kept = await verifyAcknowledged(server.base, shop, label, round, { members, users, orders });
  }

  // The database itself, read directly once no server has it open.
  await server.stop();
  const sql = await target.openSql();
  try {
    await checkDatabase(sql, label, shop, { seeded, pool, members, users, orders });
  } finally {
    await sql.close();
  }
  const invoices = await invoiceCrash(h, target, { port, shop });
  figures.push([
    label,
    ROUNDS,
    /** @type {NonNullable<typeof kept>} */ (kept).members,
    /** @type {NonNullable<typeof kept>} */ (kept).orders,
    orders.filter((o) => o.cut).length,
    restarts.map((ms) => `${(ms / 1000).toFixed(1)} s`).join(', '),
    `${invoices.invoiced}/${invoices.orders}`,
    invoices.kills,
    invoices.attempts,
    invoices.recoveredMs === null ? 'no' : `${(invoices.recoveredMs / 1000).toFixed(1)} s`,
  ]);
}

/**
 * After a restart: every acknowledged write is there, and orders cut mid-request settle on a retry.
 * @param {string} base
 * @param {Shop} shop
 * @param {string} label
 * @param {number} round
 * @param {Written} written
 */
async function verifyAcknowledged(base, shop, label, round, { members, users, orders }) {
  const call = jsonClient(base, shop.host);
  const api = `/api-client/${shop.shopId}`;
  let missingMembers = 0;
  for (const m of members) {
    const me = await call('GET', `${api}/member/me`, undefined, m.memberToken);
    if (me.status !== 200 || /** @type {{ phone?: string } | undefined} */ (me.body)?.phone !== m.phone)
      missingMembers++;
  }
  // A sign-up answered 2xx whose member-token exchange the kill cut: if the exchange went through
  // it spent the user token, and the account must then be a member (checked on the database).
  for (const u of users) {
    const me = await call('GET', `/api-auth/${shop.orgId}/me`, undefined, u.userToken);
    u.exchanged = !(
      me.status === 200 && /** @type {{ phone?: string } | undefined} */ (me.body)?.phone === u.phone
    );
  }
  const acknowledged = orders.filter((o) => o.status === 200);
  let missingOrders = 0;
  for (const o of acknowledged) {
    const got = await call('GET', `${api}/ecommerceOrder/${o.id}`, undefined, o.token);
    const order = /** @type {Order | undefined} */ (got.body);
    const lines = (order?.EcommerceOrderItems ?? []).map((i) => `${i.stockId}×${i.quantity}`).sort();
    const sent = o.body.productStocks.map((l) => `${l.id}×${l.quantity}`).sort();
    if (
      got.status !== 200 ||
      /** @type {Order} */ (order).orderNo !== o.orderNo ||
      lines.join() !== sent.join()
    )
      missingOrders++;
  }
  // An order whose answer the kill cut may have been written or not: its retry tells, and must never
  // make a second one. Each is retried once; its outcome replaces the lost one.
  let retried = 0;
  let retryFailures = 0;
  for (const o of orders.filter((x) => x.lost)) {
    const again = await placeOrder(base, shop, o.token, o.body, o.key);
    retried++;
    if (again.status === 200)
      Object.assign(o, {
        status: 200,
        id: /** @type {Order} */ (again.body).id,
        orderNo: /** @type {Order} */ (again.body).orderNo,
        lost: false,
        retried: true,
      });
    else if (again.status === 409) Object.assign(o, { status: 409, lost: false, retried: true });
    else retryFailures++;
  }
  h.check(
    missingMembers === 0,
    `${label} round ${round}: all ${members.length} acknowledged members open with their token (${missingMembers} missing)`,
  );
  h.check(
    missingOrders === 0,
    `${label} round ${round}: all ${acknowledged.length} acknowledged orders are there with their lines (${missingOrders} missing or changed)`,
  );
  h.check(
    retryFailures === 0,
    `${label} round ${round}: ${retried} orders cut by the kill, retried with their Idempotency-Key: each answered 200 or sold out (${retryFailures} did not)`,
  );
  return {
    members: `${members.length - missingMembers}/${members.length}`,
    orders: `${acknowledged.length - missingOrders}/${acknowledged.length}`,
  };
}

/**
 * Invariants no crash may break, checked on the tables.
 * @param {Sql} sql
 * @param {string} label
 * @param {Shop} shop
 * @param {Written & { seeded: Map<number, number>, pool: StockTarget[] }} written
 */
async function checkDatabase(sql, label, shop, { seeded, pool, members, users, orders }) {
  const [{ n: orphans }] = /** @type {[{ n: number }]} */ (
    await sql.rows(
      `SELECT count(*)::int AS n FROM orders o WHERE NOT EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = o.id)`,
    )
  );
  const [{ n: mismatched }] = /** @type {[{ n: number }]} */ (
    await sql.rows(
      `SELECT count(*)::int AS n FROM orders o
      WHERE jsonb_array_length(o.amounts->'EcommerceOrderItems') <>
            (SELECT count(*) FROM order_items i WHERE i.order_id = o.id)`,
    )
  );
  const stocks = /** @type {{ id: number, stock: number, held: number }[]} */ (
    await sql.rows(
      `SELECT s.id, s.stock,
            coalesce((SELECT sum(i.quantity) FROM order_items i JOIN orders o ON o.id = i.order_id
                       WHERE i.stock_id = s.id AND o.status <> 'cancelled'), 0)::int AS held
       FROM product_stocks s WHERE s.shop_id = $1`,
      [Number(shop.shopId)],
    )
  );
  const drifted = stocks.filter((s) => seeded.has(s.id) && s.stock + s.held !== seeded.get(s.id));
  /** @type {Set<number | undefined>} */
  const ids = new Set(
    /** @type {{ id: number }[]} */ (
      await sql.rows('SELECT id FROM orders WHERE shop_id = $1', [Number(shop.shopId)])
    ).map((o) => o.id),
  );
  const acknowledged = orders.filter((o) => o.status === 200);
  const keys = await sql.rows(
    `SELECT idempotency_key AS key, count(*)::int AS n FROM orders WHERE idempotency_key LIKE 'crash-%' GROUP BY 1 HAVING count(*) > 1`,
  );
  const phones = new Set(
    /** @type {Phones} */ (
      await sql.rows(`SELECT u.phone FROM users u JOIN members m ON m.user_id = u.id WHERE m.shop_id = $1`, [
        Number(shop.shopId),
      ])
    ).map((u) => u.phone),
  );
  const held = stocks.filter((s) => pool.some((p) => p.stockId === s.id)).reduce((n, s) => n + s.held, 0);
  h.check(orphans === 0, `${label}: no order without its lines (${orphans})`);
  h.check(
    mismatched === 0,
    `${label}: every order has exactly the lines its amounts list (${mismatched} do not)`,
  );
  h.check(
    drifted.length === 0,
    `${label}: for all ${stocks.length} stocks, seeded stock = stock now + units in orders (${held} units held; ${drifted.length} drifted${drifted.length ? `: ${JSON.stringify(drifted.slice(0, 3))}` : ''})`,
  );
  h.check(
    acknowledged.every((o) => ids.has(o.id)),
    `${label}: the database holds every acknowledged order (${acknowledged.length} of ${ids.size} orders)`,
  );
  h.check(keys.length === 0, `${label}: no Idempotency-Key made two orders (${keys.length})`);
  h.check(
    members.every((m) => phones.has(m.phone)),
    `${label}: the database holds every acknowledged member (${members.length} of ${phones.size})`,
  );
  const accounts = new Set(
    /** @type {Phones} */ (
      await sql.rows('SELECT phone FROM users WHERE org_id = $1', [Number(shop.orgId)])
    ).map((u) => u.phone),
  );
  h.check(
    users.every((u) => accounts.has(u.phone) && (!u.exchanged || phones.has(u.phone))),
    `${label}: the database holds the ${users.length} accounts whose sign-up was answered but whose member ` +
      `token was cut (${users.filter((u) => u.exchanged).length} became members before the kill, the others' user tokens still open them)`,
  );
}

h.run(async () => {
  for (const kind of databases) await crash(kind);
  console.log(
    '\n' +
      table(
        [
          'database',
          'kills',
          'members kept',
          'orders kept',
          'cut mid-request',
          'restart',
          'invoiced',
          'worker kills',
          'issue attempts',
          'kill → all issued',
        ],
        figures,
      ),
  );
  closeConnections();
});
