import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sandboxParcels } from '../../db/schema';
import { hiddenFields, html, join, page } from '../../payments/sandbox/page';
import { PARCEL_STATE_LABELS, ParcelStateSchema, type ParcelState } from '../../shipments/states';
import { checkMacValue } from '../ecpay/checkMacValue';
import { isHome, type LogisticsKeys } from '../ecpay/express';
import { shopOfSandboxMerchant } from '../keys';
import { advanceParcel, LOGISTICS_ID_BASE, SANDBOX_LOGISTICS_PATH, signedBy } from './express';

/**
 * The sandbox's label: what ECPay's print pages show a shop (the parcel's numbers), and, as no
 * carrier will ever scan it, buttons that move the parcel on as the carrier's reports would.
 */
const ADVANCE_PATH = `${SANDBOX_LOGISTICS_PATH}/advance`;

const STORE_STEPS: ParcelState[] = ['shipped', 'arrived', 'pickedUp', 'notPickedUp', 'returned'];
const HOME_STEPS: ParcelState[] = ['shipped', 'delivered'];

const refused = (message: string) =>
  page(
    '測試物流',
    html`<h1>無法處理</h1>
      <p>${message}</p>`,
    400,
  );

type Parcel = typeof sandboxParcels.$inferSelect;

function labelPage(parcel: Parcel, keys: LogisticsKeys, note?: string): Response {
  const a = parcel.answer;
  const steps = isHome(a.LogisticsSubType ?? '') ? HOME_STEPS : STORE_STEPS;
  const buttons = join(
    steps.map((step) => {
      // Signed like every sandbox request, so only a page the sandbox drew can move the parcel.
      const fields = { MerchantID: keys.merchantId, MerchantTradeNo: parcel.merchantTradeNo, Step: step };
      const signed = { ...fields, CheckMacValue: checkMacValue(fields, keys.hashKey, keys.hashIV, 'md5') };
      return html`<form method="post" action="${ADVANCE_PATH}">
        ${hiddenFields(signed)}<button class="fail" data-step="${step}">${PARCEL_STATE_LABELS[step]}</button>
      </form>`;
    }),
  );
  return page(
    '測試託運單',
    html`<span class="badge">測試環境</span>
      <h1>測試託運單</h1>
      <div class="card">
        <dl>
          <dt>物流編號</dt>
          <dd>${a.AllPayLogisticsID ?? ''}</dd>
          <dt>訂單編號</dt>
          <dd>${parcel.merchantTradeNo}</dd>
          <dt>物流</dt>
          <dd>${a.LogisticsSubType ?? ''}</dd>
          <dt>寄貨編號</dt>
          <dd>${a.CVSPaymentNo || a.BookingNote || ''}</dd>
          <dt>驗證碼</dt>
          <dd>${a.CVSValidationNo ?? ''}</dd>
          <dt>門市</dt>
          <dd>${parcel.request.ReceiverStoreID ?? ''}</dd>
          <dt>最新貨態</dt>
          <dd>${parcel.rtnCode}</dd>
        </dl>
      </div>
      ${note ? html`<p>${note}</p>` : html``}
      <h2>模擬物流進度</h2>
      ${buttons}
      <p class="note">這是測試物流的託運單，不會有包裹寄出。按下進度會送出與綠界相同格式的物流狀態通知。</p>`,
  );
}

/** A print request (any of ECPay's print addresses): the parcel's label, when the request is signed. */
export async function sandboxLabel(db: DbOrTx, form: Record<string, string>): Promise<Response> {
  const keys = await signedBy(db, form);
  const id = Number(form.AllPayLogisticsID) - LOGISTICS_ID_BASE;
  const [parcel] =
    keys && Number.isSafeInteger(id)
      ? await db
          .select()
          .from(sandboxParcels)
          .where(and(eq(sandboxParcels.id, id), eq(sandboxParcels.merchantId, keys.merchantId)))
      : [];
  if (!keys || !parcel) return refused('託運單資料驗證失敗');
  return labelPage(parcel, keys);
}

/** A button of the label: the step's notice is posted, and the label is drawn again with its answer. */
export async function sandboxAdvance(db: DbOrTx, form: Record<string, string>): Promise<Response> {
  const keys = await signedBy(db, form);
  const step = ParcelStateSchema.safeParse(form.Step);
  const shopId = shopOfSandboxMerchant(form.MerchantID ?? '');
  if (!keys || !step.success || shopId === null) return refused('物流進度資料驗證失敗');
  let note: string;
  try {
    const status = await advanceParcel(db, shopId, form.MerchantTradeNo ?? '', step.data);
    note = `已送出「${PARCEL_STATE_LABELS[step.data]}」通知，商店回應 HTTP ${status}。`;
  } catch (error) {
    note = `無法送出通知：${(error as Error).message}`;
  }
  const [parcel] = await db
    .select()
    .from(sandboxParcels)
    .where(
      and(
        eq(sandboxParcels.merchantId, keys.merchantId),
        eq(sandboxParcels.merchantTradeNo, form.MerchantTradeNo ?? ''),
      ),
    );
  return parcel ? labelPage(parcel, keys, note) : refused(note);
}
