/**
 * Server start: the database opened (on PostgreSQL the process stops if `npm run db:migrate` has not
 * run for this release; an empty embedded database gets the demo shops), the background sweep that cancels unpaid orders past their payment deadline, the
 * clock that clears a shop's caches when one of its activities starts or ends, the
 * worker that sends provider intents (docs/provider-calls.md), and a
 * warning when no organisation can send a sign-in code. Not during `next build`, which must not open
 * the database.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { openDatabaseAtStart } = await import('./lib/server/db/atStart');
  if (await openDatabaseAtStart()) {
    try {
      const { seedDemoOnFirstStart } = await import('./lib/server/seed/demoStart');
      await seedDemoOnFirstStart();
    } catch (error) {
      console.error(JSON.stringify({ scope: 'db', event: 'demo-seed-failed', error: String(error) }));
    }
  }
  const { startOrderSweeper } = await import('./lib/server/orders/sweeper');
  startOrderSweeper();
  const { startActivityClock } = await import('./lib/server/catalog/activityClockLoop');
  startActivityClock();
  const [{ startIntentLoop }, { intentHandlers }] = await Promise.all([
    import('./lib/server/outbox/loop'),
    import('./lib/server/worker/handlers'),
  ]);
  // Test servers only: the crash test's kill between a provider's answer and its write.
  let afterAnswer: Parameters<typeof startIntentLoop>[2];
  if (process.env.STOREFRONT_TEST_HOOKS === '1') {
    const { dieAfterSendIfAsked } = await import('./lib/server/testHooks/killAfterSend');
    afterAnswer = dieAfterSendIfAsked;
  }
  startIntentLoop(intentHandlers, undefined, afterAnswer);
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
