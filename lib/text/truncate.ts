/**
 * A name cut to `max` characters followed by '...' (spec §2 side menu, §9). Characters are counted
 * by code point so a CJK character or an emoji is never cut in half.
 */
export function truncateName(name: string, max = 10): string {
  const chars = Array.from(name);
  return chars.length > max ? `${chars.slice(0, max).join('')}...` : name;
}
