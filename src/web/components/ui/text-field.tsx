import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

const control =
  'w-full rounded-lg border bg-white px-3 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600';

type FieldText = { label: string; hint?: string; error?: string | null };

function describedBy(id: string, hint?: string, error?: string | null): string | undefined {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

/**
 * The label above a control, and its hint and error below. The control names `${id}-hint` and
 * `${id}-error` in its `aria-describedby`, so both are read out with it.
 */
export function FieldFrame({
  id,
  label,
  hint,
  error,
  children,
}: FieldText & { id: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled input; `prefix` is shown inside it (a currency), `className` adds to the input's own. */
export function TextField({
  label,
  hint,
  error,
  prefix,
  className = '',
  ...input
}: InputHTMLAttributes<HTMLInputElement> & FieldText & { prefix?: string }) {
  const id = useId();
  const field = (
    <input
      id={id}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(id, hint, error)}
      className={`${control} min-h-11 ${prefix ? 'pl-10' : ''} ${error ? 'border-red-600' : 'border-slate-300'} ${className}`}
      {...input}
    />
  );
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      {prefix ? (
        <div className="relative">
          <span
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-slate-600"
          >
            {prefix}
          </span>
          {field}
        </div>
      ) : (
        field
      )}
    </FieldFrame>
  );
}

export function TextAreaField({
  label,
  hint,
  error,
  className = '',
  ...textarea
}: TextareaHTMLAttributes<HTMLTextAreaElement> & FieldText) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={`${control} min-h-24 py-2 ${error ? 'border-red-600' : 'border-slate-300'} ${className}`}
        {...textarea}
      />
    </FieldFrame>
  );
}

/** A labelled select with the fields' look. */
export function SelectField({
  label,
  hint,
  error,
  className = '',
  children,
  ...select
}: SelectHTMLAttributes<HTMLSelectElement> & FieldText) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={`${control} min-h-11 ${error ? 'border-red-600' : 'border-slate-300'} ${className}`}
        {...select}
      >
        {children}
      </select>
    </FieldFrame>
  );
}
