'use client';

import {
  RETRY_LABEL,
  retryOf,
  UNAVAILABLE_TEXT,
  UNAVAILABLE_TITLE,
  useLoggedError,
  type ErrorBoundaryProps,
} from './boundary';

/**
 * The error screen outside the shop's layout (its stylesheet may be what failed to come), so it is
 * styled inline: the same notice and retry button as the shop's own error screen.
 */
export function UnavailableNotice(props: ErrorBoundaryProps) {
  useLoggedError(props.error);
  return (
    <main
      role="alert"
      style={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        margin: 0,
        padding: '2rem',
        fontFamily: "system-ui, 'Noto Sans TC', sans-serif",
        background: '#f6f5f2',
        color: '#333',
        textAlign: 'center',
      }}
    >
      <div>
        <title>{UNAVAILABLE_TITLE}</title>
        <h1 style={{ fontSize: '1.25rem', margin: '0 0 .5rem' }}>{UNAVAILABLE_TITLE}</h1>
        <p style={{ margin: 0, color: '#777', fontSize: '.9rem' }}>{UNAVAILABLE_TEXT}</p>
        <button
          type="button"
          onClick={retryOf(props)}
          style={{
            marginTop: '1.5rem',
            padding: '.5rem 1.5rem',
            border: 0,
            borderRadius: '999px',
            background: '#333',
            color: '#fff',
            fontSize: '.9rem',
            cursor: 'pointer',
          }}
        >
          {RETRY_LABEL}
        </button>
      </div>
    </main>
  );
}
