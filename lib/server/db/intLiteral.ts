/**
 * An integer written into a statement's text. A message of several statements takes no parameters
 * (PostgreSQL's simple protocol), so the few that travel that way carry their values in the text; only
 * safe integers may, and anything else is refused before a byte is sent.
 */
export function intLiteral(n: number): string {
  if (!Number.isSafeInteger(n)) throw new Error(`not an integer: ${n}`);
  return String(n);
}
