'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useEffect, useMemo, useReducer, useRef, useState, type FormEvent } from 'react';
import { useSending } from '@/components/auth/useSending';
import { useShop } from '@/components/providers/ShopProvider';
import { AMOUNT_CHANGED_CODE, type CvsSubType } from '@/lib/api/contract';
import { createOrder, openStoreMap, saveMemberStorage } from '@/lib/api/orders';
import type { CartLine } from '@/lib/cart/line';
import { refreshCart } from '@/lib/cart/refresh';
import { removeLines } from '@/lib/cart/store';
import { selectedDelivery } from '@/lib/checkout/choices';
import { applyDraft, applyPickedStore, draftOf } from '@/lib/checkout/draft';
import { saveDraft, takeDraft, takePickedStore } from '@/lib/checkout/draftStorage';
import { checkoutInfoFrom, rememberCheckout } from '@/lib/checkout/history';
import type { CheckoutData } from '@/lib/checkout/opening';
import { memberStorageKey } from '@/lib/checkout/queries';
import { CVS_CALLBACK_PATH, mapDevice } from '@/lib/checkout/storeMap';
import { submissionFor, type Submission } from '@/lib/checkout/idempotency';
import { createOrderBody, preOrderBody } from '@/lib/checkout/payload';
import { checkoutReducer, initialCheckoutState } from '@/lib/checkout/state';
import type { CheckoutAction } from '@/lib/checkout/types';
import { purchaseEvent } from '@/lib/checkout/tracking';
import {
  pricingBlock,
  validateCheckout,
  type CheckoutField,
  type CheckoutIssue,
} from '@/lib/checkout/validate';
import { payOrder } from '@/lib/order/pay';
import { orderCompletePath } from '@/lib/order/paths';
import { track } from '@/lib/tracking/events';
import { submitHiddenForm } from '@/lib/ui/hiddenFormPost';
import { toast } from '@/lib/ui/toast';
import { CheckoutLines } from './CheckoutLines';
import { DeliverySection } from './DeliverySection';
import { DiscountSection } from './DiscountSection';
import { focusField } from './fieldIds';
import { InvoiceSection } from './InvoiceSection';
import { OrderSummary } from './OrderSummary';
import { PaymentSection } from './PaymentSection';
import { ReceiverSection } from './ReceiverSection';
import { useOrderCheck } from './useOrderCheck';

type Props = {
  data: CheckoutData;
  lines: CartLine[];
  /** The order exists: the screen holds still while the bought lines leave the cart. */
  onPlaced: () => void;
};

/**
 * The checkout as loaded, then as the shopper left it for the store map, with the store they picked
 * there (the form is only drawn in the browser, so its session storage is at hand).
 */
const start = ({ data, shopId }: { data: CheckoutData; shopId: number }) => {
  const loaded = checkoutReducer(initialCheckoutState, {
    type: 'loaded',
    deliveries: data.deliveries,
    payments: data.payments.types,
    history: data.history,
    member: data.member,
  });
  return applyPickedStore(applyDraft(loaded, takeDraft(shopId), Date.now()), takePickedStore(shopId));
};

/** The checkout form: its state, the running pre-check and the submission (spec §4). */
export function CheckoutForm({ data, lines, onPlaced }: Props) {
  const { shopId, config } = useShop();
  const invoiceEnabled = config.enableOrderInvoice;
  const router = useRouter();
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(checkoutReducer, { data, shopId }, start);
  const [issue, setIssue] = useState<CheckoutIssue | null>(null);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [sending, run] = useSending();
  const submission = useRef<Submission | null>(null);

  const preBody = preOrderBody(state, lines);
  const bodyKey = preBody && JSON.stringify(preBody);
  useOrderCheck(shopId, bodyKey, state.checkRound, dispatch);
  // A pre-check answer the checkout could not recover from by itself is also the error toast (spec
  // §8), once per answer: asking again keeps the message on screen until the new answer.
  useEffect(() => {
    if (state.checkError !== null && state.checkedKey !== null) toast(state.checkError);
  }, [state.checkError, state.checkedKey]);
  const checking = bodyKey !== null && state.checkedKey !== bodyKey;
  const blocked = pricingBlock(state);

  const fees = useMemo(
    () => new Map(data.payments.ecommercePaymentConfigs.map((c) => [c.type, c.fee])),
    [data.payments],
  );

  const update = (action: CheckoutAction) => {
    setIssue(null);
    dispatch(action);
  };
  const errorFor = (field: CheckoutField) => (issue?.field === field ? issue.message : undefined);

  const [openingMap, runMap] = useSending();
  /** Leaves for the chain's store map; the checkout comes back through /checkout/cvs-callback. */
  const pickStore = () =>
    runMap(async () => {
      const delivery = selectedDelivery(state);
      if (delivery?.type !== 'cvs' || !delivery.subType) return;
      const [map, failure] = await openStoreMap(shopId, {
        ecommerceDeliveryId: delivery.id,
        clientCompleteURL: `${window.location.origin}${CVS_CALLBACK_PATH}`,
        subType: delivery.subType as CvsSubType,
        device: mapDevice(window.innerWidth),
      });
      if (failure !== null) {
        toast(failure.msg);
        return;
      }
      saveDraft(shopId, draftOf(state, Date.now()));
      submitHiddenForm(map.action, map.fields);
      return 'leave';
    });

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (checking || sending) return;
    const problem = validateCheckout(state, { invoiceEnabled });
    if (problem) {
      setIssue(problem);
      toast(problem.message);
      focusField(problem.field);
      return;
    }
    if (blocked) {
      toast(blocked.message);
      if (blocked.field) focusField(blocked.field);
      return;
    }
    const [body, error] = createOrderBody(state, lines, { invoiceEnabled, member: data.member });
    if (error !== null) {
      setSubmitError(error.msg);
      toast(error.msg);
      return;
    }
    // A retry or a second click of the same order sends the same key, so the shop makes one order.
    submission.current = submissionFor(submission.current, JSON.stringify(body));
    const { key } = submission.current;
    setSubmitError(null);
    void run(async () => {
      const [order, failure] = await createOrder(shopId, body, key);
      if (failure !== null) {
        setSubmitError(failure.msg);
        toast(failure.msg);
        // The shopper confirms the new amount by sending again, once it is on screen.
        if (failure.code === AMOUNT_CHANGED_CODE) {
          dispatch({ type: 'recheck' });
          return;
        }
        // Stock may be what failed: the cart shows what is left.
        void refreshCart(shopId, { force: true });
        return;
      }
      onPlaced();
      const [saved, saveError] = await saveMemberStorage(
        shopId,
        rememberCheckout(state.history, checkoutInfoFrom(body)),
      );
      // The order stands either way; the next checkout just starts from older details.
      if (saveError !== null) console.error(saveError.msg);
      else queryClient.setQueryData(memberStorageKey(shopId), saved);
      removeLines(
        shopId,
        body.productStocks.map((s) => s.id),
      );
      track(purchaseEvent(order));
      // Paid online: straight on to the gateway. Should that fail, the order page offers to pay again.
      if (order.payable) {
        const failure = await payOrder(shopId, order.id);
        if (failure === null) return 'leave';
        toast(failure);
      }
      router.push(orderCompletePath(order.id));
      return 'leave';
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-6 lg:grid-cols-[1fr_22rem]">
      <div className="min-w-0 space-y-6">
        <CheckoutLines
          lines={lines}
          items={state.check?.order.EcommerceOrderItems ?? null}
          cashbackEnabled={data.cashbackEnabled}
        />
        <DeliverySection
          state={state}
          errorFor={errorFor}
          onDelivery={(id) => update({ type: 'delivery', id })}
          onBranch={(id) => update({ type: 'branch', id })}
          onPickupTime={(value) => update({ type: 'pickupTime', value })}
          onPickStore={pickStore}
          openingMap={openingMap}
        />
        <PaymentSection
          state={state}
          fees={fees}
          error={errorFor('payment')}
          onPayment={(payment) => update({ type: 'payment', payment })}
        />
        <ReceiverSection
          receiver={state.receiver}
          needsAddress={selectedDelivery(state)?.type === 'home'}
          errorFor={errorFor}
          onChange={(field, value) => update({ type: 'receiver', field, value })}
        />
        {invoiceEnabled ? (
          <InvoiceSection
            invoice={state.invoice}
            errorFor={errorFor}
            onChange={(patch) => update({ type: 'invoice', patch })}
          />
        ) : null}
        <DiscountSection
          state={state}
          cashbackEnabled={data.cashbackEnabled}
          onPromoCode={(value) => update({ type: 'promoCode', value })}
          onAmount={(field, value) => update({ type: 'amount', field, value })}
        />
      </div>
      <OrderSummary
        check={state.check}
        checkError={state.checkError}
        checking={checking}
        submitting={sending}
        submitError={submitError}
        blocked={blocked?.message ?? null}
        onRecheck={() => dispatch({ type: 'recheck' })}
      />
    </form>
  );
}
