import type { IssuedAccount } from './gateway';
import { bankNameOf } from './atmAccount';
import { TAIPEI_OFFSET_MS } from '@/lib/time/taipei';

/**
 * Reading the virtual accounts gateways issue (NewebPay's VACC, ECPay's ATM) and showing one on its
 * order. Pure.
 */

const BANK_CODE = /^\d{3}$/;
/** Gateways issue 14 to 16 digits; a little room either way, never letters. */
const ACCOUNT = /^\d{8,20}$/;

/** A wall-clock time in Taiwan (`2026-11-26`, `23:59:59`), or null when either part is not one. */
export function taiwanWallTime(date: string, time: string): Date | null {
  const d = /^(\d{4})[-/](\d{2})[-/](\d{2})$/.exec(date.trim());
  const t = /^(\d{2}):(\d{2}):(\d{2})$/.exec(time.trim());
  if (!d || !t) return null;
  const [, y, mo, da] = d.map(Number) as [number, number, number, number];
  const [, h, mi, s] = t.map(Number) as [number, number, number, number];
  const at = new Date(Date.UTC(y, mo - 1, da, h, mi, s) - TAIPEI_OFFSET_MS);
  // Date.UTC rolls 2026-02-30 over into March: such a date is not one.
  const back = new Date(at.getTime() + TAIPEI_OFFSET_MS);
  return back.getUTCDate() === da && back.getUTCMonth() === mo - 1 && h < 24 && mi < 60 && s < 60 ? at : null;
}

/**
 * What a gateway's fields say was issued, or null when they do not make an account a shopper could
 * transfer to (a missing or malformed bank code, account or expiry).
 */
export function readIssuedAccount(fields: {
  bankCode: unknown;
  account: unknown;
  expiresAt: Date | null;
}): IssuedAccount | null {
  const { bankCode, account, expiresAt } = fields;
  if (typeof bankCode !== 'string' || !BANK_CODE.test(bankCode)) return null;
  if (typeof account !== 'string' || !ACCOUNT.test(account)) return null;
  if (!expiresAt) return null;
  return { bankCode, account, expiresAt };
}

/**
 * The order's `atm` once its account is issued. The deadline shown is the earlier of the account's
 * expiry and the order's own due time: the order is not held past its due time, and a transfer
 * after the account expires is refused by the bank.
 */
export function issuedAtmInfo(issued: IssuedAccount, orderDueAt: Date | null) {
  const dueAt =
    orderDueAt && orderDueAt.getTime() < issued.expiresAt.getTime() ? orderDueAt : issued.expiresAt;
  return {
    bankCode: issued.bankCode,
    bankName: bankNameOf(issued.bankCode) ?? '',
    account: issued.account,
    ...(issued.holder ? { accountName: issued.holder } : {}),
    dueAt: dueAt.toISOString(),
    virtual: true,
  };
}
