'use client';

import dynamic from 'next/dynamic';
import type { Order } from '@/lib/api/contract';
import { formatOrderDate } from '@/lib/order/date';
import { deliveryRows, invoiceRows, issuedInvoiceRows, paymentRows, receiverRows } from '@/lib/order/details';
import { canReportAtmTransfer } from '@/lib/order/payment';
import { AmountSummary } from './AmountSummary';
import { CancelOrderButton } from './CancelOrderButton';
import { InfoList } from './InfoList';
import { OrderItems } from './OrderItems';
import { OrderSection } from './OrderSection';
import { OrderStatusBadge } from './OrderStatusBadge';
import { ParcelTimeline } from './ParcelTimeline';
import { PaymentStepPanel } from './PaymentStepPanel';
import { ReturnStatus } from './ReturnStatus';
import { StatusTimeline } from './StatusTimeline';

// Only an unpaid ATM order shows the transfer report; its form (and the contract's schema it checks
// with) loads when it does.
const AtmReportForm = dynamic(() => import('./AtmReportForm').then((m) => m.AtmReportForm), { ssr: false });
// Likewise the return form, shown only within the 7 days after receipt.
const ReturnRequestForm = dynamic(() => import('./ReturnRequestForm').then((m) => m.ReturnRequestForm), {
  ssr: false,
});

/** One order in full: payment, items, status, return, amounts, delivery, parcel, invoice, note. */
export function OrderDetail({ order, shopId }: { order: Order; shopId: number }) {
  return (
    <div className="space-y-4">
      <header className="flex flex-col gap-3 rounded-xl border border-line bg-white p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="text-base font-semibold break-all text-ink">訂單編號 {order.orderNo}</h2>
            <OrderStatusBadge status={order.status} testId="order-status" />
          </div>
          <p className="mt-1 text-sm text-muted">
            訂購時間 <time dateTime={order.createdAt}>{formatOrderDate(order.createdAt)}</time>
          </p>
        </div>
        {order.cancellable ? (
          <CancelOrderButton shopId={shopId} orderId={order.id} className="self-start sm:self-auto" />
        ) : null}
      </header>
      <div className="grid gap-4 lg:grid-cols-[1fr_22rem]">
        <div className="space-y-4">
          <OrderSection title="付款資訊" id="order-payment">
            <div className="space-y-4">
              <InfoList rows={paymentRows(order)} />
              <PaymentStepPanel order={order} />
              {canReportAtmTransfer(order) ? (
                <div className="border-t border-line pt-4">
                  <AtmReportForm shopId={shopId} orderId={order.id} />
                </div>
              ) : null}
            </div>
          </OrderSection>
          <OrderSection title="訂購商品" id="order-items">
            <OrderItems items={order.EcommerceOrderItems} />
          </OrderSection>
          <OrderSection title="訂單狀態" id="order-history">
            <StatusTimeline history={order.statusHistory} />
          </OrderSection>
          {order.return || order.returnable ? (
            <OrderSection title="退貨" id="order-return">
              <div className="space-y-4">
                {order.return ? <ReturnStatus ret={order.return} /> : null}
                {order.returnable ? (
                  <div className={order.return ? 'border-t border-line pt-4' : ''}>
                    <ReturnRequestForm shopId={shopId} orderId={order.id} items={order.EcommerceOrderItems} />
                  </div>
                ) : null}
              </div>
            </OrderSection>
          ) : null}
        </div>
        <div className="space-y-4">
          <OrderSection title="金額明細" id="order-amounts">
            <AmountSummary order={order} />
          </OrderSection>
          <OrderSection title="配送資訊" id="order-delivery">
            <InfoList rows={deliveryRows(order.EcommerceDelivery, order.receiver)} />
          </OrderSection>
          {order.parcel ? (
            <OrderSection title="物流資訊" id="order-parcel">
              <ParcelTimeline parcel={order.parcel} />
            </OrderSection>
          ) : null}
          <OrderSection title="收件人" id="order-receiver">
            <InfoList rows={receiverRows(order.receiver)} />
          </OrderSection>
          {order.invoice || order.issuedInvoice ? (
            <OrderSection title="發票資訊" id="order-invoice">
              <InfoList
                rows={[
                  ...(order.invoice ? invoiceRows(order.invoice) : []),
                  ...(order.issuedInvoice ? issuedInvoiceRows(order.issuedInvoice) : []),
                ]}
              />
            </OrderSection>
          ) : null}
          {order.note ? (
            <OrderSection title="訂單備註" id="order-note">
              <p className="text-sm break-words whitespace-pre-line text-ink">{order.note}</p>
            </OrderSection>
          ) : null}
        </div>
      </div>
    </div>
  );
}
