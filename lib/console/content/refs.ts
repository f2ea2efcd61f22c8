import type { UniversalLink } from '@/lib/api/contract';
import type { ContentChoices } from './types';

/** A category or activity of the shop a page area, a slide or a recommendation links to. */
export type Ref = UniversalLink;

/** A link as a select's option value. */
export const refValue = (r: Ref): string => `${r.type}:${r.nanoId}`;

/** The link an option value names; only the first colon splits, whatever the id holds. */
export function refOf(value: string): Ref {
  const [type, ...rest] = value.split(':');
  return { type: type as Ref['type'], nanoId: rest.join(':') };
}

const listOf = (type: Ref['type'], choices: ContentChoices) =>
  type === 'ecommerceCategory' ? choices.categories : choices.activities;

/** Whether the shop still has what the link names: a link to one that is gone stays shown as such. */
export const isKnownRef = (r: Ref, choices: ContentChoices): boolean =>
  listOf(r.type, choices).some((c) => c.nanoId === r.nanoId);

/** The name of what the link names, or its id when it is gone. */
export const refName = (r: Ref, choices: ContentChoices): string =>
  listOf(r.type, choices).find((c) => c.nanoId === r.nanoId)?.name ?? r.nanoId;

/** The first thing a new link points at: the first category, else the first activity. */
export function firstRef(choices: ContentChoices): Ref | null {
  const c = choices.categories[0];
  if (c) return { type: 'ecommerceCategory', nanoId: c.nanoId };
  const a = choices.activities[0];
  return a ? { type: 'ecommerceActivity', nanoId: a.nanoId } : null;
}
