/**
 * The settings forms name their own fields (each input's label): a refused field's path in the body
 * (`account.bankCode`, `branches.3.code`) is looked up there by its names from the deepest up, its
 * list positions skipped, so the nearest field the form has names it.
 */
export function namesToTry(path: string): string[] {
  return path
    .split('.')
    .filter((part) => part !== '' && !/^\d+$/.test(part))
    .reverse();
}

/** The label of the form's first field called one of `names`, as the form shows it. */
export function labelIn(
  find: (name: string) => { labels?: ArrayLike<{ textContent: string | null }> | null } | null,
  names: readonly string[],
): string | null {
  for (const name of names) {
    const text = find(name)?.labels?.[0]?.textContent?.trim();
    if (text) return text;
  }
  return null;
}
