/** One migration as the journal (`migrations/meta/_journal.json`) lists it. */
export type JournalEntry = { tag: string; when: number };

/**
 * Which migrations a database still lacks, from the newest one it recorded (drizzle's
 * `__drizzle_migrations.created_at`, the journal's `when`; null when it recorded none). drizzle's
 * migrator applies exactly the entries newer than that record, so the same rule says what it would
 * apply. A database newer than the code (a migration applied by a later release during a rolling
 * deploy) lacks nothing: migrations only add, and the running release does not use what they add.
 */
export function pendingMigrations(journal: JournalEntry[], lastApplied: number | null): string[] {
  return journal.filter((entry) => lastApplied === null || entry.when > lastApplied).map((e) => e.tag);
}

/** What a server on a database that lacks migrations says before it refuses to start. */
export function notCurrentMessage(database: string, pending: string[]): string {
  const listed =
    pending.length > 3 ? `${pending.slice(0, 3).join(', ')} … (${pending.length})` : pending.join(', ');
  return (
    `The database ${database} lacks ${pending.length === 1 ? 'a migration' : `${pending.length} migrations`} ` +
    `(${listed}). Run \`npm run db:migrate\` with the same DATABASE_URL, then start the server again.`
  );
}
