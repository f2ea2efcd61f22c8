/** Steps on a line, oldest first: what happened, when, and a note when there is one. */
export function Timeline({
  steps,
  testId,
}: {
  steps: { label: string; at: string; note?: string | null }[];
  testId?: string;
}) {
  return (
    <ol data-testid={testId} className="space-y-3 border-l-2 border-line pl-4 text-sm">
      {steps.map((step, i) => (
        <li key={i} className="relative">
          <span
            aria-hidden
            className="absolute top-1.5 -left-[1.375rem] h-2.5 w-2.5 rounded-full border-2 border-white bg-primary"
          />
          <p className="font-medium text-ink">{step.label}</p>
          <p className="text-xs text-muted">{step.at}</p>
          {step.note ? <p className="text-xs text-muted">{step.note}</p> : null}
        </li>
      ))}
    </ol>
  );
}
