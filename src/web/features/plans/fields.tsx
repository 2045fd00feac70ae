import {
  useId,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
} from 'react';
import { formatDecimal, parseDecimal } from '#shared/domain/training/decimal.ts';

/** The look every editor input and select shares (padding aside): 44 px high, a clear border, the brand focus ring from styles.css. */
const inputClass =
  'min-h-11 w-full min-w-0 rounded-lg border border-slate-500 bg-white text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600';

const labelClass = 'text-sm font-medium text-slate-700';

function Labelled({
  id,
  label,
  className = '',
  children,
}: {
  id: string;
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={`flex min-w-0 flex-col gap-1 ${className}`}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {children}
    </div>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'>;

export function Field({
  label,
  className,
  ref,
  ...input
}: InputProps & { label: string; className?: string; ref?: Ref<HTMLInputElement> }) {
  const id = useId();
  return (
    <Labelled id={id} label={label} className={className}>
      <input ref={ref} id={id} className={`${inputClass} px-3`} {...input} />
    </Labelled>
  );
}

export function SelectField({
  label,
  className,
  children,
  ...select
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className'> & {
  label: string;
  className?: string;
}) {
  const id = useId();
  return (
    <Labelled id={id} label={label} className={className}>
      <select id={id} className={`${inputClass} px-2`} {...select}>
        {children}
      </select>
    </Labelled>
  );
}

/**
 * Whole seconds (rest times). The text is kept while typing, so an emptied field stays empty until
 * the trainer leaves it; the plan holds 0 meanwhile.
 */
export function SecondsField({
  label,
  value,
  max,
  onValue,
  className,
}: {
  label: string;
  value: number;
  max: number;
  onValue: (value: number) => void;
  className?: string;
}) {
  const [text, setText] = useState(String(value));
  return (
    <Field
      label={label}
      className={className}
      inputMode="numeric"
      autoComplete="off"
      value={text}
      onChange={(event) => {
        const digits = event.target.value.replace(/\D/g, '').slice(0, 4);
        setText(digits);
        onValue(Math.min(digits === '' ? 0 : Number(digits), max));
      }}
      onBlur={() => setText(String(value))}
    />
  );
}

/** A decimal with a comma or a dot (target weight in kg). */
export function DecimalField({
  label,
  value,
  max,
  onValue,
  className,
}: {
  label: string;
  value: number | undefined;
  max: number;
  onValue: (value: number | undefined) => void;
  className?: string;
}) {
  const shown = value === undefined ? '' : formatDecimal(value);
  const [text, setText] = useState(shown);
  return (
    <Field
      label={label}
      className={className}
      inputMode="decimal"
      autoComplete="off"
      value={text}
      onChange={(event) => {
        const cleaned = event.target.value.replace(/[^\d.,]/g, '').slice(0, 7);
        setText(cleaned);
        const parsed = parseDecimal(cleaned) ?? undefined;
        onValue(parsed === undefined ? undefined : Math.min(parsed, max));
      }}
      onBlur={() => setText(shown)}
    />
  );
}
