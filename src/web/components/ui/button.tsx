import type { ButtonHTMLAttributes, Ref } from 'react';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'danger-secondary' | 'danger-ghost';

const variants: Record<Variant, string> = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 disabled:bg-slate-400',
  secondary: 'bg-white text-slate-800 ring-1 ring-slate-300 hover:bg-slate-100 disabled:text-slate-400',
  ghost: 'text-slate-700 hover:bg-slate-100 disabled:text-slate-400',
  // Destructive actions: the confirming answer, the button that asks, and a row's remove icon.
  danger: 'bg-red-700 text-white hover:bg-red-800 disabled:bg-slate-400',
  'danger-secondary': 'text-red-700 ring-1 ring-red-200 hover:bg-red-50 disabled:text-slate-400',
  'danger-ghost': 'text-red-700 hover:bg-slate-100 disabled:text-slate-400',
};

export function Button({
  variant = 'primary',
  className = '',
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant; ref?: Ref<HTMLButtonElement> }) {
  return (
    <button
      type={type}
      className={`inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-lg px-4 text-base font-semibold transition-colors ${variants[variant]} ${className}`}
      {...props}
    />
  );
}
