import type { OrderStatus, PaymentType } from '@/lib/api/contract';

/** What a shopper reads for each order status. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  unpaid: '待付款',
  processing: '待出貨',
  shipped: '已出貨',
  completed: '已完成',
  cancelled: '已取消',
};

/** Payment type names of spec §9 (two gateways both read 信用卡支付). */
export const PAYMENT_TYPE_LABELS: Record<PaymentType, string> = {
  COD: '貨到付款',
  newebpay: '信用卡支付',
  jkos: '街口支付',
  atm: 'ATM',
  Ibon: 'Ibon代碼付款',
  free: '免收款',
  linepay: 'LinePay',
  pchomepay: '信用卡支付',
};

export const orderStatusLabel = (status: OrderStatus) => ORDER_STATUS_LABELS[status];
export const paymentTypeLabel = (type: PaymentType) => PAYMENT_TYPE_LABELS[type];

/** The question asked before an order is cancelled. */
export const CANCEL_CONFIRM = '確定取消此訂單？';
