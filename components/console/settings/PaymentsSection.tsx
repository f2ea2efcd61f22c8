'use client';
import { atmBody, codBody } from '@/lib/console/settings/paymentBodies';
import { card } from '../styles';
import { Check, Field } from './fields';
import { SaveForm } from './SaveForm';
import { useSettings } from './SettingsContext';

/** The payment types paid outside any gateway: cash on delivery, and ATM into the shop's own account. */
export function PaymentsSection() {
  const { view } = useSettings();
  const cod = view.payments.find((p) => p.type === 'COD')!;
  const atm = view.payments.find((p) => p.type === 'atm')!;
  return (
    <div className="grid gap-3 md:grid-cols-2">
      <div className={card}>
        <h3 className="mb-2 text-base font-semibold">貨到付款</h3>
        <SaveForm section="payments" label="貨到付款" build={codBody}>
          <Check label="開啟貨到付款" name="enabled" defaultChecked={cod.enabled && !cod.gateway} />
          <Field label="手續費（元）" name="fee" inputMode="numeric" defaultValue={cod.fee} />
        </SaveForm>
      </div>
      <div className={card}>
        <h3 className="mb-2 text-base font-semibold">ATM 轉帳（商店自有帳戶）</h3>
        <SaveForm section="payments" label="ATM 轉帳" build={atmBody}>
          <Check label="開啟 ATM 轉帳" name="enabled" defaultChecked={atm.enabled && !atm.gateway} />
          {atm.gateway ? (
            <p className="text-xs text-muted">
              {atm.enabled
                ? `目前由金流（${atm.gateway}）發給每筆訂單虛擬帳號。勾選開啟並儲存，才會改回商店自有帳戶；未勾選時儲存只更新手續費與帳戶，金流的 ATM 照常使用。`
                : `ATM 已設定由金流（${atm.gateway}）發號。勾選開啟並儲存，即改用商店自有帳戶；未勾選時儲存只更新手續費與帳戶。`}
            </p>
          ) : null}
          <Field label="手續費（元）" name="fee" inputMode="numeric" defaultValue={atm.fee} />
          <div className="grid gap-3 sm:grid-cols-3">
            <Field
              label="銀行代碼"
              name="bankCode"
              inputMode="numeric"
              maxLength={3}
              defaultValue={atm.account?.bankCode}
            />
            <Field
              label="帳號"
              name="account"
              inputMode="numeric"
              maxLength={16}
              defaultValue={atm.account?.account}
            />
            <Field label="戶名" name="accountName" maxLength={50} defaultValue={atm.account?.accountName} />
          </div>
        </SaveForm>
      </div>
    </div>
  );
}
