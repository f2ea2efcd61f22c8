/** One line of an order's timeline in the console: a status move, or a change someone recorded. */
export type TimelineEntry = { at: string; who: string; text: string };

type StatusEntry = { status: string; at: string; note?: string };
type ChangeEntry = { at: string; actor: string; action: string; before: unknown; after: unknown };

/**
 * The order's status history and its record of changes as one list, oldest first. A status move the
 * system or the shopper made names no one ("系統／顧客"); the console's changes name the staff member.
 */
export function orderTimeline(
  history: StatusEntry[],
  changes: ChangeEntry[],
  labels: { status: (s: string) => string; action: (a: string) => string },
): TimelineEntry[] {
  const moves = history.map((h) => ({
    at: h.at,
    who: '',
    text: `${labels.status(h.status)}${h.note ? `：${h.note}` : ''}`,
  }));
  const made = changes.map((c) => {
    const note = c.action === 'note' ? (c.after as { note?: string } | null)?.note : undefined;
    return { at: c.at, who: c.actor, text: note ? `備註：${note}` : labels.action(c.action) };
  });
  return [...moves, ...made].sort((a, b) => a.at.localeCompare(b.at));
}
