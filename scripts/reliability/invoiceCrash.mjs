// @ts-check
// The e-invoice round of `npm run test:crash`: a worker killed between the provider's answer and our
// write leaves one invoice per order once restarted. Cash-on-delivery orders are completed (paid) with
// the worker off, so their `invoice.issue` intents wait; a server whose worker kills itself right after
// the e-invoice sandbox answered (STOREFRONT_TEST_HOOKS=1, INTENT_KILL_AFTER_SEND) runs until it dies;
// a restart on the same data sends what is left. Then every order shows an invoice number, the one the
// sandbox issued for its order number (RelateNumber), the sandbox holds one invoice per order and no
// other, the killed intent was done on a later attempt and no intent failed.
import { jsonClient } from './client.mjs';
import { startApp } from './harness.mjs';
import { orderBody, orderTargets, phoneNumber, placeOrder, signUp } from './shoppers.mjs';

/**
 * @typedef {import('./harness.mjs').Harness} Harness
 * @typedef {import('./harness.mjs').Target} Target
 * @typedef {import('./shoppers.mjs').Shop} Shop
 * @typedef {import('../../lib/server/operator/intents').IntentLine} IntentLine
 * @typedef {import('../../lib/api/contract').Order} Order
 * @typedef {{ id: number, orderNo: string, token: string }} PaidOrder
 */

/** Orders paid in the round: more than the worker sends at once (4), so some are still waiting at the kill. */
const ORDERS = 8;
const SHOPPERS = 2;
/**
 * The killed worker's claims run out after this, and the restart takes them over: short, so the
 * round is quick; long enough that the sandbox's answer (waited for half of it) comes in time.
 */
const LEASE_SECONDS = 6;
/** The dying server must be gone, and the restart done with every invoice, within these. */
const DEATH_MS = 60_000;
const RECOVERY_MS = 60_000;
const INVOICE_NUMBER = /^[A-Z]{2}\d{8}$/;
const KILL_LINE = /\{"scope":"intent","event":"killed-after-send"[^\n]*\}/g;

/**
 * Runs the round on `target`'s data (a server on `port` must not be running) for `shop`.
 * @param {Harness} h
 * @param {Target} target
 * @param {{ port: number, shop: Shop }} round
 * @returns {Promise<{ orders: number, invoiced: number, kills: number, attempts: number, recoveredMs: number | null }>}
 */
export async function invoiceCrash(h, target, { port, shop }) {
  const label = `${target.label} e-invoices`;
  const secret = target.operatorSecret;

  h.log(`${label}: restarting with the intent worker off to pay orders…`);
  let server = await startApp(h, target, { port, keepData: true, env: { INTENT_WORKER_SECONDS: '0' } });
  const paid = await payOrders(h, server.base, shop, secret, label);
  await server.stop();
  const orderNos = new Set(paid.map((o) => o.orderNo));

  const started = Date.now();
  const dying = await startApp(h, target, {
    port,
    keepData: true,
    ready: false,
    env: {
      INTENT_WORKER_SECONDS: '1',
      INTENT_LEASE_SECONDS: String(LEASE_SECONDS),
      STOREFRONT_TEST_HOOKS: '1',
      INTENT_KILL_AFTER_SEND: 'invoice.issue',
    },
  });
  const end = await within(dying.exited, DEATH_MS);
  const killedAt = Date.now();
  if (!end) await dying.kill();
  const killed = [...dying.log().matchAll(KILL_LINE)].map(
    (m) => /** @type {{ id: number }} */ (JSON.parse(m[0])).id,
  );
  h.log(
    `${label}: the server with the kill switch ended ${((killedAt - started) / 1000).toFixed(1)} s after its start`,
  );
  h.check(
    end?.signal === 'SIGKILL' && killed.length === 1,
    `${label}: the worker killed itself after the sandbox answered intent ${killed.join(', ') || '(none)'} ` +
      `(the server ended by ${end ? (end.signal ?? `exit ${end.code}`) : `nothing within ${DEATH_MS / 1000} s`})`,
  );

  server = await startApp(h, target, { port, keepData: true, env: { INTENT_WORKER_SECONDS: '1' } });
  const intents = await settledIntents(server.base, shop, secret, orderNos);
  const recoveredMs = intents ? Date.now() - killedAt : null;
  const last = intents ?? (await invoiceIntents(server.base, shop, secret, orderNos));
  h.log(
    `${label}: ${last.filter((i) => i.status === 'done').length} of ${paid.length} intents done ` +
      (recoveredMs === null
        ? `within ${RECOVERY_MS / 1000} s`
        : `${(recoveredMs / 1000).toFixed(1)} s after the kill`),
  );
  const shown = await shownInvoices(server.base, shop, paid);
  await server.stop();
  const issued = await sandboxBook(target, shop);

  const notDone = last.filter((i) => i.status !== 'done');
  h.check(
    last.length === paid.length && notDone.length === 0,
    `${label}: all ${paid.length} orders' invoice intents done after the restart (${last.length} found; ` +
      `${notDone.map((i) => `${i.id} ${i.status} ${i.lastError ?? ''}`.trim()).join(', ') || 'none'} not done)`,
  );
  const victim = last.find((i) => i.id === killed[0]);
  h.check(
    victim?.status === 'done' && victim.attempts >= 2,
    `${label}: the killed intent was done on a later attempt (${victim ? `${victim.status}, attempt ${victim.attempts}` : 'not found'})`,
  );
  const malformed = paid.filter((o) => !INVOICE_NUMBER.test(shown.get(o.id) ?? ''));
  h.check(
    malformed.length === 0,
    `${label}: every paid order shows its invoice number (${malformed.length} without one of two letters and eight digits)`,
  );
  const numbers = paid.map((o) => shown.get(o.id)).filter(Boolean);
  h.check(
    new Set(numbers).size === numbers.length,
    `${label}: no two orders show the same number (${numbers.length} numbers)`,
  );
  const differing = paid.filter((o) => issued.get(o.orderNo)?.join() !== shown.get(o.id));
  const strays = [...issued.keys()].filter((no) => !orderNos.has(no));
  h.check(
    differing.length === 0 && strays.length === 0,
    `${label}: the sandbox issued exactly one invoice per order, the one the order shows ` +
      `(${differing.length} orders differ or have none or several; ${strays.length} invoices of no order of this round)`,
  );
  return {
    orders: paid.length,
    invoiced: paid.length - malformed.length,
    kills: killed.length,
    attempts: last.reduce((n, i) => n + i.attempts, 0),
    recoveredMs,
  };
}

/**
 * Shoppers sign up and order cash on delivery; the shop ships and completes each, which pays it.
 * @param {Harness} h
 * @param {string} base
 * @param {Shop} shop
 * @param {string} secret
 * @param {string} label
 */
async function payOrders(h, base, shop, secret, label) {
  const { deliveryId, stocks } = await orderTargets(base, shop);
  const plenty = stocks.filter((s) => s.stock >= 2).sort((a, b) => b.stock - a.stock);
  if (!plenty.length) throw new Error(`${label}: no stock left to order`);
  const operator = jsonClient(base, 'localhost');
  /** @type {PaidOrder[]} */
  const paid = [];
  for (let n = 1; n <= SHOPPERS; n++) {
    const member = await signUp(base, shop, phoneNumber('73', n), `10.73.0.${n}`);
    for (let k = n; k <= ORDERS; k += SHOPPERS) {
      const stock = /** @type {(typeof plenty)[number]} */ (plenty[k % plenty.length]);
      const body = orderBody([{ id: stock.stockId, quantity: 1 }], deliveryId);
      const placed = await placeOrder(base, shop, member.memberToken, body, `invoice-crash-${k}`);
      if (placed.status !== 200)
        throw new Error(`${label}: an order answered ${placed.status}: ${placed.text}`);
      const order = /** @type {Order} */ (placed.body);
      for (const action of ['shipped', 'completed']) {
        const moved = await operator(
          'POST',
          '/api-auth/operator/order',
          { host: shop.host, orderId: String(order.id), action },
          null,
          { 'x-operator-secret': secret },
        );
        if (moved.status !== 200)
          throw new Error(`${label}: ${action} answered ${moved.status}: ${moved.text.slice(0, 200)}`);
      }
      paid.push({ id: order.id, orderNo: order.orderNo, token: member.memberToken });
    }
  }
  h.log(`${label}: ${paid.length} cash-on-delivery orders completed, their invoices waiting`);
  return paid;
}

/**
 * The shop's `invoice.issue` intents of these orders, as the operator lists them.
 * @param {string} base
 * @param {Shop} shop
 * @param {string} secret
 * @param {Set<string>} orderNos
 * @returns {Promise<IntentLine[]>}
 */
async function invoiceIntents(base, shop, secret, orderNos) {
  const operator = jsonClient(base, 'localhost');
  const list = await operator(
    'POST',
    '/api-auth/operator/intents',
    { action: 'list', host: shop.host, kind: 'invoice.issue' },
    null,
    { 'x-operator-secret': secret },
  );
  if (list.status !== 200)
    throw new Error(`intents list answered ${list.status}: ${list.text.slice(0, 200)}`);
  return /** @type {{ intents: IntentLine[] }} */ (list.body).intents.filter(
    (i) => i.orderNo !== null && orderNos.has(i.orderNo),
  );
}

/**
 * The intents once none is waiting or being sent, or null if that takes longer than RECOVERY_MS.
 * @param {string} base
 * @param {Shop} shop
 * @param {string} secret
 * @param {Set<string>} orderNos
 */
async function settledIntents(base, shop, secret, orderNos) {
  const deadline = Date.now() + RECOVERY_MS;
  while (Date.now() < deadline) {
    const intents = await invoiceIntents(base, shop, secret, orderNos);
    if (
      intents.length === orderNos.size &&
      intents.every((i) => i.status === 'done' || i.status === 'failed')
    )
      return intents;
    await sleep(250);
  }
  return null;
}

/**
 * The invoice number each order shows its shopper (`issuedInvoice`), by order id.
 * @param {string} base
 * @param {Shop} shop
 * @param {PaidOrder[]} paid
 */
async function shownInvoices(base, shop, paid) {
  const call = jsonClient(base, shop.host);
  /** @type {Map<number, string>} */
  const shown = new Map();
  for (const o of paid) {
    const got = await call('GET', `/api-client/${shop.shopId}/ecommerceOrder/${o.id}`, undefined, o.token);
    const order = /** @type {Order} */ (got.body);
    if (got.status === 200 && order.issuedInvoice) shown.set(o.id, order.issuedInvoice.number);
  }
  return shown;
}

/**
 * What the sandbox issued under the shop's merchant id, read from its own table once no server has
 * the database open: every invoice number by RelateNumber (more than one would be a second invoice).
 * @param {Target} target
 * @param {Shop} shop
 */
async function sandboxBook(target, shop) {
  const sql = await target.openSql();
  try {
    const rows = /** @type {{ relate_number: string, invoice_no: string }[]} */ (
      await sql.rows(
        `SELECT s.relate_number, s.invoice_no FROM sandbox_invoices s
         JOIN invoice_configs c ON c.credentials->>'MerchantID' = s.merchant_id
        WHERE c.shop_id = $1 ORDER BY s.id`,
        [Number(shop.shopId)],
      )
    );
    /** @type {Map<string, string[]>} */
    const book = new Map();
    for (const r of rows) book.set(r.relate_number, [...(book.get(r.relate_number) ?? []), r.invoice_no]);
    return book;
  } finally {
    await sql.close();
  }
}

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The promise's value, or null when it takes longer than `ms`.
 * @template T
 * @param {Promise<T>} promise
 * @param {number} ms
 * @returns {Promise<T | null>}
 */
function within(promise, ms) {
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  /** @type {Promise<null>} */
  const late = new Promise((resolve) => (timer = setTimeout(() => resolve(null), ms)));
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}
