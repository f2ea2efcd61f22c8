import type { SocialLink } from '@/lib/api/contract';

/** The footer's links the look form edits, one field each, and its copyright line. */
const SOCIAL_TYPES = ['facebook', 'instagram', 'youtube', 'line', 'copyRight'] as const;
export type SocialFields = Record<(typeof SOCIAL_TYPES)[number], string>;

/** The form's fields from the shop's links: a type it does not have is an empty field. */
export function socialFields(links: readonly SocialLink[]): SocialFields {
  const of = (type: string) => links.find((l) => l.type === type)?.link ?? '';
  return Object.fromEntries(SOCIAL_TYPES.map((t) => [t, of(t)])) as SocialFields;
}

/**
 * The links the form saves: the fields filled in, trimmed, in the form's order. The LINE id is
 * not edited here: the one the shop has stays with its LINE link.
 */
export function socialLinksBody(fields: SocialFields, stored: readonly SocialLink[]): SocialLink[] {
  return (Object.entries(fields) as [keyof SocialFields, string][])
    .filter(([, link]) => link.trim())
    .map(([type, link]) => {
      const lineId = type === 'line' ? stored.find((l) => l.type === 'line')?.lineId : null;
      return { type, link: link.trim(), ...(lineId ? { lineId } : {}) };
    });
}
