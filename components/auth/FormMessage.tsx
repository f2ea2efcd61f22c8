/** A message about the whole form (the server's answer), announced when it appears. */
export function FormMessage({
  message,
  tone = 'error',
}: {
  message: string | null;
  tone?: 'error' | 'info';
}) {
  if (!message) return null;
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-xl px-4 py-3 text-sm ${
        tone === 'error' ? 'bg-red-50 text-red-800' : 'bg-primary-soft text-ink'
      }`}
    >
      {message}
    </p>
  );
}
