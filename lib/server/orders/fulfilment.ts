import type { CreateOrderBody } from '@/lib/api/contract';
import { fromMinutes } from '@/lib/format/time';
import { DomainError } from '@/lib/server/kernel/errors';
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

/** A convenience store the shopper picked on the map, as the map's reply left it on the server. */
export type PickedStore = { deliveryId: number; subType: string; storeId: string; storeName: string };

/**
 * What the chosen delivery needs before an order can be made: an address to ship to, a branch and
 * a pickup time within its opening hours, or a convenience store picked on the store map for this
 * very delivery (the server's record of the map's reply, never what the browser says the store is).
 */
export function fulfilment(
  chosen: { delivery: DeliveryRow; branches: BranchRow[] },
  body: Pick<CreateOrderBody, 'address' | 'deliveryBranchId' | 'deliveryAt'>,
  store: PickedStore | null = null,
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
    if (!body.address) throw new DomainError('invalid', FULFILMENT_MESSAGES.address);
    return base;
  }
  if (delivery.type === 'store') {
    const branch = chosen.branches.find((b) => b.id === body.deliveryBranchId);
    if (!branch) throw new DomainError('invalid', FULFILMENT_MESSAGES.branch);
    const at = body.deliveryAt;
    if (at === null || at === undefined) throw new DomainError('invalid', FULFILMENT_MESSAGES.pickupTime);
    if (at < branch.opensAt || at > branch.closesAt)
      throw new DomainError('invalid', FULFILMENT_MESSAGES.outsideHours(branch.opensAt, branch.closesAt));
    return { ...base, branch: { id: branch.id, name: branch.name, address: branch.address }, deliveryAt: at };
  }
  if (!store || store.deliveryId !== delivery.id)
    throw new DomainError('invalid', FULFILMENT_MESSAGES.cvsStore);
  return { ...base, subType: store.subType, storeID: store.storeId, storeName: store.storeName };
}
