/**
 * Server start: the background sweep that cancels unpaid orders past their payment deadline, the
 * worker that sends provider intents (docs/provider-calls.md), and a
 * warning when no organisation can send a sign-in code. Not during `next build`, which must not open
 * the database.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { startOrderSweeper } = await import('./lib/server/orders/sweeper');
  startOrderSweeper();
  const [{ startIntentLoop }, { intentHandlers }] = await Promise.all([
    import('./lib/server/outbox/loop'),
    import('./lib/server/outbox/handlers'),
  ]);
  startIntentLoop(intentHandlers);
  const [{ getDb }, { warnWithoutSmsProvider }] = await Promise.all([
    import('./lib/server/db/client'),
    import('./lib/server/sms/startupCheck'),
  ]);
  try {
    await warnWithoutSmsProvider(await getDb());
  } catch (error) {
    console.error(JSON.stringify({ scope: 'sms', event: 'start-check-failed', error: String(error) }));
  }
}
