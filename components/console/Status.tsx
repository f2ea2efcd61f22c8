import type { Notice } from './useSave';

/**
 * The line under a form that says what its save did, for a screen with several forms (settings,
 * staff, an order's actions, a content section); read out by screen readers as it changes.
 */
export function Status({ message, testId }: { message: Notice; testId?: string }) {
  return (
    <p
      role="status"
      aria-live="polite"
      data-testid={testId}
      className={`text-sm ${message?.ok ? 'text-primary' : 'text-red-700'}`}
    >
      {message?.text}
    </p>
  );
}
