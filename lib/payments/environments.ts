/** Which of the provider's endpoints a shop talks to: its test service or the real one. */
export const GATEWAY_ENVIRONMENTS = ['test', 'production'] as const;
export type GatewayEnvironment = (typeof GATEWAY_ENVIRONMENTS)[number];

/** The environments as the console names them. */
export const GATEWAY_ENVIRONMENT_LABELS: Record<GatewayEnvironment, string> = {
  test: '測試環境',
  production: '正式環境',
};
