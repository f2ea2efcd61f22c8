'use client';

type Props = {
  id: string;
  name: string;
  label: string;
  description?: string | null;
  checked: boolean;
  disabled?: boolean;
  onChoose: () => void;
};

/**
 * A radio choice drawn as a card. The radio's accessible name is the option's name alone; what it
 * costs or needs is its description.
 */
export function ChoiceOption({ id, name, label, description, checked, disabled, onChoose }: Props) {
  return (
    <label
      className={`flex items-start gap-3 rounded-xl border px-4 py-3 ${
        disabled
          ? 'cursor-not-allowed border-line bg-highlight text-muted'
          : checked
            ? 'cursor-pointer border-primary bg-primary-soft'
            : 'cursor-pointer border-line hover:border-primary'
      }`}
    >
      <input
        id={id}
        type="radio"
        name={name}
        aria-label={label}
        aria-describedby={description ? `${id}-desc` : undefined}
        checked={checked}
        disabled={disabled}
        onChange={onChoose}
        className="mt-1 h-4 w-4 shrink-0 accent-primary"
      />
      <span className="min-w-0">
        <span className={`block font-medium ${disabled ? 'text-muted' : 'text-ink'}`}>{label}</span>
        {description ? (
          <span id={`${id}-desc`} className="block text-sm text-muted">
            {description}
          </span>
        ) : null}
      </span>
    </label>
  );
}
