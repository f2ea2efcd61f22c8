// What the operator is told after a command: one line or a few, never keys.
import type { Order } from '@/lib/api/contract';
import { ORDER_STATUS_LABELS } from '@/lib/order/labels';
import type { Balances } from '@/lib/server/members/credit';
import type { ImportResult } from '@/lib/server/catalog/import';
import type { DeliveryResult } from '@/lib/server/logistics/deliveryOptions';
import type { PaymentResult } from '@/lib/server/payments/offline';
import type { Changed } from '@/lib/server/kernel/changed';
import type { VisitStats } from '@/lib/server/visits/stats';
import type { IntentLine, IntentsAnswer } from '@/lib/server/operator/intents';
import { LABEL_LINK_MINUTES } from '@/lib/server/shipments/labelLink';
import type { ShipAnswer } from '@/lib/server/shipments/ship';
import type { OperatorStaffAnswer } from '@/lib/server/staff/operatorStaff';
import { ROLE_LABELS } from '@/lib/console/staffLabels';
import type { Command } from './command';

export function report(cmd: Command, result: unknown): string {
  if (cmd.kind === 'order') {
    const order = result as Order;
    return (
      `Order ${order.id} (${order.orderNo}) of ${cmd.body.host}: ${order.status} ${ORDER_STATUS_LABELS[order.status]}` +
      (order.paidAt ? `, paid at ${order.paidAt}` : ', not paid')
    );
  }
  if (cmd.kind === 'return') {
    const order = result as Order;
    const r = order.return;
    if (!r) return `Order ${order.id} (${order.orderNo}) of ${cmd.body.host}: no return`;
    const refund =
      r.refundMethod === 'manual' && r.refundStatus === 'pending'
        ? ` — refund NT$${r.refundAmount} by hand, then: return refunded --id ${order.orderNo}`
        : r.refundMethod
          ? `, refund NT$${r.refundAmount} (${r.refundMethod}, ${r.refundStatus})`
          : '';
    return `Order ${order.id} (${order.orderNo}) of ${cmd.body.host}: return ${r.status} ${r.statusLabel}${refund}`;
  }
  if (cmd.kind === 'staff') {
    const { staff, removed } = result as OperatorStaffAnswer;
    const who = `${staff.phone}${staff.name ? ` ${staff.name}` : ''}`;
    return removed
      ? `Staff ${who} removed from the organisation of ${cmd.body.host}; their console sessions ended`
      : `Staff ${who} of the organisation of ${cmd.body.host}: ${staff.role} ${ROLE_LABELS[staff.role]} — signs in at http://${cmd.body.host}/admin`;
  }
  if (cmd.kind === 'ship') return shipReport(cmd.body.host, result as ShipAnswer);
  if (cmd.kind === 'gateway' || cmd.kind === 'logistics' || cmd.kind === 'line' || cmd.kind === 'invoice') {
    // The keys are never printed: only what was switched.
    const { changedShops: _, ...switched } = result as Changed;
    return `${cmd.body.host}: ${JSON.stringify(switched)}`;
  }
  if (cmd.kind === 'sms') {
    // As with gateway: what was switched, never the keys.
    const r = result as { org: string; provider: string; sender: string | null };
    return r.provider === 'none'
      ? `Organisation ${r.org}: no text-message provider (codes answer 503 outside demo mode)`
      : `Organisation ${r.org}: texts through ${r.provider}${r.sender ? `, signed 【${r.sender}】` : ''}`;
  }
  if (cmd.kind === 'credit') {
    const b = result as Balances;
    return `Member ${cmd.body.phone} of ${cmd.body.host}: 購物金 ${b.wallet}, 外部錢包 ${b.external}, 回饋金 ${b.cashback}`;
  }
  if (cmd.kind === 'shop') {
    const r = result as { shopId: number; orgCreated: boolean; domains: string[] };
    return (
      `Shop ${r.shopId} ${cmd.body.name} (organisation ${cmd.body.org}${r.orgCreated ? ', new' : ''})\n` +
      `Domains: ${r.domains.join(', ')}\n` +
      r.domains.map((d) => `  http://${d}:${process.env.PORT || 3000}/`).join('\n') +
      (cmd.body.owner
        ? `\nOwner ${cmd.body.owner} signs in at http://${r.domains[0]}:${process.env.PORT || 3000}/admin`
        : '\nNo owner yet: add one with `staff add --role owner` (or `shop create --owner`)') +
      // A new shop has neither yet, and shoppers cannot check out without them (see the README).
      '\nNo delivery or payment yet: add them in the console (設定) or with `delivery set` and `payment on`'
    );
  }
  if (cmd.kind === 'delivery') return deliveryReport(cmd.body.host, result as DeliveryResult);
  if (cmd.kind === 'payment') {
    const r = result as PaymentResult;
    return (
      `${cmd.body.host}: payment ${r.type} ${r.enabled ? 'on' : 'off'}${r.fee ? `, fee NT$${r.fee}` : ''}` +
      (r.account ? `, to ${r.account.bankCode} ${r.account.account} (${r.account.accountName})` : '') +
      gapsReport(r.gaps)
    );
  }
  if (cmd.kind === 'domain')
    return `Domains of the shop: ${(result as { domains: string[] }).domains.join(', ')}`;
  if (cmd.kind === 'stats') return statsReport(result as VisitStats);
  if (cmd.kind === 'intents') return intentsReport(result as IntentsAnswer);
  if (cmd.kind === 'limits') {
    const limits = result as { openOrders: number; lowStock: number };
    return `${cmd.body.host}: at most ${limits.openOrders} open unpaid orders per member; stock below ${limits.lowStock} is low`;
  }
  if (cmd.kind === 'module') return `${cmd.body.host}: ${cmd.body.module} ${cmd.body.enabled ? 'on' : 'off'}`;
  if (cmd.kind === 'stock') {
    const r = result as { product: string; spec: string[]; quantity: number };
    return `${r.product}${r.spec.length ? ` ${r.spec.join('/')}` : ''}: stock ${r.quantity}`;
  }
  const r = result as ImportResult;
  const counts = (c: ImportResult['created']) =>
    `${c.categoryGroups} category groups, ${c.categories} categories, ${c.activities} activities, ` +
    `${c.products} products, ${c.stocks} stocks`;
  return (
    `Imported ${cmd.kind === 'catalog' ? cmd.body.fileName : ''} into shop ${r.shopId}\n` +
    `  created: ${counts(r.created)}\n  updated: ${counts(r.updated)}` +
    (r.removedStocks ? `\n  taken off sale: ${r.removedStocks} stocks no longer in the file` : '')
  );
}

/** The order, its parcel as the carrier knows it, and where to print the label (an address that expires). */
function shipReport(host: string, a: ShipAnswer): string {
  const parcel = a.parcel;
  return [
    `Order ${a.id} (${a.orderNo}) of ${host}: ${a.status} ${ORDER_STATUS_LABELS[a.status]}`,
    parcel
      ? `Parcel: ${parcel.carrier} ${parcel.trackingNo ?? '(no tracking number yet)'}, ${parcel.status} ${parcel.statusLabel}` +
        (parcel.pickupDeadline ? `, pick up by ${parcel.pickupDeadline}` : '')
      : 'Parcel: none',
    `Label (open in a browser within ${LABEL_LINK_MINUTES} minutes): ${a.labelUrl}`,
  ].join('\n');
}

function deliveryReport(host: string, r: DeliveryResult): string {
  if (r.outcome === 'removed') return `${host}: delivery ${r.delivery.name} removed` + gapsReport(r.gaps);
  const d = r.delivery as Extract<DeliveryResult['delivery'], { id: number }>;
  const details = [
    d.chain ? `${d.type} ${d.chain}` : d.type,
    `fee NT$${d.fee}`,
    d.freeOver === null ? 'never free' : `free from NT$${d.freeOver}`,
    d.collection ? 'cash on delivery' : 'no cash on delivery',
    d.enabled ? 'enabled' : 'disabled',
    ...(d.branches.length ? [`branches ${d.branches.join('、')}`] : []),
  ];
  return `${host}: delivery ${d.name} ${r.outcome} (${details.join(', ')})` + gapsReport(r.gaps);
}

/** What still keeps shoppers from checking out, after the change. */
const gapsReport = (gaps: string[]) =>
  gaps.length ? `\nStill missing for shoppers to check out:\n${gaps.map((g) => `  - ${g}`).join('\n')}` : '';

/** One line per Taiwan date, newest first, the counts aligned. */
function statsReport(stats: VisitStats): string {
  const width = Math.max(...stats.days.map((d) => String(d.count).length));
  return [
    `Home visits of shop ${stats.shopId} ${stats.shop} (Taiwan dates, newest first):`,
    ...stats.days.map((d) => `  ${d.day}  ${String(d.count).padStart(width)}`),
  ].join('\n');
}

/** One line per intent: what, for which order, how far it got, and why it stopped if it did. */
function intentLine(i: IntentLine): string {
  const state =
    i.status === 'pending'
      ? `pending, next try ${i.nextAttemptAt}`
      : i.status === 'failed'
        ? `failed after ${i.attempts} attempt${i.attempts === 1 ? '' : 's'}`
        : i.status;
  return (
    `#${i.id} ${i.kind} shop ${i.shopId} ${i.shop}${i.orderNo ? ` order ${i.orderNo}` : ''} key ${i.key}: ${state}` +
    (i.lastError && i.status !== 'done' ? ` (${i.lastError})` : '')
  );
}

function intentsReport(answer: IntentsAnswer): string {
  if (answer.action === 'retry') return `Sending again: ${intentLine(answer.intent)}`;
  return answer.intents.length ? answer.intents.map(intentLine).join('\n') : 'No intents match.';
}
