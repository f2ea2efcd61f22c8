import type { Notice } from '../useSave';

/** The line under a form that says what a save did. */
export function Status({ message }: { message: Notice }) {
  return (
    <p
      role="status"
      aria-live="polite"
      className={`text-sm ${message?.ok ? 'text-primary' : 'text-red-700'}`}
    >
      {message?.text}
    </p>
  );
}
