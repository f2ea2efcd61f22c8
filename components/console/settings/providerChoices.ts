import { GATEWAY_ENVIRONMENT_LABELS, GATEWAY_ENVIRONMENTS } from '@/lib/payments/environments';

/** The environments a provider form offers: the provider's test service or the real one. */
export const ENVIRONMENT_OPTIONS = GATEWAY_ENVIRONMENTS.map(
  (e) => [e, GATEWAY_ENVIRONMENT_LABELS[e]] as const,
);

/** The store map's and the e-invoice's providers as the owner reads them. */
export const PROVIDER_NAMES: Record<string, string> = {
  ecpay: '綠界科技',
  sandbox: '測試（示範用，不實際串接）',
};

/** The sandbox is offered where the deployment allows it, or where the shop uses it already. */
export const withSandbox = (sandbox: boolean, current: string | undefined, others: string[]) => [
  ...others,
  ...(sandbox || current === 'sandbox' ? ['sandbox'] : []),
];
