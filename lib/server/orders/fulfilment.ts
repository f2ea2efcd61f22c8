import type { CreateOrderBody } from '@/lib/api/contract';
import { fromMinutes } from '@/lib/format/time';
import { HttpError } from '../http/errors';
import type { BranchRow, DeliveryRow } from '../logistics/deliveries';

export const FULFILMENT_MESSAGES = {
  address: '請輸入收件地址',
  branch: '請選擇取貨門市',
  pickupTime: '請選擇取貨時間',
  outsideHours: (opens: number, closes: number) =>
    `取貨時間需在門市營業時間 ${fromMinutes(opens)}–${fromMinutes(closes)} 之間`,
  cvsStore: '請先選擇取貨的超商門市',
} as const;

export type OrderDelivery = {
  id: number;
  name: string;
  type: string;
  subType: string | null;
  branch: { id: number; name: string; address: string } | null;
  deliveryAt: number | null;
  storeID: string | null;
  storeName: string | null;
};

/**
 * What the chosen delivery needs before an order can be made: an address to ship to, or a branch and
 * a pickup time within its opening hours. Convenience-store pickup needs a store picked on the
 * store map, whose reply the server keeps; until a map reply exists there is no store to ship to.
 */
export function fulfilment(
  chosen: { delivery: DeliveryRow; branches: BranchRow[] },
  body: Pick<CreateOrderBody, 'address' | 'deliveryBranchId' | 'deliveryAt'>,
): OrderDelivery {
  const { delivery } = chosen;
  const base = {
    id: delivery.id,
    name: delivery.name,
    type: delivery.type,
    subType: delivery.subType,
    branch: null,
    deliveryAt: null,
    storeID: null,
    storeName: null,
  };
  if (delivery.type === 'home') {
    if (!body.address) throw new HttpError(400, FULFILMENT_MESSAGES.address);
    return base;
  }
  if (delivery.type === 'store') {
    const branch = chosen.branches.find((b) => b.id === body.deliveryBranchId);
    if (!branch) throw new HttpError(400, FULFILMENT_MESSAGES.branch);
    const at = body.deliveryAt;
    if (at === null || at === undefined) throw new HttpError(400, FULFILMENT_MESSAGES.pickupTime);
    if (at < branch.opensAt || at > branch.closesAt)
      throw new HttpError(400, FULFILMENT_MESSAGES.outsideHours(branch.opensAt, branch.closesAt));
    return { ...base, branch: { id: branch.id, name: branch.name, address: branch.address }, deliveryAt: at };
  }
  throw new HttpError(400, FULFILMENT_MESSAGES.cvsStore);
}
