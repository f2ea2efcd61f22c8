'use client';

import { TextField } from '@/components/auth/Field';
import type { KeyboardEvent } from 'react';
import type { OrderCheck } from '@/lib/api/contract';
import type { AmountField, CheckoutState } from '@/lib/checkout/types';
import { formatPrice } from '@/lib/format/price';
import { CheckoutSection } from './CheckoutSection';
import { fieldId } from './fieldIds';

const PROMO_CODE_ID = fieldId('promoCode');

/**
 * Enter in a discount field would submit the order; there it only means "done typing", and the
 * pre-check already follows what was typed.
 */
const stayOnEnter = (e: KeyboardEvent<HTMLInputElement>) => {
  if (e.key === 'Enter') e.preventDefault();
};

type Props = {
  state: CheckoutState;
  cashbackEnabled: boolean;
  onPromoCode: (value: string) => void;
  onAmount: (field: AmountField, value: string) => void;
};

function AmountInput({
  id,
  label,
  value,
  hint,
  disabled,
  onChange,
}: {
  id: string;
  label: string;
  value: number;
  hint: string;
  disabled?: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      id={id}
      label={label}
      inputMode="numeric"
      autoComplete="off"
      placeholder="0"
      disabled={disabled}
      value={value ? String(value) : ''}
      onChange={(e) => onChange(e.target.value)}
      onKeyDown={stayOnEnter}
      hint={hint}
    />
  );
}

/** What the promo code did, as the last pre-check saw it. */
function PromoCodeResult({ check, code }: { check: OrderCheck | null; code: string }) {
  if (!check || !code.trim()) return null;
  if (check.promoCodeMessage)
    return (
      <p id={`${PROMO_CODE_ID}-result`} role="status" className="mt-1 text-sm text-red-700">
        {check.promoCodeMessage}
      </p>
    );
  const applied = check.order.promoCode;
  if (!applied) return null;
  return (
    <p role="status" className="mt-1 text-sm text-primary">
      已套用「{applied.name}」，折抵 {formatPrice(applied.discount)}
    </p>
  );
}

/**
 * Promo code, shop wallet, external wallet and cashback (spec §1, §4). A wallet shows only when the
 * member has a balance in it; cashback shows whenever the shop runs it, with what this order may use.
 */
export function DiscountSection({ state, cashbackEnabled, onPromoCode, onAmount }: Props) {
  const order = state.check?.order;
  // A refused code stops the order (validate.ts), so the field says so, not only the line under it.
  const refused = Boolean(state.promoCode.trim() && state.check?.promoCodeMessage);
  const maxCashback = order?.maxUseCashbackPrice ?? 0;
  return (
    <CheckoutSection id="checkout-discount-section" title="折扣與折抵">
      <div className="space-y-4">
        <div>
          <TextField
            id={PROMO_CODE_ID}
            label="優惠碼"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            value={state.promoCode}
            onChange={(e) => onPromoCode(e.target.value)}
            onKeyDown={stayOnEnter}
            aria-invalid={refused || undefined}
            aria-describedby={refused ? `${PROMO_CODE_ID}-result` : undefined}
          />
          <PromoCodeResult check={state.check} code={state.promoCode} />
        </div>
        {order && order.walletBalance > 0 ? (
          <AmountInput
            id="checkout-walletPrice"
            label="使用購物金"
            value={state.walletPrice}
            hint={`購物金餘額 ${formatPrice(order.walletBalance)}`}
            onChange={(v) => onAmount('walletPrice', v)}
          />
        ) : null}
        {order && order.externalWalletBalance > 0 ? (
          <AmountInput
            id="checkout-externalWalletPrice"
            label="使用外部錢包"
            value={state.externalWalletPrice}
            hint={`外部錢包餘額 ${formatPrice(order.externalWalletBalance)}`}
            onChange={(v) => onAmount('externalWalletPrice', v)}
          />
        ) : null}
        {cashbackEnabled && order ? (
          <AmountInput
            id="checkout-cashbackPrice"
            label="使用回饋金"
            value={state.cashbackPrice}
            // A use the order no longer allows stays editable, so it can be lowered.
            disabled={maxCashback === 0 && state.cashbackPrice === 0}
            hint={
              maxCashback > 0
                ? `本訂單最多可使用 ${formatPrice(maxCashback)}（回饋金餘額 ${formatPrice(order.cashbackBalance)}）`
                : `本訂單不可使用回饋金（回饋金餘額 ${formatPrice(order.cashbackBalance)}）`
            }
            onChange={(v) => onAmount('cashbackPrice', v)}
          />
        ) : null}
      </div>
    </CheckoutSection>
  );
}
