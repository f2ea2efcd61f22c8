import { createHmac } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { clock } from '../auth/clock';
import { operatorSecret } from '../auth/operator';
import type { DbOrTx } from '../db/client';
import { shipments } from '../db/schema';
import { labelForm } from '../logistics/ecpay/express';
import { shopLogistics } from '../logistics/keys';
import { hiddenFields, html, page } from '../payments/sandbox/page';
import { expiryOf, labelLinkCheck, labelUrl, readLabelLink } from './labelLink';
import { endpointOf, SHIPMENT_MESSAGES } from './service';

/**
 * The key label addresses are signed with, derived from the operator's secret (OPERATOR_SECRET, or
 * the one kept in DATA_DIR): whoever may run operator commands may print, every process sharing the
 * secret accepts the same addresses, and a new secret voids every address given out before.
 */
const labelKey = () => createHmac('sha256', operatorSecret()).update('parcel-label').digest();

/** A fresh print address for the parcel, good for LABEL_LINK_MINUTES. */
export const parcelLabelUrl = (origin: string, shopId: number, merchantTradeNo: string, now = clock.now()) =>
  labelUrl(origin, labelKey(), { shopId, merchantTradeNo, expires: expiryOf(now) });

const refused = (status: number, message: string) =>
  page(
    '託運單',
    html`<h1>無法開啟託運單</h1>
      <p>${message}</p>`,
    status,
  );

/**
 * GET …/ecommerceLogistics/label?parcel=&expires=&signature=: a page that posts the signed print
 * form to the provider at once (ECPay's print pages take a signed POST and refuse frames), with a
 * button for a browser that runs no script. For a sandbox shop the form leads to the sandbox's label
 * with its buttons that move the parcel on. The address is never sent on (no referrer) or kept.
 */
export async function labelPage(db: DbOrTx, shopId: number, query: URLSearchParams, origin: string) {
  const read = readLabelLink(shopId, query);
  const verdict = read ? labelLinkCheck(labelKey(), read.link, read.signature, clock.now()) : 'forged';
  if (!read || verdict !== 'ok')
    return refused(
      403,
      verdict === 'expired'
        ? '此託運單連結已過期，請再執行一次 ship 取得新的連結。'
        : '託運單連結不正確，請再執行一次 ship 取得新的連結。',
    );
  const [parcel] = await db
    .select()
    .from(shipments)
    .where(and(eq(shipments.shopId, shopId), eq(shipments.merchantTradeNo, read.link.merchantTradeNo)));
  if (!parcel) return refused(404, '找不到此託運單。');
  const logistics = await shopLogistics(db, shopId);
  if (!logistics) return refused(503, SHIPMENT_MESSAGES.notReady);
  const form = labelForm(logistics.keys, endpointOf(db, logistics, origin).host, parcel);
  const response = page(
    '列印託運單',
    html`<h1>列印託運單</h1>
      <form method="post" action="${form.action}">
        ${hiddenFields(form.fields)}<button class="pay">前往列印託運單</button>
      </form>
      <p class="note">正在前往物流商的列印頁面；若沒有自動前往，請按上方按鈕。</p>
      <script>
        document.forms[0].submit();
      </script>`,
  );
  response.headers.set('referrer-policy', 'no-referrer');
  return response;
}
