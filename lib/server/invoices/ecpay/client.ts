import type { InvoiceCredentials } from '../config';
import type { InvoiceEnvironment } from '@/lib/console/contract/settings';
import {
  readAllowance,
  readExists,
  readGetIssue,
  readInvalid,
  readIssue,
  type Allowance,
  type FoundInvoice,
  type IssuedInvoice,
} from './answers';
import {
  AllowanceDataSchema,
  CheckBarcodeDataSchema,
  CheckLoveCodeDataSchema,
  GetIssueDataSchema,
  InvalidDataSchema,
  IssueDataSchema,
  type AllowanceData,
  type GetIssueData,
  type InvalidData,
  type IssueData,
} from './data';
import { InvoiceCallError, readAnswer, requestEnvelope, type Result } from './envelope';

/**
 * ECPay's B2C e-invoice calls as plain functions of (keys, environment, request): each builds the
 * encrypted envelope, posts it and reads the answer. A request that breaks ECPay's rules is refused
 * here, before it is sent. `options.baseUrl` points them at the sandbox.
 */

const ECPAY_INVOICE_URLS: Record<InvoiceEnvironment, string> = {
  test: 'https://einvoice-stage.ecpay.com.tw',
  production: 'https://einvoice.ecpay.com.tw',
};

const TIMEOUT_MS = 20_000;

export type CallOptions = { baseUrl?: string; fetch?: typeof fetch; now?: () => Date; timeoutMs?: number };

type InvoiceCall = 'Issue' | 'Invalid' | 'Allowance' | 'GetIssue' | 'CheckBarcode' | 'CheckLoveCode';

async function call(
  keys: InvoiceCredentials,
  environment: InvoiceEnvironment,
  name: InvoiceCall,
  data: object,
  options: CallOptions,
): Promise<Result> {
  const url = `${options.baseUrl ?? ECPAY_INVOICE_URLS[environment]}/B2CInvoice/${name}`;
  const envelope = requestEnvelope(keys, data, (options.now ?? (() => new Date()))());
  let response: Response;
  try {
    response = await (options.fetch ?? fetch)(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(envelope),
      signal: AbortSignal.timeout(options.timeoutMs ?? TIMEOUT_MS),
    });
  } catch {
    throw new InvoiceCallError('發票平台無回應', true);
  }
  if (!response.ok)
    throw new InvoiceCallError(
      `發票平台回應 HTTP ${response.status}`,
      response.status >= 500 || response.status === 403,
    );
  const body: unknown = await response.json().catch(() => null);
  return readAnswer(keys, body);
}

const checked = <T>(schema: { parse: (v: unknown) => T }, data: unknown): T => {
  try {
    return schema.parse(data);
  } catch (error) {
    const issue = (error as { issues?: { message: string; path: PropertyKey[] }[] }).issues?.[0];
    throw new InvoiceCallError(
      `發票資料不符綠界規則：${issue ? `${issue.path.join('.')} ${issue.message}` : ''}`,
      false,
    );
  }
};

export async function issueInvoice(
  keys: InvoiceCredentials,
  environment: InvoiceEnvironment,
  request: IssueData,
  options: CallOptions = {},
): Promise<IssuedInvoice> {
  return readIssue(await call(keys, environment, 'Issue', checked(IssueDataSchema, request), options));
}

export async function invalidInvoice(
  keys: InvoiceCredentials,
  environment: InvoiceEnvironment,
  request: InvalidData,
  options: CallOptions = {},
): Promise<{ number: string }> {
  return readInvalid(await call(keys, environment, 'Invalid', checked(InvalidDataSchema, request), options));
}

export async function allowInvoice(
  keys: InvoiceCredentials,
  environment: InvoiceEnvironment,
  request: AllowanceData,
  options: CallOptions = {},
): Promise<Allowance> {
  return readAllowance(
    await call(keys, environment, 'Allowance', checked(AllowanceDataSchema, request), options),
  );
}

export async function getIssuedInvoice(
  keys: InvoiceCredentials,
  environment: InvoiceEnvironment,
  request: GetIssueData,
  options: CallOptions = {},
): Promise<FoundInvoice | null> {
  return readGetIssue(
    await call(keys, environment, 'GetIssue', checked(GetIssueDataSchema, request), options),
  );
}

/** Whether a mobile barcode (/ and 7 characters) is registered on the government platform. */
export async function barcodeExists(
  keys: InvoiceCredentials,
  environment: InvoiceEnvironment,
  barcode: string,
  options: CallOptions = {},
): Promise<boolean> {
  const data = checked(CheckBarcodeDataSchema, { MerchantID: keys.MerchantID, BarCode: barcode });
  return readExists(await call(keys, environment, 'CheckBarcode', data, options));
}

/** Whether a donation code (愛心碼) belongs to a registered charity. */
export async function loveCodeExists(
  keys: InvoiceCredentials,
  environment: InvoiceEnvironment,
  loveCode: string,
  options: CallOptions = {},
): Promise<boolean> {
  const data = checked(CheckLoveCodeDataSchema, { MerchantID: keys.MerchantID, LoveCode: loveCode });
  return readExists(await call(keys, environment, 'CheckLoveCode', data, options));
}
