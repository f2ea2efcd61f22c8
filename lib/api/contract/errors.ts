// The error codes are the server's too (its request guard answers before the app does), so they
// are defined with the names both share.
export { ERROR_CODES, codeForStatus, type ErrorCode } from '@/lib/serving/contract';

/** The order's amount moved since the shopper saw it: sending again confirms the new one. */
export const AMOUNT_CHANGED_CODE = 'amount_changed';
