/** While a console page is read: a quiet line in the console's colours, announced to screen readers. */
export default function ConsoleLoading() {
  return (
    <main className="flex min-h-screen items-center justify-center bg-highlight">
      <p role="status" className="text-sm text-muted">
        載入中…
      </p>
    </main>
  );
}
