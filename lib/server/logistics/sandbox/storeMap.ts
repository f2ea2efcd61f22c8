import { hiddenFields, html, join, page } from '../../payments/sandbox/page';
import { sandboxAllowed } from '../../payments/sandbox/gateway';
import { carrierName } from '../../shipments/carriers';
import { EXTRA_DATA_MAX } from '../ecpay/map';
import { storesOfChain } from './stores';

/** The sandbox store map, reached by the storefront's form post as ECPay's map is. */
export const SANDBOX_MAP_PATH = '/api-client/sandboxStoreMap';

/**
 * Lists the chain's stores; picking one posts the store back to ServerReplyURL with the fields
 * ECPay's map posts (CVSStoreID, CVSStoreName, CVSAddress, …, ExtraData unchanged).
 */
export function sandboxStoreMap(form: URLSearchParams, origin: string): Response {
  const subType = form.get('LogisticsSubType') ?? '';
  const replyURL = form.get('ServerReplyURL') ?? '';
  const stores = storesOfChain(subType);
  // ECPay's limits on the map request (Logistic_Node.js, ECpayLogistics.xml): MerchantTradeNo
  // String(20) of letters and digits, ExtraData String(20).
  const fits =
    /^[A-Za-z0-9]{1,20}$/.test(form.get('MerchantTradeNo') ?? '') &&
    (form.get('ExtraData') ?? '').length <= EXTRA_DATA_MAX;
  if (!sandboxAllowed() || !stores.length || !fits || !isOwnReplyURL(replyURL, origin))
    return page(
      '門市地圖',
      html`<h1>無法開啟門市地圖</h1>
        <p>超商類型、交易編號、ExtraData 或回傳網址不正確。</p>`,
      400,
    );
  const chain = carrierName(subType);
  const common = {
    MerchantID: form.get('MerchantID') ?? '',
    MerchantTradeNo: form.get('MerchantTradeNo') ?? '',
    LogisticsSubType: subType,
    ExtraData: form.get('ExtraData') ?? '',
  };
  const choices = join(
    stores.map(
      (s) =>
        html`<form method="post" action="${replyURL}">
          ${hiddenFields({
            ...common,
            CVSStoreID: s.id,
            CVSStoreName: s.name,
            CVSAddress: s.address,
            CVSTelephone: s.phone,
            CVSOutSide: '0',
          })}<button class="store" data-store-id="${s.id}">${s.name}<small>${s.address}</small></button>
        </form>`,
    ),
  );
  return page(
    '門市地圖',
    html`<span class="badge">測試環境</span>
      <h1>選擇 ${chain} 取貨門市</h1>
      ${choices}
      <p class="note">這是商店的測試門市地圖。正式出貨前，商店需在設定中換上綠界物流的正式金鑰。</p>`,
  );
}

/** The map replies to this deployment's store-map reply address only, never to an address of the form's choosing. */
function isOwnReplyURL(url: string, origin: string): boolean {
  try {
    const target = new URL(url);
    return (
      target.origin === new URL(origin).origin &&
      /^\/api-client\/\d+\/ecommerceDeliveryEcpayMap\/reply$/.test(target.pathname)
    );
  } catch {
    return false;
  }
}
