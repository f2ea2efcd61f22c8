/**
 * `npm run operator -- order --host localhost --id 12 --to shipped`
 * `npm run operator -- ship --host localhost --id 2026112300000012 [--weight 1200]`
 * `npm run operator -- credit --host localhost --phone 0912345678 [--wallet 500] [--external 300] [--cashback 200]`
 * `npm run operator -- gateway --host localhost --type newebpay --provider newebpay --environment production --keys keys.json`
 * `npm run operator -- logistics --host localhost --provider ecpay --environment production --keys ecpay.json`
 * `npm run operator -- invoice --host localhost --provider ecpay --environment production --keys invoice.json [--issue-at paid|shipped]`
 * `npm run operator -- sms --org tea-house --provider mitake|every8d|twilio|none --keys sms.json [--sender 山茶小舖]`
 * `npm run operator -- line --host localhost --channel-id 1234567890 --keys line.json [--environment sandbox]`
 * `npm run operator -- shop create --org tea-house --org-name 山茶有限公司 --name 山茶小舖 --logo logo.svg --domain tea.localhost`
 * `npm run operator -- domain add|remove --host tea.localhost --domain tea.example.com`
 * `npm run operator -- module on|off --host tea.localhost --module ecommerce`
 * `npm run operator -- catalog import --host tea.localhost --file examples/catalog/tea-shop.json`
 * `npm run operator -- stock set --host tea.localhost --product p-dongding --spec 75g --spec 罐裝 --quantity 30`
 * `npm run operator -- delivery set --host tea.localhost --name 宅配到府 --type home --fee 100 --free-over 1500 --collection`
 * `npm run operator -- delivery remove --host tea.localhost --name 宅配到府`
 * `npm run operator -- payment on|off --host tea.localhost --type COD|atm [--bank-code 808 --account 12345678901234 --account-name 山茶有限公司]`
 * `npm run operator -- limits --host tea.localhost --open-orders 5`
 * `npm run operator -- staff add|remove --host tea.localhost --phone 0912345678 [--role owner|staff] [--name 小美]`
 * `npm run operator -- stats --host tea.localhost [--days 30]`
 * `npm run operator -- intents list [--host tea.localhost] [--failed] [--kind invoice]`
 * `npm run operator -- intents retry --id 12`
 * `npm run operator -- invoice list --failed`, `npm run operator -- shipment list --failed` (the same, by family)
 *
 * What a shop does from a terminal (the console at /admin does the day's orders): move an order (paid, shipped, completed, cancelled), hand
 * its parcel to the carrier and print the label, and add
 * stored value or cashback to a member; open a shop, give it domains, switch its modules, import its
 * catalog, set its stock, give it its deliveries and switch cash on delivery or ATM transfers on or
 * off (a new shop has neither, so it cannot take an order before), read its home visits, and list
 * and retry calls to providers. With DATABASE_URL the shop API's
 * own services run here against PostgreSQL. The embedded database belongs to the running server
 * alone, so then the server's operator endpoints are asked, with the secret it keeps in DATA_DIR (as
 * `npm run member` does).
 */
import fs from 'node:fs';
import path from 'node:path';
import { OPERATOR_SECRET_FILE } from '@/lib/server/auth/operator';
import type { Db } from '@/lib/server/db/client';
import { dataDir } from '@/lib/server/db/location';
import { DomainError } from '@/lib/server/kernel/errors';
import { STATUS_OF_KIND } from '@/lib/server/http/status';
import type { Changed } from '@/lib/server/kernel/changed';
import type { Command } from './operator/command';
import { report } from './operator/report';
import { command, fail, values } from './operator/args';

/** The shop-changing commands, each one action of lib/server/operator. */
async function operatorWrite(db: Db, cmd: Command): Promise<Changed> {
  if (cmd.kind === 'shop') return (await import('@/lib/server/shops/create')).createShop(db, cmd.body);
  if (cmd.kind === 'domain') return (await import('@/lib/server/shops/domains')).changeDomain(db, cmd.body);
  if (cmd.kind === 'module') return (await import('@/lib/server/shops/moduleSwitch')).setModule(db, cmd.body);
  if (cmd.kind === 'limits') return (await import('@/lib/server/shops/limits')).setLimits(db, cmd.body);
  if (cmd.kind === 'catalog')
    return (await import('@/lib/server/catalog/import')).importCatalog(db, cmd.body);
  if (cmd.kind === 'stock') return (await import('@/lib/server/operator/stock')).setStock(db, cmd.body);
  if (cmd.kind === 'delivery')
    return (await import('@/lib/server/logistics/deliveryOptions')).changeDelivery(db, cmd.body);
  if (cmd.kind === 'payment') return (await import('@/lib/server/payments/offline')).setPayment(db, cmd.body);
  if (cmd.kind === 'sms') return (await import('@/lib/server/sms/operatorConfig')).configureSms(db, cmd.body);
  if (cmd.kind === 'staff')
    return (await import('@/lib/server/staff/operatorStaff')).operatorStaff(db, cmd.body);
  if (cmd.kind === 'invoice')
    return (await import('@/lib/server/invoices/operatorConfig')).configureInvoice(db, cmd.body);
  throw new Error(`not an operator write: ${cmd.kind}`);
}

/**
 * Tells the running servers on the same PostgreSQL what changed, so their caches forget it now rather
 * than when their timers run out (lib/server/revalidate).
 */
async function told<R extends Changed>(db: Db, cmd: Command, result: R): Promise<R> {
  const { announce, changeOfShops } = await import('@/lib/server/revalidate/announce');
  // A removed domain is no longer the shop's, yet servers still have its pages and lookup.
  const hosts = cmd.kind === 'domain' ? [cmd.body.domain] : [];
  await announce(db, await changeOfShops(db, result.changedShops, hosts));
  return result;
}

async function viaDatabase(cmd: Command): Promise<unknown> {
  const { closeDb, getDb } = await import('@/lib/server/db/client');
  const db = await getDb();
  try {
    if (cmd.kind === 'order') {
      const { operatorTransition } = await import('@/lib/server/orders/transitions');
      return await told(db, cmd, await operatorTransition(db, cmd.body));
    }
    if (cmd.kind === 'return') {
      const { operatorReturn } = await import('@/lib/server/returns/decide');
      return await told(db, cmd, await operatorReturn(db, cmd.body));
    }
    if (cmd.kind === 'ship') {
      const { shipOrder } = await import('@/lib/server/shipments/ship');
      // No request to read an address from: the provider and the label are given PUBLIC_ORIGIN's.
      return await shipOrder(db, cmd.body, process.env.PUBLIC_ORIGIN?.trim() || values.url);
    }
    if (cmd.kind === 'gateway') {
      const { configureGateway } = await import('@/lib/server/payments/operatorConfig');
      return await told(db, cmd, await configureGateway(db, cmd.body));
    }
    if (cmd.kind === 'logistics') {
      const { configureLogistics } = await import('@/lib/server/logistics/operatorConfig');
      return await told(db, cmd, await configureLogistics(db, cmd.body));
    }
    if (cmd.kind === 'line') {
      const { configureLine } = await import('@/lib/server/line/operatorConfig');
      return await told(db, cmd, await configureLine(db, cmd.body));
    }
    if (cmd.kind === 'credit') {
      const { creditMember } = await import('@/lib/server/members/credit');
      return await creditMember(db, cmd.body);
    }
    if (cmd.kind === 'stats') {
      const { homeVisitStats } = await import('@/lib/server/visits/stats');
      return await homeVisitStats(db, cmd.body);
    }
    if (cmd.kind === 'intents') {
      const { operateIntents } = await import('@/lib/server/operator/intents');
      return await operateIntents(db, cmd.body);
    }
    return await told(db, cmd, await operatorWrite(db, cmd));
  } catch (error) {
    if (error instanceof DomainError) fail(`${STATUS_OF_KIND[error.kind]}: ${error.message}`);
    throw error;
  } finally {
    await closeDb();
  }
}

const secretFile = path.resolve(dataDir(), OPERATOR_SECRET_FILE);
const readSecret = () => process.env.OPERATOR_SECRET || fs.readFileSync(secretFile, 'utf8').trim();

async function callOperator(base: string, cmd: Command, secret: string | null) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (secret) headers['x-operator-secret'] = secret;
  let response: Response;
  try {
    response = await fetch(`${base}/api-auth/operator/${cmd.kind}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(cmd.body),
    });
  } catch {
    return fail(
      `No server answers at ${base}. The embedded database may only be opened by the server that owns it:\n` +
        'start it (npm run demo), or pass --url, or set DATABASE_URL to use PostgreSQL.',
    );
  }
  const body: unknown = await response.json().catch(() => ({}));
  return { status: response.status, body };
}

async function viaServer(base: string, cmd: Command): Promise<unknown> {
  let secret: string;
  try {
    secret = readSecret();
  } catch {
    // The server writes its secret the first time an operator call is made: ask once without it.
    await callOperator(base, cmd, null);
    try {
      secret = readSecret();
    } catch {
      return fail(`The server at ${base} keeps no secret in ${secretFile}: is it using another DATA_DIR?`);
    }
  }
  const { status, body } = await callOperator(base, cmd, secret);
  if (status !== 200) fail(`${status}: ${(body as { msg?: string }).msg ?? 'unexpected answer'}`);
  return body;
}

async function main() {
  const cmd = command();
  const result = process.env.DATABASE_URL
    ? await viaDatabase(cmd)
    : await viaServer(values.url.replace(/\/$/, ''), cmd);
  console.log(report(cmd, result));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
