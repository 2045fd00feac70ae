import { LoaderCircle } from 'lucide-react';

export function Spinner({ label }: { label: string }) {
  return (
    <div role="status" className="flex flex-col items-center justify-center gap-3 py-16 text-slate-600">
      <LoaderCircle aria-hidden="true" className="size-8 animate-spin text-brand-700" />
      <span>{label}</span>
    </div>
  );
}
