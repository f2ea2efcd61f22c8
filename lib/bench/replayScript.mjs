// @ts-check
// The pgbench script that replays the statements our server sent for one request (recorded by
// lib/server/db/statementRecorder.ts), so `npm run bench` can set our order creation beside the
// database doing the same work alone. Pure: scripts/pgbenchReplay.mjs records and runs it.
//
// pgbench runs one script for every client; a request's statements differ from one buyer to the next
// (the member, their session) and from one order to the next (the order's id and number). So:
// - each client replays its own buyer's recording, in a branch of its own (`\if :client_id = i`);
//   pgbench prepares every branch's statements on every connection, once, within the warm-up;
// - a value that an earlier statement of the same request returned (the order id the code reserved
//   and then inserted) is taken from that statement's answer with `\gset`, as the code takes it;
// - a value that changes from one order to the next and is a number in an insert (the order number,
//   unique) is drawn afresh for every transaction, with as many digits;
// - every other value is sent as recorded (a timestamp, the buyer's id, a read of the recorded order).
// Parameters travel as pgbench variables (`-D`), untyped text as pg sends them; a NULL is written in.
// A statement sent without parameters (the order's last message, lib/server/catalog/stockMoves.ts)
// carries its integers in its text: those outside quotes and dollar-quoted bodies are treated as its
// parameters, so the same rules apply to them; one recorded stays written in as it was.

/**
 * @typedef {{
 *   connection: number,
 *   text: string,
 *   values: (string | null)[],
 *   fields: string[],
 *   rows: (string | null)[][],
 *   lifted?: boolean,
 * }} Statement One statement as recorded (`lifted`: its parameters were integers of its text).
 * @typedef {{ statement: number, parameter: number, how: 'returned' | 'fresh' | 'recorded', from?: string }} Decision
 *   What the replay does with one parameter that changed between two orders of the same buyer.
 * @typedef {{ script: string, variables: Record<string, string>, clients: number, decisions: Decision[] }} Replay
 */

/** pgbench's limit on a variable's name is generous; ours stay short and valid in any position. */
const NAME = /^[a-z_][a-z0-9_]*$/i;
/** Digits a fresh number may have: pgbench's integers are 64-bit. */
const MAX_DIGITS = 18;
const MIN_DIGITS = 6;

/**
 * The replay of `clients` (client i's recording of one request) with `again` (a second recording of
 * client 0's, the same request made once more) telling what changes from one request to the next.
 * @param {Statement[][]} recorded
 * @param {Statement[]} again
 * @returns {Replay}
 */
export function replayScript(recorded, again) {
  const clients = recorded.map((r) => r.map(lift));
  again = again.map(lift);
  const first = clients[0];
  if (!first?.length) throw new Error('nothing recorded: the request sent no statement');
  for (const [i, recording] of [...clients, again].entries()) {
    if (recording.length !== first.length)
      throw new Error(`recording ${i} has ${recording.length} statements, the first ${first.length}`);
    recording.forEach((s, k) => {
      if (s.text !== first[k]?.text || s.values.length !== first[k]?.values.length)
        throw new Error(`recording ${i} differs from the first at statement ${k}`);
    });
  }

  /** @type {Decision[]} */
  const decisions = [];
  /** `${k}:${j}` → the pgbench expression every branch sends for that parameter. */
  const shared = new Map();
  /** Statements whose answer is kept with `\gset`. */
  const kept = new Set();
  /** @type {string[]} */
  const fresh = [];
  first.forEach((s, k) => {
    s.values.forEach((value, j) => {
      const next = again[k]?.values[j] ?? null;
      if (value === next) return;
      const source = returnedBy(first, again, k, value, next);
      if (source) {
        kept.add(source.statement);
        const name = `r${source.statement}_${source.field}`;
        shared.set(`${k}:${j}`, `:${name}`);
        decisions.push({ statement: k, parameter: j + 1, how: 'returned', from: name });
      } else if (isFreshNumber(s.text, value, next)) {
        const name = `n${k}_${j + 1}`;
        const digits = /** @type {string} */ (value).length;
        fresh.push(`\\set ${name} random(${10n ** BigInt(digits - 1)}, ${10n ** BigInt(digits) - 1n})`);
        shared.set(`${k}:${j}`, `:${name}`);
        decisions.push({ statement: k, parameter: j + 1, how: 'fresh' });
      } else {
        decisions.push({ statement: k, parameter: j + 1, how: 'recorded' });
      }
    });
  });

  /** @type {Record<string, string>} */
  const variables = {};
  const names = new Map();
  /** @param {string} value */
  const variableFor = (value) => {
    let name = names.get(value);
    if (!name) {
      name = `v${names.size}`;
      names.set(value, name);
      variables[name] = value;
    }
    return `:${name}`;
  };

  /** @param {Statement[]} recording */
  const branch = (recording) =>
    recording
      .map((s, k) => {
        const text = outsideQuotes(s.text, (part) =>
          part.replace(/\$(\d+)(?!\d)/g, (_, n) => {
            const j = Number(n) - 1;
            const value = s.values[j];
            if (value === undefined) throw new Error(`statement ${k} has no value for $${n}`);
            const carried = shared.get(`${k}:${j}`);
            if (carried) return carried;
            if (value === null) return 'NULL';
            return s.lifted ? value : variableFor(value);
          }),
        );
        return kept.has(k) ? `${text}\n\\gset r${k}_` : `${text};`;
      })
      .join('\n');

  const same = clients.every((r) => r.every((s, k) => sameValues(s.values, first[k]?.values ?? [])));
  const body = same
    ? branch(first)
    : [...clients.map((r, i) => `${i ? '\\elif' : '\\if'} :client_id = ${i}\n${branch(r)}`), '\\endif'].join(
        '\n',
      );
  return { script: `${[...fresh, body].join('\n')}\n`, variables, clients: clients.length, decisions };
}

/**
 * A statement sent without parameters, with the integers of its text (outside quotes and
 * dollar-quoted bodies) as its parameters, marked `lifted` so the replay writes back in those it
 * sends as recorded.
 * @param {Statement} s
 * @returns {Statement}
 */
function lift(s) {
  if (s.values.length) return s;
  /** @type {string[]} */
  const values = [];
  const text = outsideQuotes(s.text, (part) =>
    part.replace(/(?<![\w$.])\d+(?![\w.])/g, (n) => {
      values.push(n);
      return `$${values.length}`;
    }),
  );
  return values.length ? { ...s, text, values, lifted: true } : s;
}

/**
 * `text` with `edit` applied to what lies outside its quoted strings, quoted names and
 * dollar-quoted bodies (`$$ … $$`, `$tag$ … $tag$`), which it keeps as they are.
 * @param {string} text
 * @param {(part: string) => string} edit
 */
export function outsideQuotes(text, edit) {
  let out = '';
  let plain = '';
  let i = 0;
  while (i < text.length) {
    const rest = text.slice(i);
    const dollar = /^\$([A-Za-z_][A-Za-z0-9_]*)?\$/.exec(rest);
    const quote = rest[0] === "'" || rest[0] === '"' ? rest[0] : null;
    if (!dollar && !quote) {
      plain += text[i];
      i += 1;
      continue;
    }
    let end;
    if (dollar) {
      const close = text.indexOf(dollar[0], i + dollar[0].length);
      end = close < 0 ? text.length : close + dollar[0].length;
    } else {
      end = i + 1;
      for (;;) {
        const close = text.indexOf(/** @type {string} */ (quote), end);
        if (close < 0) {
          end = text.length;
          break;
        }
        end = close + 1;
        // A doubled quote is one quote inside.
        if (text[end] !== quote) break;
        end += 1;
      }
    }
    out += edit(plain) + text.slice(i, end);
    plain = '';
    i = end;
  }
  return out + edit(plain);
}

/**
 * The earlier statement and column whose one-row answer held `value` in the first recording and
 * `next` in the second: a value the code read back and sent on.
 * @param {Statement[]} first
 * @param {Statement[]} again
 * @param {number} k
 * @param {string | null} value
 * @param {string | null} next
 */
function returnedBy(first, again, k, value, next) {
  if (value === null || next === null) return null;
  for (let m = 0; m < k; m++) {
    const a = first[m];
    const b = again[m];
    if (!a || !b || a.rows.length !== 1 || b.rows.length !== 1) continue;
    for (const [f, field] of a.fields.entries()) {
      if (NAME.test(field) && a.rows[0]?.[f] === value && b.rows[0]?.[f] === next)
        return { statement: m, field };
    }
  }
  return null;
}

/**
 * A number made anew for each order and written by an insert: drawn afresh so that a unique column
 * (the order number) takes each replayed order, as it takes each real one.
 * @param {string} text
 * @param {string | null} value
 * @param {string | null} next
 */
function isFreshNumber(text, value, next) {
  const digits = new RegExp(`^[1-9][0-9]{${MIN_DIGITS - 1},${MAX_DIGITS - 1}}$`);
  return (
    /^\s*insert\b/i.test(text) &&
    value !== null &&
    next !== null &&
    digits.test(value) &&
    digits.test(next) &&
    value.length === next.length
  );
}

/**
 * @param {(string | null)[]} a
 * @param {(string | null)[]} b
 */
function sameValues(a, b) {
  return a.length === b.length && a.every((v, i) => v === b[i]);
}
