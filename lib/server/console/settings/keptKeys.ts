/**
 * The keys a settings save stores. The console never shows stored keys, so an owner who changes
 * something else of a provider (switches a type on, the sender's name) leaves the key fields empty:
 * the stored keys stay, with any field they did type in place of its stored value. Keys of another
 * provider or environment never carry over (test keys must not become production ones).
 */
export function keptKeys(
  typed: Record<string, string> | null | undefined,
  stored: { same: boolean; credentials: Record<string, string> | null } | undefined,
): Record<string, string> | null {
  const given = Object.fromEntries(Object.entries(typed ?? {}).filter(([, v]) => v.trim() !== ''));
  if (stored?.same && stored.credentials) return { ...stored.credentials, ...given };
  return Object.keys(given).length ? given : null;
}
