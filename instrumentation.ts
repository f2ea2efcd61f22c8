/**
 * Server start: the background sweep that cancels unpaid orders past their payment deadline. Not
 * during `next build`, which must not open the database.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { startOrderSweeper } = await import('./lib/server/orders/sweeper');
  startOrderSweeper();
}
