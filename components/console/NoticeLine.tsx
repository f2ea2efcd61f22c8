import type { Notice } from './useSave';

/**
 * The outcome of the last save, at the foot of the screen, where it is seen wherever the button
 * was; read out by screen readers as it changes.
 */
export function NoticeLine({ notice }: { notice: Notice }) {
  return (
    <p
      aria-live="polite"
      className={`pointer-events-none fixed inset-x-4 bottom-4 z-20 mx-auto max-w-md rounded-lg text-center text-sm ${
        notice
          ? `border px-4 py-3 shadow-lg ${notice.ok ? 'border-line bg-white text-primary' : 'border-red-700 bg-red-50 text-red-700'}`
          : ''
      }`}
    >
      {notice?.text}
    </p>
  );
}
