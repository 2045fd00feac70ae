import { useId } from 'react';
import { Check } from 'lucide-react';

const OPTION =
  'group relative flex min-h-12 items-center gap-3 rounded-lg bg-white px-3 py-2 text-base text-slate-900 ring-1 ring-slate-300 has-checked:bg-brand-50 has-checked:font-semibold has-checked:ring-2 has-checked:ring-brand-700 has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600';

/**
 * One answer out of a few, as native radio buttons (arrow keys, screen readers) drawn as large cards.
 * The input covers its card, so the whole card is the touch target; the picked one shows a dot and
 * bold text, not only a colour.
 */
export function RadioCards({
  label,
  hint,
  error,
  options,
  value,
  onChange,
  columns = 1,
  disabled,
}: {
  label: string;
  hint?: string | undefined;
  error?: string | null | undefined;
  options: readonly { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
  columns?: 1 | 2;
  disabled?: boolean;
}) {
  const name = useId();
  return (
    <fieldset
      className="flex min-w-0 flex-col gap-2"
      disabled={disabled}
      aria-describedby={describedBy(name, hint, error)}
    >
      <legend className="mb-1 text-sm font-medium text-slate-700">{label}</legend>
      <FieldNotes id={name} hint={hint} error={error} />
      <div className={`grid gap-2 ${columns === 2 ? 'grid-cols-2' : 'grid-cols-1'}`}>
        {options.map((option) => (
          <label key={option.value} className={OPTION}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="absolute inset-0 size-full cursor-pointer appearance-none rounded-lg focus-visible:outline-none"
            />
            <span
              aria-hidden="true"
              className="flex size-5 shrink-0 items-center justify-center rounded-full border-2 border-slate-500 group-has-checked:border-brand-700"
            >
              <span className="hidden size-2.5 rounded-full bg-brand-700 group-has-checked:block" />
            </span>
            <span className="min-w-0 break-words">{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * Several answers, each a toggle button (aria-pressed): tap to mark, tap again to unmark. A check
 * mark shows what is on.
 */
export function ToggleGroup({
  label,
  hint,
  error,
  options,
  value,
  onChange,
  disabled,
}: {
  label: string;
  hint: string;
  error?: string | null | undefined;
  options: readonly string[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  disabled?: boolean;
}) {
  const id = useId();
  const toggle = (option: string) =>
    onChange(
      value.includes(option)
        ? value.filter((item) => item !== option)
        : options.filter((item) => item === option || value.includes(item)),
    );
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <p id={`${id}-label`} className="text-sm font-medium text-slate-700">
        {label}
      </p>
      <FieldNotes id={id} hint={hint} error={error} />
      <div
        role="group"
        aria-labelledby={`${id}-label`}
        aria-describedby={describedBy(id, hint, error)}
        className="grid grid-cols-2 gap-2"
      >
        {options.map((option) => {
          const on = value.includes(option);
          return (
            <button
              key={option}
              type="button"
              aria-pressed={on}
              disabled={disabled}
              onClick={() => toggle(option)}
              className={`flex min-h-12 items-center gap-1.5 rounded-lg px-2.5 py-2 text-left text-base ${
                on
                  ? 'bg-brand-50 text-slate-900 ring-2 ring-brand-700'
                  : 'bg-white text-slate-900 ring-1 ring-slate-300'
              }`}
            >
              <span
                aria-hidden="true"
                className={`flex size-5 shrink-0 items-center justify-center rounded border-2 ${
                  on ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-500'
                }`}
              >
                {on ? <Check className="size-4" strokeWidth={3} /> : null}
              </span>
              <span className="min-w-0 break-words">{option}</span>
            </button>
          );
        })}
      </div>
    </div>
  );
}

const describedBy = (id: string, hint?: string, error?: string | null) =>
  [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

/** A question's hint, and its error once there is one, under its label. */
function FieldNotes({
  id,
  hint,
  error,
}: {
  id: string;
  hint?: string | undefined;
  error?: string | null | undefined;
}) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="-mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="-mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </>
  );
}
