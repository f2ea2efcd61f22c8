import { checked, numberOf } from './formValues';

/** What the cash-on-delivery form saves; an empty fee is none. */
export const codBody = (data: FormData) => ({
  type: 'COD' as const,
  enabled: checked(data, 'enabled'),
  fee: numberOf(data, 'fee') ?? 0,
});

/**
 * What the form of ATM into the shop's own account saves. The account goes only when any of its
 * fields is filled in: all three left empty keep the account the shop has, and a partial one is
 * for the API to refuse.
 */
export function atmBody(data: FormData) {
  const account = {
    bankCode: String(data.get('bankCode') ?? ''),
    account: String(data.get('account') ?? ''),
    accountName: String(data.get('accountName') ?? ''),
  };
  const given = Object.values(account).some((v) => v.trim());
  return {
    type: 'atm' as const,
    enabled: checked(data, 'enabled'),
    fee: numberOf(data, 'fee') ?? 0,
    ...(given ? { account } : {}),
  };
}
