import type { Metadata } from 'next';
import { headers } from 'next/headers';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { ConsoleShell } from '../../_components/ConsoleShell';
import { OrderActions } from '@/components/console/OrderActions';
import { RenewSession } from '@/components/console/RenewSession';
import { card, sectionTitle } from '@/components/console/styles';
import { consolePath } from '@/lib/console/names';
import { orderTimeline } from '@/lib/console/timeline';
import { formatPrice } from '@/lib/format/price';
import { ORDER_STATUS_LABELS, PAYMENT_TYPE_LABELS } from '@/lib/order/labels';
import type { OrderStatus } from '@/lib/api/contract';
import { DomainError } from '@/lib/server/kernel/errors';
import { originOf } from '@/lib/server/kernel/origin';
import { ACTION_LABELS, type ConsoleOrderAction } from '@/lib/console/orderActions';
import { consoleOrder } from '@/lib/server/console/orderConsole';
import { consolePage } from '@/lib/server/console/pageSession';
import { taiwanDateTime } from '@/lib/server/console/taiwanTime';

export const metadata: Metadata = { title: '訂單明細' };

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={card}>
      <h2 id={id} className={sectionTitle}>
        {title}
      </h2>
      <div className="mt-2 text-sm text-ink">{children}</div>
    </section>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 py-1">
      <dt className="text-muted">{term}</dt>
      <dd className="text-right">{children}</dd>
    </div>
  );
}

/** The address the page was reached at: where the parcel's label link must lead. */
async function pageOrigin(): Promise<string> {
  const h = await headers();
  return originOf(h.get('x-forwarded-proto') ?? 'http', h.get('host')) ?? '';
}

export default async function ConsoleOrderPage({
  params,
}: {
  params: Promise<{ host: string; id: string }>;
}) {
  const { host, id } = await params;
  const { db, shop, session } = await consolePage(host);
  if (!session) return <RenewSession shopId={shop.id} />;
  if (!/^\d{1,9}$/.test(id)) notFound();
  const detail = await consoleOrder(db, session, Number(id), await pageOrigin()).catch((error: unknown) => {
    if (error instanceof DomainError && error.kind === 'not_found') notFound();
    throw error;
  });
  const { order } = detail;
  const atm = order.atm;
  const report = order.paymentUserResponse as { name?: string; atmLastCode?: string; at?: string } | null;
  const timeline = orderTimeline(order.statusHistory, detail.changes, {
    status: (s) => ORDER_STATUS_LABELS[s as OrderStatus] ?? s,
    action: (a) => ACTION_LABELS[a as ConsoleOrderAction] ?? a,
  });
  return (
    <ConsoleShell session={session} current="orders">
      <p className="text-sm">
        <Link href={consolePath('/orders')} className="text-primary">
          ← 訂單列表
        </Link>
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <h1 className="font-mono text-xl font-semibold text-ink">訂單 {order.orderNo}</h1>
        <span
          className="rounded-full bg-primary-soft px-3 py-0.5 text-sm font-medium text-primary"
          data-testid="order-status"
        >
          {ORDER_STATUS_LABELS[order.status]}
        </span>
        <span className="text-sm text-muted">成立於 {taiwanDateTime(order.createdAt)}</span>
      </div>
      {/* On a phone the actions come first: what a staff member opens the order for. */}
      <div className="mt-4 grid gap-4 lg:grid-cols-3">
        <div className="lg:col-start-3 lg:row-start-1 lg:self-start">
          <Section id="actions" title="處理">
            <OrderActions
              shopId={shop.id}
              orderId={order.id}
              version={detail.version}
              actions={detail.actions}
            />
          </Section>
        </div>
        <div className="space-y-4 lg:col-span-2 lg:col-start-1 lg:row-span-2 lg:row-start-1">
          <Section id="lines" title="商品">
            <ul className="divide-y divide-line">
              {order.EcommerceOrderItems.map((item) => (
                <li key={item.stockId} className="flex justify-between gap-4 py-2">
                  <span>
                    {item.name}
                    {item.specName ? <span className="text-muted">（{item.specName}）</span> : null} ×{' '}
                    {item.quantity}
                  </span>
                  <span>{formatPrice(item.subtotal)}</span>
                </li>
              ))}
            </ul>
            <dl className="mt-2 border-t border-line pt-2">
              <Row term="商品小計">{formatPrice(order.totalProductPrice)}</Row>
              {order.promoByProductDiscount + order.promoByOrderDiscount > 0 ? (
                <Row term="活動折扣">
                  -{formatPrice(order.promoByProductDiscount + order.promoByOrderDiscount)}
                </Row>
              ) : null}
              {order.promoCodeDiscount > 0 ? (
                <Row term="優惠碼">-{formatPrice(order.promoCodeDiscount)}</Row>
              ) : null}
              <Row term="運費">{formatPrice(order.deliveryPrice)}</Row>
              {order.paymentFee > 0 ? <Row term="付款手續費">{formatPrice(order.paymentFee)}</Row> : null}
              {order.useCashbackPrice > 0 ? (
                <Row term="回饋金折抵">-{formatPrice(order.useCashbackPrice)}</Row>
              ) : null}
              {order.walletPrice + order.externalWalletPrice > 0 ? (
                <Row term="購物金折抵">-{formatPrice(order.walletPrice + order.externalWalletPrice)}</Row>
              ) : null}
              <Row term="應付金額">
                <strong>{formatPrice(order.paymentPrice)}</strong>
              </Row>
            </dl>
          </Section>
          <Section id="payment" title="付款">
            <dl>
              <Row term="付款方式">
                {PAYMENT_TYPE_LABELS[order.paymentType as keyof typeof PAYMENT_TYPE_LABELS] ??
                  order.paymentType}
              </Row>
              <Row term="付款狀態">
                {order.paidAt
                  ? `已付款（${taiwanDateTime(order.paidAt)}）`
                  : detail.paymentReview
                    ? '待審單'
                    : '未付款'}
              </Row>
            </dl>
            {detail.paymentReview ? (
              <div className="mt-2 rounded-lg bg-highlight p-3" data-testid="payment-review">
                <p className="font-medium">待審單：金流服務將這筆付款交由商店審核</p>
                {detail.paymentReview.approvedAt ? (
                  <p>
                    已於 {taiwanDateTime(detail.paymentReview.approvedAt)}{' '}
                    核准，等待金流服務確認付款結果；確認後訂單自動轉為待出貨。
                  </p>
                ) : order.status === 'cancelled' ? (
                  <p>訂單已取消：請拒絕付款，由金流服務取消這筆交易。</p>
                ) : (
                  <p>
                    核准付款：金流服務完成付款，訂單轉為待出貨。拒絕付款：金流服務取消這筆交易，顧客可於期限內再次付款。
                  </p>
                )}
                <p className="text-muted">
                  自 {taiwanDateTime(detail.paymentReview.since)} 起・金額 {formatPrice(order.paymentPrice)}
                </p>
              </div>
            ) : null}
            {atm ? (
              <div className="mt-2 grid gap-3 sm:grid-cols-2">
                <div className="rounded-lg bg-highlight p-3">
                  <p className="font-medium">{detail.virtualAccount ? '此訂單的虛擬帳號' : '商店收款帳號'}</p>
                  <p>
                    {atm.bankCode} {atm.bankName}
                  </p>
                  <p className="font-mono">{atm.account}</p>
                  {atm.accountName ? <p>{atm.accountName}</p> : null}
                  <p className="text-muted">
                    期限 {taiwanDateTime(atm.dueAt)}・金額 {formatPrice(order.paymentPrice)}
                  </p>
                </div>
                <div className="rounded-lg bg-highlight p-3" data-testid="transfer-report">
                  <p className="font-medium">顧客的匯款回報</p>
                  {report ? (
                    <>
                      <p>匯款人：{report.name}</p>
                      <p>帳號末 5 碼：{report.atmLastCode}</p>
                      {report.at ? <p className="text-muted">回報於 {taiwanDateTime(report.at)}</p> : null}
                    </>
                  ) : (
                    <p className="text-muted">尚未回報</p>
                  )}
                </div>
              </div>
            ) : null}
            {order.storeCode ? (
              <div className="mt-2 rounded-lg bg-highlight p-3" data-testid="console-store-code">
                <p className="font-medium">此訂單的超商繳費代碼</p>
                <p className="font-mono">{order.storeCode.code}</p>
                <p className="text-muted">
                  期限 {taiwanDateTime(order.storeCode.dueAt)}・金額 {formatPrice(order.paymentPrice)}
                </p>
              </div>
            ) : null}
          </Section>
          <Section id="delivery" title="配送與收件人">
            <dl>
              <Row term="配送方式">{order.EcommerceDelivery.name}</Row>
              {order.EcommerceDelivery.storeName ? (
                <Row term="取貨門市">
                  {order.EcommerceDelivery.storeName}（{order.EcommerceDelivery.storeID}）
                </Row>
              ) : null}
              <Row term="收件人">{order.receiver.name}</Row>
              <Row term="電話">{order.receiver.phone}</Row>
              {order.receiver.address ? <Row term="地址">{order.receiver.address}</Row> : null}
              <Row term="會員手機">{detail.memberPhone}</Row>
              {order.note ? <Row term="顧客備註">{order.note}</Row> : null}
            </dl>
            {order.parcel ? (
              <div className="mt-2 rounded-lg bg-highlight p-3" data-testid="parcel">
                <p className="font-medium">
                  託運單 {order.parcel.trackingNo ?? '（編號待物流商回覆）'}・{order.parcel.statusLabel}
                </p>
                {detail.labelUrl ? (
                  <a
                    href={detail.labelUrl}
                    target="_blank"
                    rel="noreferrer"
                    className="text-primary underline"
                  >
                    列印託運單
                  </a>
                ) : null}
              </div>
            ) : null}
          </Section>
          <Section id="invoice" title="發票">
            {order.issuedInvoice ? (
              <p>
                已開立 {order.issuedInvoice.number}（{taiwanDateTime(order.issuedInvoice.issuedAt)}）
              </p>
            ) : (
              <p className="text-muted">{order.invoice ? '尚未開立' : '此訂單不開立電子發票'}</p>
            )}
          </Section>
          {detail.returns.length ? (
            <Section id="returns" title="退貨">
              <ul className="space-y-2">
                {detail.returns.map((r) => (
                  <li key={r.id} className="rounded-lg bg-highlight p-3" data-testid="return">
                    <p className="font-medium">
                      {r.statusLabel}・{r.whole ? '整筆退貨' : '部分退貨'}
                    </p>
                    <p>原因：{r.reason}</p>
                    <p>
                      {r.lines
                        .map((l) => `${l.name}${l.specName ? `（${l.specName}）` : ''} × ${l.quantity}`)
                        .join('、')}
                    </p>
                    {r.rejectReason ? <p>不核准原因：{r.rejectReason}</p> : null}
                    {r.refundMethod && r.refundMethod !== 'none' ? (
                      <p>
                        退款 {formatPrice(r.refundAmount)}（
                        {r.refundMethod === 'gateway' ? '原付款方式退回' : '商店自行退款'}，
                        {r.refundStatus === 'done' ? '已完成' : '處理中'}）
                      </p>
                    ) : null}
                  </li>
                ))}
              </ul>
            </Section>
          ) : null}
        </div>
        <div className="lg:col-start-3 lg:row-start-2 lg:self-start">
          <Section id="timeline" title="歷程">
            <ol className="space-y-2">
              {timeline.map((t, i) => (
                <li key={i}>
                  <p>{t.text}</p>
                  <p className="text-xs text-muted">
                    {taiwanDateTime(t.at)}
                    {t.who ? `・${t.who}` : ''}
                  </p>
                </li>
              ))}
            </ol>
          </Section>
        </div>
      </div>
    </ConsoleShell>
  );
}
