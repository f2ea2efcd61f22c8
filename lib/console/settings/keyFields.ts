import type { KeysState } from '../contract/settingsView';

/** The typed keys of a form's key fields (named `{prefix}{key}`), trimmed; empty ones left out. */
export function keysOf(data: FormData, prefix = 'key.'): Record<string, string> {
  const keys: Record<string, string> = {};
  for (const [name, value] of data.entries())
    if (name.startsWith(prefix) && typeof value === 'string' && value.trim())
      keys[name.slice(prefix.length)] = value.trim();
  return keys;
}

/**
 * Whether the key fields say their keys are set: stored keys count only for the provider (or
 * environment) they were stored for, as the API keeps them (lib/server/console/settings/keptKeys.ts).
 * Choosing another asks for its own keys.
 */
export const keysSetFor = (
  keys: KeysState | null | undefined,
  storedFor: string | null | undefined,
  chosen: string,
): boolean => !!keys?.set && storedFor === chosen;
