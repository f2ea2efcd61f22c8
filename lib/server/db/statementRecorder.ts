/**
 * The statements a PostgreSQL server process sends, recorded on request for `npm run bench`, which
 * replays one real order's statements with pgbench beside our own order creation
 * (scripts/pgbenchReplay.mjs, lib/bench/replayScript.mjs). Recording starts and stops through a test
 * hook (app/api-test/[shopId]/statements), which only a test build has and which answers only with
 * STOREFRONT_TEST_HOOKS=1: what it keeps (values such as a session token's hash) never leaves a
 * production server. Otherwise `isRecording` costs one property read per statement.
 *
 * Each entry holds what went over the wire: the text, the values as pg serialised them, the pooled
 * connection it ran on, and the first rows of its answer (for the replay to carry a returned id into
 * the statements after it, as the code does).
 */
type RecordedStatement = {
  connection: number;
  text: string;
  values: (string | null)[];
  fields: string[];
  rows: (string | null)[][];
};

/** A request of the shop API runs a few dozen statements; far more means the recorder was left on. */
const RECORDING_LIMIT = 5_000;
/** Enough answer rows to find a returned id; a list's rows are not needed by the replay. */
const ROWS_KEPT = 5;

type Recording = { entries: RecordedStatement[] };
/** On globalThis: Next bundles each route separately, and the hook's route is not the db client's. */
const slot = globalThis as unknown as { __statementRecording?: Recording };

export function startRecording(): void {
  slot.__statementRecording = { entries: [] };
}

/** What was recorded since `startRecording`; recording stops. */
export function takeRecording(): RecordedStatement[] {
  const entries = slot.__statementRecording?.entries ?? [];
  slot.__statementRecording = undefined;
  return entries;
}

export function isRecording(): boolean {
  return slot.__statementRecording !== undefined;
}

/** Keeps one statement and, once it answers, the first rows of its answer. */
export function recordStatement(
  connection: number,
  text: string,
  values: readonly unknown[],
  answer: unknown,
): void {
  const recording = slot.__statementRecording;
  if (!recording || recording.entries.length >= RECORDING_LIMIT) return;
  const entry: RecordedStatement = {
    connection,
    text,
    values: values.map(asParameter),
    fields: [],
    rows: [],
  };
  recording.entries.push(entry);
  // pg answers with a promise unless it was given a callback.
  if (!(answer instanceof Promise)) return;
  (answer as Promise<{ fields?: { name: string }[]; rows?: unknown[] }>).then(
    (result) => {
      entry.fields = (result.fields ?? []).map((f) => f.name);
      entry.rows = (result.rows ?? [])
        .slice(0, ROWS_KEPT)
        .map((row) => (Array.isArray(row) ? row : Object.values(row as object)).map(asParameter));
    },
    () => undefined,
  );
}

/**
 * A value as the text PostgreSQL takes as a parameter, the way pg sends it: a date as its instant, an
 * array as an array literal, bytes in hex, any other object as JSON.
 */
export function asParameter(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (Buffer.isBuffer(value)) return `\\x${value.toString('hex')}`;
  if (Array.isArray(value)) return `{${value.map(arrayElement).join(',')}}`;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function arrayElement(value: unknown): string {
  const text = asParameter(value);
  return text === null ? 'NULL' : `"${text.replace(/["\\]/g, (c) => `\\${c}`)}"`;
}
