import { apiOrigin } from './http';

const homeVisitPath = (shopId: number) => `/api-client/${shopId}/ecommerceVisit/home`;

/**
 * Tells the shop API the storefront was opened. A beacon: the browser sends it even while the page
 * goes away, nothing waits for the answer, and a failure costs the shopper nothing.
 */
export function sendHomeVisit(shopId: number): void {
  const url = `${apiOrigin()}${homeVisitPath(shopId)}`;
  if (navigator.sendBeacon?.(url)) return;
  fetch(url, { method: 'POST', keepalive: true }).catch(() => undefined);
}
