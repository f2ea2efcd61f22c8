import type { IntentKind } from '../outbox/kinds';

/**
 * A crash on purpose, for `npm run test:crash`: the one moment an intent's retry must make good is a
 * worker that dies after the provider answered and before the answer is written. With
 * STOREFRONT_TEST_HOOKS=1, which only test servers set, INTENT_KILL_AFTER_SEND names a kind whose
 * answered call makes the process SIGKILL itself, as a crash would: nothing written, nothing closed.
 * Without the hooks the variable is never looked at, so a production server cannot be told to die.
 */
export const killsAfterSend = (env: Record<string, string | undefined>, kind: IntentKind): boolean =>
  env.STOREFRONT_TEST_HOOKS === '1' && env.INTENT_KILL_AFTER_SEND === kind;

/** Dies here when asked to for this kind; the line names the intent, for the test to follow it. */
export function dieAfterSendIfAsked(intent: { id: number; kind: IntentKind }): void {
  if (!killsAfterSend(process.env, intent.kind)) return;
  // Written before the kill: stderr to a pipe or file is written synchronously on Linux.
  console.warn(
    JSON.stringify({ scope: 'intent', event: 'killed-after-send', kind: intent.kind, id: intent.id }),
  );
  process.kill(process.pid, 'SIGKILL');
}
