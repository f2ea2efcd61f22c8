import { route } from '@/lib/server/http/route';
import { startRecording, takeRecording } from '@/lib/server/db/statementRecorder';
import { assertTestHooksEnabled } from '@/lib/server/testHooks/guard';

// A plain route, not a shop route: looking the shop up would put its own statement in the recording.
/** Starts recording the statements this process sends to PostgreSQL (the bench's replay). */
export const POST = route(async () => {
  assertTestHooksEnabled();
  startRecording();
  return { recording: true };
});

/** What was recorded since the POST; recording stops. */
export const GET = route(async () => {
  assertTestHooksEnabled();
  return { statements: takeRecording() };
});
