import { consolePath } from './names';

/**
 * Where a staff member goes once signed in: back to the console address they were sent away from
 * (`?next=`, lib/console/client.ts goToSignIn), else the today page. Only a path of the console is
 * followed, never another site's address (`//elsewhere.example`), so a link cannot use the
 * sign-in to send someone off the shop.
 */
export function nextAfterSignIn(search: string): string {
  const next = new URLSearchParams(search).get('next') ?? '';
  return next.startsWith(consolePath()) && !next.startsWith('//') ? next : consolePath();
}
