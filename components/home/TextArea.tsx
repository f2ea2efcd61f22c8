export function TextArea({ title, description }: { title: string; description: string }) {
  return (
    <div className="mx-auto max-w-3xl text-center">
      {title.trim() ? <h2 className="text-xl font-semibold sm:text-2xl">{title}</h2> : null}
      {description.trim() ? (
        <p className="mt-3 whitespace-pre-line leading-relaxed text-muted">{description}</p>
      ) : null}
    </div>
  );
}
