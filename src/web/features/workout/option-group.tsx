import { useId } from 'react';

/**
 * One answer out of a few, as big buttons (aria-pressed): a phone-sized control that reads as a choice.
 * The chosen one also shows a check mark, so the state is not carried by colour alone.
 */
export function OptionGroup<T extends string>({
  legend,
  options,
  value,
  onChange,
  error,
}: {
  legend: string;
  options: readonly T[];
  value: T | null;
  onChange: (value: T) => void;
  error?: string | null;
}) {
  const errorId = useId();
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-slate-700">{legend}</legend>
      <div className="mt-1 flex flex-wrap gap-2">
        {options.map((option) => {
          const chosen = option === value;
          return (
            <button
              key={option}
              type="button"
              aria-pressed={chosen}
              onClick={() => onChange(option)}
              className={`min-h-11 min-w-11 rounded-lg px-3 text-sm font-semibold ring-1 transition-colors ${
                chosen
                  ? 'bg-brand-700 text-white ring-brand-700'
                  : 'bg-white text-slate-800 ring-slate-300 hover:bg-slate-100'
              }`}
            >
              {chosen ? <span aria-hidden="true">✓ </span> : null}
              {option}
            </button>
          );
        })}
      </div>
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
